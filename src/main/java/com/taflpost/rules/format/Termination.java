package com.taflpost.rules.format;

import com.taflpost.rules.EndReason;

/**
 * Why a recorded game ended: one of the rules' endings, or a player's resignation or timeout, which the rules
 * engine does not know about. {@link #id()} is the value of the record's {@code termination} tag.
 */
public enum Termination {
    KING_CAPTURED(EndReason.KING_CAPTURED),
    KING_ESCAPED(EndReason.KING_ESCAPED),
    EXIT_FORT(EndReason.EXIT_FORT),
    ENCIRCLEMENT(EndReason.ENCIRCLEMENT),
    REPETITION(EndReason.REPETITION),
    NO_LEGAL_MOVE(EndReason.NO_LEGAL_MOVE),
    MOVE_LIMIT(EndReason.MOVE_LIMIT),
    RESIGNATION(null),
    TIMEOUT(null);

    private final EndReason endReason;

    Termination(EndReason endReason) {
        this.endReason = endReason;
    }

    public String id() {
        return endReason != null ? endReason.id() : name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The rules' reason, or null for a resignation or a timeout. */
    public EndReason endReason() {
        return endReason;
    }

    public boolean isByRule() {
        return endReason != null;
    }

    public static Termination of(EndReason reason) {
        for (Termination termination : values()) {
            if (termination.endReason == reason) {
                return termination;
            }
        }
        throw new IllegalArgumentException("no termination for " + reason);
    }

    /**
     * @throws IllegalArgumentException naming the accepted values
     */
    public static Termination fromId(String id) {
        for (Termination termination : values()) {
            if (termination.id().equals(id)) {
                return termination;
            }
        }
        throw new IllegalArgumentException("unknown termination '" + id + "': expected one of "
                + String.join(
                        ", ",
                        java.util.Arrays.stream(values()).map(Termination::id).toList()));
    }
}
