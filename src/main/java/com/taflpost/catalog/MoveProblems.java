package com.taflpost.catalog;

import com.taflpost.http.ApiException;
import com.taflpost.rules.MoveError;
import java.util.Map;

/** The refusal of a move by the rules, the same wherever moves are played or replayed (games, analysis). */
public final class MoveProblems {
    private MoveProblems() {
    }

    /** 422 for a move the rules refuse; {@code ply} is the number the move would have had (1 for the first move). */
    public static ApiException illegalMove(int ply, MoveError error, String message) {
        return new ApiException.Unprocessable("illegal-move", "Illegal move", error.code(), message, Map.of("ply", ply));
    }
}
