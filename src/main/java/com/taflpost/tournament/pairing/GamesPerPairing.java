package com.taflpost.tournament.pairing;

import java.util.List;

/** Checks the one number a tournament chooses about its matches. */
final class GamesPerPairing {

    private GamesPerPairing() {}

    /** 2 (the default: one game with each side) or 1 (sides balanced over the rounds). */
    static int check(int gamesPerPairing) {
        if (gamesPerPairing != 1 && gamesPerPairing != 2) {
            throw new IllegalArgumentException("gamesPerPairing must be 1 or 2, not " + gamesPerPairing);
        }
        return gamesPerPairing;
    }

    /** The games of a match whose first game is {@code first}: with two games, the second swaps the sides. */
    static Pairing.Match match(String higher, String lower, Seating first, int gamesPerPairing) {
        List<Seating> games = gamesPerPairing == 1 ? List.of(first) : List.of(first, first.swapped());
        return new Pairing.Match(higher, lower, games);
    }
}
