package com.taflpost.rules;

import java.util.List;

/**
 * A move as it was played: by which side, from where to where, and what it captured. {@code captures} is in
 * notation order and never holds the king; {@code kingCaptured} says whether the move took him.
 */
public record Ply(Side side, Square from, Square to, List<Square> captures, boolean kingCaptured) {

    public Ply {
        captures = List.copyOf(captures);
    }

    /** Canonical notation: {@code g3-e3xe2}, captures in ascending square order, the king never written. */
    public String notation() {
        StringBuilder text = new StringBuilder(12).append(from).append('-').append(to);
        for (Square capture : captures) {
            text.append('x').append(capture);
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return notation();
    }
}
