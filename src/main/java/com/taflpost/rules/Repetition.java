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
    private Repetition() {}

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
     * side to move). Linear in the length of the game, so only for a single move; a replay uses a {@link Tally}.
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

    /**
     * For a replay: how often each position occurred since the last capture, by hash, so that n plies cost O(n).
     * Every state of the game must be {@link #record}ed in order, the start first. An open-addressing table of
     * primitive arrays: a position costs no object of its own, so a long game's replay keeps no more live objects per
     * ply than a short one's.
     */
    static final class Tally implements Seen {
        private static final int FIRST_CAPACITY = 64;

        /** Each slot: a position's hash, its first state (null for a free slot) and how often it occurred. */
        private long[] hashes;

        private GameState[] firsts;
        private int[] counts;
        private int size;

        Tally() {
            empty();
        }

        @Override
        public int occurrences(byte[] cells, Side sideToMove, long hash, int sinceCapture) {
            if (sinceCapture == 0) {
                return 0;
            }
            int slot = find(cells, sideToMove, hash);
            return firsts[slot] == null ? 0 : counts[slot];
        }

        /** Counts the position of a state that was just reached. */
        void record(GameState state) {
            if (state.pliesSinceCapture == 0 && size > 0) {
                // New small arrays, not a clear: clearing costs the capacity the longest stretch without a capture
                // left behind, on every later capture, which made a long game's plies dearer than a short one's.
                empty();
            }
            int slot = find(state.board().cells, state.sideToMove(), state.hash);
            if (firsts[slot] != null) {
                counts[slot]++;
                return;
            }
            hashes[slot] = state.hash;
            firsts[slot] = state;
            counts[slot] = 1;
            size++;
            if (size * 2 > firsts.length) {
                grow();
            }
        }

        /** The slot of the position, or the free slot where it would go; positions whose hashes collide probe on. */
        private int find(byte[] cells, Side sideToMove, long hash) {
            int mask = firsts.length - 1;
            for (int slot = spread(hash) & mask; ; slot = (slot + 1) & mask) {
                GameState first = firsts[slot];
                if (first == null
                        || (hashes[slot] == hash
                                && first.sideToMove() == sideToMove
                                && Arrays.equals(first.board().cells, cells))) {
                    return slot;
                }
            }
        }

        private void empty() {
            hashes = new long[FIRST_CAPACITY];
            firsts = new GameState[FIRST_CAPACITY];
            counts = new int[FIRST_CAPACITY];
            size = 0;
        }

        private void grow() {
            long[] oldHashes = hashes;
            GameState[] oldFirsts = firsts;
            int[] oldCounts = counts;
            hashes = new long[oldHashes.length * 2];
            firsts = new GameState[oldHashes.length * 2];
            counts = new int[oldHashes.length * 2];
            int mask = firsts.length - 1;
            for (int old = 0; old < oldFirsts.length; old++) {
                if (oldFirsts[old] != null) {
                    int slot = spread(oldHashes[old]) & mask;
                    while (firsts[slot] != null) {
                        slot = (slot + 1) & mask;
                    }
                    hashes[slot] = oldHashes[old];
                    firsts[slot] = oldFirsts[old];
                    counts[slot] = oldCounts[old];
                }
            }
        }

        private static int spread(long hash) {
            return (int) (hash ^ (hash >>> 32));
        }
    }
}
