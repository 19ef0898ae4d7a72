package com.taflpost.rules.format;

/** Why a game record cannot be read. {@link #code()} is the stable code clients see. */
public enum RecordError {
    /** The text is not tags, moves and a result: an unclosed bracket, a wrong turn number, text after the result. */
    SYNTAX("record-syntax"),
    /** A tag is missing, repeated, or has a value it cannot have. */
    TAG("record-tag"),
    /** The start position is not a playable position, or disagrees with the board or board size. */
    POSITION("record-position"),
    /** The rules refuse a move; {@link RecordException#moveError()} says why. */
    ILLEGAL_MOVE("illegal-move"),
    /** The declared result is not what the moves give. */
    RESULT("record-result");

    private final String code;

    RecordError(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }
}
