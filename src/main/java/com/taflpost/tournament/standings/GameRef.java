package com.taflpost.tournament.standings;

import com.taflpost.tournament.pairing.Seating;

/**
 * Names one game of a tournament: its round and seats. Unique, because two players meet at most once in a round
 * and its two games, if any, have swapped sides.
 */
public record GameRef(int round, String attacker, String defender) {

    public static GameRef of(int round, Seating seating) {
        return new GameRef(round, seating.attacker(), seating.defender());
    }
}
