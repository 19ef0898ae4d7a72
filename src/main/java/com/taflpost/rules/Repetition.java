package com.taflpost.rules;

import java.util.Arrays;
import java.util.List;

/**
 * Copenhagen 4.6: a move that creates a position (board and side to move) for the third time loses for the
 * defenders. Positions are keyed by a Zobrist hash, kept up to date with each move; a matching hash is always
 * confirmed on the boards, so a collision can never end a game. Only the positions since the last capture can
 * come again: the ones before it had more pieces.
 */
final class Repetition {
    private Repetition() {
    }

    /** How often a position occurred in a game before the move that creates it. */
    interface Seen {
        /**
         * @param sinceCapture plies from the last capture (or the start) to this position
         */
        int occurrences(byte[] cells, Side sideToMove, long hash, int sinceCapture);
    }

    /** The Zobrist hash of a whole position. */
    static long hash(Geometry g, byte[] cells, Side sideToMove) {
        long hash = sideToMove == Side.DEFENDERS ? g.defendersToMoveKey : 0L;
        for (int index : g.squares) {
            if (cells[index] != Cells.EMPTY) {
                hash ^= g.pieceKeys[index][cells[index]];
            }
        }
        return hash;
    }

    /** The hash after {@code piece} moves from one cell to another and the turn passes. */
    static long afterMove(Geometry g, long hash, int from, int to, byte piece) {
        return hash ^ g.pieceKeys[from][piece] ^ g.pieceKeys[to][piece] ^ g.defendersToMoveKey;
    }

    /** The hash after {@code piece} is taken off its cell. */
    static long afterCapture(Geometry g, long hash, int square, byte piece) {
        return hash ^ g.pieceKeys[square][piece];
    }

    /**
     * For one move after a game: scans back over the states since the last capture, two plies at a time (the same
     * side to move). Linear in the plies since the last capture.
     */
    static Seen scanningBack(List<GameState> history) {
        return (cells, sideToMove, hash, sinceCapture) -> {
            int ply = history.size();
            int count = 0;
            for (int earlier = ply - 2; earlier >= ply - sinceCapture && earlier >= 0; earlier -= 2) {
                GameState state = history.get(earlier);
                if (state.hash == hash && Arrays.equals(state.board().cells, cells)) {
                    count++;
                }
            }
            return count;
        };
    }
}
