package com.taflpost.tournament.pairing;

import com.taflpost.rules.Side;

/** One game to be played: who takes the attackers and who the defenders. */
public record Seating(String attacker, String defender) {

    public Seating {
        if (attacker == null || defender == null || attacker.equals(defender)) {
            throw new IllegalArgumentException("a game needs two different players");
        }
    }

    /** The side the player takes in this game. */
    public Side sideOf(String player) {
        if (player.equals(attacker)) {
            return Side.ATTACKERS;
        }
        if (player.equals(defender)) {
            return Side.DEFENDERS;
        }
        throw new IllegalArgumentException(player + " does not play in this game");
    }

    public String opponentOf(String player) {
        return sideOf(player) == Side.ATTACKERS ? defender : attacker;
    }

    boolean involvesBoth(String one, String other) {
        return (attacker.equals(one) && defender.equals(other)) || (attacker.equals(other) && defender.equals(one));
    }

    public Seating swapped() {
        return new Seating(defender, attacker);
    }
}
