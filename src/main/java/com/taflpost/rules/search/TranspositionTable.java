package com.taflpost.rules.search;

/**
 * What earlier searches found about positions, by Zobrist hash: a fixed number of slots, each replaced by a search
 * as deep or deeper, or by any newer one. A hit only ever orders moves or bounds a score; the move it names is
 * checked against the legal moves before it is played.
 */
final class TranspositionTable {
    static final byte EXACT = 0;
    static final byte LOWER = 1;
    static final byte UPPER = 2;

    private final long[] hashes;
    private final int[] scores;
    private final int[] moves;
    private final byte[] depths;
    private final byte[] bounds;
    private final int mask;

    /** A table of 2^bits slots. */
    TranspositionTable(int bits) {
        int size = 1 << bits;
        hashes = new long[size];
        scores = new int[size];
        moves = new int[size];
        depths = new byte[size];
        bounds = new byte[size];
        mask = size - 1;
    }

    /** The slot holding this position, or -1. */
    int find(long hash) {
        int slot = (int) (hash ^ (hash >>> 32)) & mask;
        return hashes[slot] == hash && moves[slot] != 0 ? slot : -1;
    }

    int score(int slot) {
        return scores[slot];
    }

    int move(int slot) {
        return moves[slot];
    }

    int depth(int slot) {
        return depths[slot];
    }

    byte bound(int slot) {
        return bounds[slot];
    }

    void store(long hash, int depth, int score, byte bound, int move) {
        int slot = (int) (hash ^ (hash >>> 32)) & mask;
        if (hashes[slot] == hash && depths[slot] > depth && moves[slot] != 0) {
            return;
        }
        hashes[slot] = hash;
        depths[slot] = (byte) Math.min(depth, Byte.MAX_VALUE);
        scores[slot] = score;
        bounds[slot] = bound;
        moves[slot] = move;
    }
}
