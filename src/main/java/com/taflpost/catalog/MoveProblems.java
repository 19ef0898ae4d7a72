package com.taflpost.catalog;

import com.taflpost.problem.ApiException;
import com.taflpost.rules.MoveError;
import java.util.Map;

/** The refusal of a move by the rules, the same wherever moves are played or replayed (games, analysis). */
public final class MoveProblems {
    private MoveProblems() {}

    /** 422 for a move the rules refuse; {@code ply} is the number the move would have had (1 for the first move). */
    public static ApiException illegalMove(int ply, MoveError error, String message) {
        return new ApiException.Unprocessable(
                "illegal-move", "Illegal move", error.code(), message, Map.of("ply", ply));
    }

    /** 422 for a game, record or move list longer than the server keeps ({@link PlyLimit}). */
    public static ApiException tooManyMoves(int max, int plies) {
        return new ApiException.Unprocessable(
                "too-many-moves",
                "Too many moves",
                "too-many-moves",
                "at most " + max + " moves, not " + plies,
                Map.of("maxPlies", max));
    }

    /**
     * 422 for a prepared line of moves (a conditional line) the rules refuse: {@code line} is its index in the list
     * sent (from 0), {@code ply} the place of the first illegal move in the line (1 for its first move).
     */
    public static ApiException illegalLine(int line, int ply, MoveError error, String message) {
        return new ApiException.Unprocessable(
                "illegal-move",
                "Illegal move",
                error.code(),
                "line " + line + ", move " + ply + ": " + message,
                Map.of("line", line, "ply", ply));
    }
}
