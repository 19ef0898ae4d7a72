package com.taflpost.rules;

/** Who won a finished game; {@link #DRAW} when the ruleset draws it (Tablut: a side that cannot move). */
public enum Winner {
    ATTACKERS,
    DEFENDERS,
    DRAW;

    public static Winner of(Side side) {
        return side == Side.ATTACKERS ? ATTACKERS : DEFENDERS;
    }

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
