package com.taflpost.game;

/** OpenAPI examples of the game feature, kept in one place. */
final class Examples {
    private Examples() {
    }

    static final String CREATED_ANONYMOUS = "{}";
    static final String CREATE_ANONYMOUS = "{}";
    static final String CREATE_CUSTOM = "{}";
    static final String CREATE_INVITATION = "{}";
    static final String GAME = "{}";
    static final String GAME_RESIGNED = "{}";
    static final String LEGAL_MOVES = "{}";
    static final String MOVE = "{}";
    static final String PROBLEM_BAD_SQUARE = "{}";
    static final String PROBLEM_BAD_TOKEN = "{}";
    static final String PROBLEM_GAME_NOT_FOUND = "{}";
    static final String PROBLEM_GAME_OVER = "{}";
    static final String PROBLEM_ILLEGAL_MOVE = "{}";
    static final String PROBLEM_INVALID_POSITION = "{}";
    static final String PROBLEM_MOVE_REQUIRED = "{}";
    static final String PROBLEM_NOT_IN_GAME = "{}";
    static final String PROBLEM_NOT_YOUR_TURN = "{}";
    static final String PROBLEM_PLAYER_TOKEN_MISSING = "{}";
    static final String PROBLEM_PLAYER_TOKEN_REQUIRED = "{}";
    static final String PROBLEM_PLY_OUT_OF_RANGE = "{}";
    static final String PROBLEM_SEAT_RESERVED = "{}";
    static final String PROBLEM_SEAT_TAKEN = "{}";
    static final String PROBLEM_STALE_PLY = "{}";
    static final String PROBLEM_TOKEN_REQUIRED = "{}";
    static final String PROBLEM_UNKNOWN_BOARD = "{}";
    static final String PROBLEM_WRONG_GAME = "{}";
}
