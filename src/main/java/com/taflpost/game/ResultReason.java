package com.taflpost.game;

import com.taflpost.rules.EndReason;

/** Why a game ended: the rules engine's reasons, plus the endings that are not on the board. */
public enum ResultReason {
    KING_CAPTURED("king-captured"),
    KING_ESCAPED("king-escaped"),
    EXIT_FORT("exit-fort"),
    ENCIRCLEMENT("encirclement"),
    REPETITION("repetition"),
    NO_LEGAL_MOVE("no-legal-move"),
    /** The ruleset's move limit was reached (a custom ruleset's {@code move-limit}). */
    MOVE_LIMIT("move-limit"),
    RESIGNATION("resignation"),
    TIMEOUT("timeout"),
    /** A tournament organiser withdrew the player. */
    FORFEIT("forfeit"),
    /** A tournament organiser decided a stuck game. */
    ADJUDICATION("adjudication");

    private final String id;

    ResultReason(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static ResultReason of(EndReason reason) {
        return fromId(reason.id());
    }

    public static ResultReason fromId(String id) {
        for (ResultReason reason : values()) {
            if (reason.id.equals(id)) {
                return reason;
            }
        }
        throw new IllegalArgumentException("unknown result reason '" + id + "'");
    }
}
