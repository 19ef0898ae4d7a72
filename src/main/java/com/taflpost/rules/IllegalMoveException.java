package com.taflpost.rules;

/** A move the rules refuse, with the stable reason and a message a person can read. */
public class IllegalMoveException extends RuntimeException {
    private final MoveError error;

    public IllegalMoveException(MoveError error, String message) {
        super(message);
        this.error = error;
    }

    public MoveError error() {
        return error;
    }
}
