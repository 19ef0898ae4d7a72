package com.taflpost.rules;

/** Text that is not a valid position, square or move; the message says what is wrong and where. */
public class NotationException extends IllegalArgumentException {
    public NotationException(String message) {
        super(message);
    }
}
