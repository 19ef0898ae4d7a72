package com.taflpost.rules;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
     * Every state of the game must be {@link #record}ed in order, the start first.
     */
    static final class Tally implements Seen {
        /** One distinct position and how often it occurred; positions whose hashes collide are chained. */
        private static final class Entry {
            final GameState first;
            int count = 1;
            final Entry next;

            Entry(GameState first, Entry next) {
                this.first = first;
                this.next = next;
            }
        }

        private Map<Long, Entry> byHash = new HashMap<>();

        @Override
        public int occurrences(byte[] cells, Side sideToMove, long hash, int sinceCapture) {
            if (sinceCapture == 0) {
                return 0;
            }
            Entry entry = find(cells, sideToMove, hash);
            return entry == null ? 0 : entry.count;
        }

        /** Counts the position of a state that was just reached. */
        void record(GameState state) {
            if (state.pliesSinceCapture == 0 && !byHash.isEmpty()) {
                // A new map, not clear(): clearing costs the capacity the longest stretch without a capture left
                // behind, on every later capture, which made a long game's plies dearer than a short one's.
                byHash = new HashMap<>();
            }
            Entry entry = find(state.board().cells, state.sideToMove(), state.hash);
            if (entry != null) {
                entry.count++;
            } else {
                byHash.put(state.hash, new Entry(state, byHash.get(state.hash)));
            }
        }

        private Entry find(byte[] cells, Side sideToMove, long hash) {
            for (Entry entry = byHash.get(hash); entry != null; entry = entry.next) {
                if (entry.first.sideToMove() == sideToMove && Arrays.equals(entry.first.board().cells, cells)) {
                    return entry;
                }
            }
            return null;
        }
    }
}
