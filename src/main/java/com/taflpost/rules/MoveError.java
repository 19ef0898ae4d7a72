package com.taflpost.rules;

/** Why a move is refused. {@link #code()} is the stable code clients see. */
public enum MoveError {
    MALFORMED("malformed"),
    OFF_BOARD("off-board"),
    NO_PIECE("no-piece"),
    NOT_YOUR_PIECE("not-your-piece"),
    NOT_STRAIGHT("not-straight"),
    BLOCKED("blocked"),
    /** The move stops on (or, in Tablut, passes over) a square only the king may use. */
    RESTRICTED("restricted"),
    /** The move's written captures are not the ones it really makes. */
    CAPTURE_MISMATCH("capture-mismatch"),
    GAME_OVER("game-over");

    private final String code;

    MoveError(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }
}
