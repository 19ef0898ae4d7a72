package com.taflpost.rules;

import java.util.Comparator;

/**
 * A square named by file and rank, both counted from zero: {@code a1} is (0, 0). Squares sort in notation
 * order: by file, then by rank.
 */
public record Square(int file, int rank) implements Comparable<Square> {

    public static final int MAX_BOARD_SIZE = 19;
    private static final Comparator<Square> ORDER =
            Comparator.comparingInt(Square::file).thenComparingInt(Square::rank);

    public Square {
        if (file < 0 || rank < 0 || file >= MAX_BOARD_SIZE || rank >= MAX_BOARD_SIZE) {
            throw new IllegalArgumentException("no square at file " + file + ", rank " + rank);
        }
    }

    /**
     * Reads a square such as {@code e4} or {@code k11}.
     *
     * @throws NotationException when the text is not a square name of a board up to 19x19
     */
    public static Square parse(String text) {
        Square square = parseOrNull(text, 0, text.length());
        if (square == null) {
            throw new NotationException(
                    "'" + text + "' is not a square: expected a file letter a-s and a rank 1-19, like e4");
        }
        return square;
    }

    /** Reads text[start, end) as a square, or returns null when it is not one. */
    static Square parseOrNull(CharSequence text, int start, int end) {
        int length = end - start;
        if (length < 2 || length > 3) {
            return null;
        }
        char letter = text.charAt(start);
        if (letter < 'a' || letter >= 'a' + MAX_BOARD_SIZE) {
            return null;
        }
        int rank = 0;
        for (int i = start + 1; i < end; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9' || (i == start + 1 && c == '0')) {
                return null;
            }
            rank = rank * 10 + (c - '0');
        }
        if (rank < 1 || rank > MAX_BOARD_SIZE) {
            return null;
        }
        return new Square(letter - 'a', rank - 1);
    }

    public boolean isOn(int boardSize) {
        return file < boardSize && rank < boardSize;
    }

    @Override
    public int compareTo(Square other) {
        return ORDER.compare(this, other);
    }

    @Override
    public String toString() {
        return (char) ('a' + file) + Integer.toString(rank + 1);
    }
}
