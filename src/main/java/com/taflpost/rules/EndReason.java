package com.taflpost.rules;

/** Why the rules ended a game. {@link #id()} is the stable code clients see. */
public enum EndReason {
    KING_CAPTURED("king-captured"),
    KING_ESCAPED("king-escaped"),
    EXIT_FORT("exit-fort"),
    ENCIRCLEMENT("encirclement"),
    REPETITION("repetition"),
    NO_LEGAL_MOVE("no-legal-move"),
    /** The ruleset's move limit was reached (docs/variants.md); no preset of the API has one yet. */
    MOVE_LIMIT("move-limit");

    private final String id;

    EndReason(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
