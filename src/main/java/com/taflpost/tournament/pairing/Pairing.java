package com.taflpost.tournament.pairing;

import java.util.List;

/** What one round gives a player: a match against an opponent, or a bye. */
public sealed interface Pairing permits Pairing.Match, Pairing.Bye {

    boolean involves(String player);

    /**
     * Two players who meet in a round, and the games they play: one game, or two (one with each side, since tafl
     * is asymmetric).
     *
     * @param first the higher-ranked (or seeded) of the two when they were paired
     * @param second the other player
     */
    record Match(String first, String second, List<Seating> games) implements Pairing {

        public Match {
            games = List.copyOf(games);
            if (first.equals(second) || games.isEmpty() || games.size() > 2) {
                throw new IllegalArgumentException("a match is one or two games between two different players");
            }
            for (Seating game : games) {
                if (!(game.involvesBoth(first, second))) {
                    throw new IllegalArgumentException("every game of a match is between its two players");
                }
            }
        }

        @Override
        public boolean involves(String player) {
            return first.equals(player) || second.equals(player);
        }

        public String opponentOf(String player) {
            if (!involves(player)) {
                throw new IllegalArgumentException(player + " does not play in this match");
            }
            return first.equals(player) ? second : first;
        }
    }

    /** A player who sits the round out; it scores as if every game of a pairing were won. */
    record Bye(String player) implements Pairing {

        @Override
        public boolean involves(String player) {
            return this.player.equals(player);
        }
    }
}
