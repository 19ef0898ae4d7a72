package com.taflpost.rules.format;

import java.util.Locale;

/** A ruleset description that cannot be read (docs/variants.md, the description format), with the reason. */
public final class RulesetFormatException extends IllegalArgumentException {
    /** Why a description is refused; {@link #code()} is the stable code clients see. */
    public enum Reason {
        /** An entry is not {@code key:value}, or a key is given twice. */
        MALFORMED,
        UNKNOWN_KEY,
        /** A value is not among the key's answers, or is out of range. */
        BAD_VALUE,
        /** The answers cannot go together, e.g. escape to the corners of a board without corners. */
        IMPOSSIBLE,
        /** The start is not a playable position for the ruleset, or does not match the size. */
        BAD_START;

        public String code() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    private final Reason reason;

    RulesetFormatException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
