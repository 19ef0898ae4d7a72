package com.taflpost.rules.format;

import com.taflpost.rules.MoveError;

/**
 * A game record that cannot be read. The message starts with the line and column of the offending text when
 * there is one; for an illegal move it names the move's number and the engine's {@link MoveError} code.
 */
public final class RecordException extends IllegalArgumentException {
    private final RecordError error;
    private final MoveError moveError;
    private final int line;
    private final int column;
    private final int ply;

    RecordException(RecordError error, MoveError moveError, int line, int column, int ply, String message) {
        super(line > 0 ? "line " + line + ", column " + column + ": " + message : message);
        this.error = error;
        this.moveError = moveError;
        this.line = line;
        this.column = column;
        this.ply = ply;
    }

    public RecordError error() {
        return error;
    }

    /** Why the rules refuse the move, for {@link RecordError#ILLEGAL_MOVE}; null otherwise. */
    public MoveError moveError() {
        return moveError;
    }

    /** The 1-based line of the offending text, or 0 when the problem is something missing. */
    public int line() {
        return line;
    }

    /** The 1-based column of the offending text, or 0. */
    public int column() {
        return column;
    }

    /** The 1-based index of the offending move in the game, or 0 when the problem is not a move. */
    public int ply() {
        return ply;
    }
}
