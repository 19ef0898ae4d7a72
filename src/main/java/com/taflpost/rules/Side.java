package com.taflpost.rules;

/** The two sides of a tafl game. The king belongs to the defenders. */
public enum Side {
    ATTACKERS,
    DEFENDERS;

    public Side opponent() {
        return this == ATTACKERS ? DEFENDERS : ATTACKERS;
    }

    /** The lower-case name used in notation and the API: {@code attackers}, {@code defenders}. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static Side fromId(String id) {
        for (Side side : values()) {
            if (side.id().equals(id)) {
                return side;
            }
        }
        throw new IllegalArgumentException("unknown side '" + id + "': expected attackers or defenders");
    }
}
