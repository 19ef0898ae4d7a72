package com.taflpost.rules;

import java.util.SplittableRandom;

/**
 * Everything about a board size that never changes: the padded index of each square, which squares are
 * edges, corners and the throne, and the Zobrist keys for position hashing. One instance per size, shared.
 */
final class Geometry {
    static final int MIN_SIZE = 5;
    static final int MAX_SIZE = Square.MAX_BOARD_SIZE;
    private static final Geometry[] BY_SIZE = new Geometry[MAX_SIZE + 1];

    static {
        for (int size = MIN_SIZE; size <= MAX_SIZE; size += 2) {
            BY_SIZE[size] = new Geometry(size);
        }
    }

    final int size;
    /** Width of the padded board: one OFF ring around the playing area. */
    final int width;

    final int cellCount;
    final int throne;
    final int[] corners;
    /** Orthogonal steps in the padded array: right, left, up, down. */
    final int[] steps;

    final boolean[] restricted;
    final boolean[] corner;
    final boolean[] edge;
    /** Indices of the playing squares, bottom rank first. */
    final int[] squares;

    final byte[] emptyCells;
    /** Zobrist keys by cell index and piece code. */
    final long[][] pieceKeys;

    final long defendersToMoveKey;

    private Geometry(int size) {
        this.size = size;
        this.width = size + 2;
        this.cellCount = width * width;
        this.steps = new int[] {1, -1, width, -width};
        this.restricted = new boolean[cellCount];
        this.corner = new boolean[cellCount];
        this.edge = new boolean[cellCount];
        this.squares = new int[size * size];
        this.emptyCells = new byte[cellCount];
        java.util.Arrays.fill(emptyCells, Cells.OFF);
        int n = 0;
        for (int rank = 0; rank < size; rank++) {
            for (int file = 0; file < size; file++) {
                int index = index(file, rank);
                squares[n++] = index;
                emptyCells[index] = Cells.EMPTY;
                edge[index] = file == 0 || rank == 0 || file == size - 1 || rank == size - 1;
            }
        }
        this.throne = index(size / 2, size / 2);
        this.corners = new int[] {index(0, 0), index(size - 1, 0), index(0, size - 1), index(size - 1, size - 1)};
        restricted[throne] = true;
        for (int c : corners) {
            corner[c] = true;
            restricted[c] = true;
        }
        SplittableRandom random = new SplittableRandom(0x7AF1_0000L + size);
        this.pieceKeys = new long[cellCount][Cells.OFF];
        for (int index : squares) {
            for (int piece = Cells.ATTACKER; piece <= Cells.KING; piece++) {
                pieceKeys[index][piece] = random.nextLong();
            }
        }
        this.defendersToMoveKey = random.nextLong();
    }

    static Geometry of(int size) {
        if (size < MIN_SIZE || size > MAX_SIZE || size % 2 == 0) {
            throw new IllegalArgumentException("a board is square, of odd size 5 to 19, not " + size);
        }
        return BY_SIZE[size];
    }

    static boolean isValidSize(int size) {
        return size >= MIN_SIZE && size <= MAX_SIZE && size % 2 == 1;
    }

    int index(int file, int rank) {
        return (rank + 1) * width + file + 1;
    }

    int index(Square square) {
        return index(square.file(), square.rank());
    }

    boolean contains(Square square) {
        return square.isOn(size);
    }

    int fileOf(int index) {
        return index % width - 1;
    }

    int rankOf(int index) {
        return index / width - 1;
    }

    Square square(int index) {
        return new Square(fileOf(index), rankOf(index));
    }

    /** The step from an edge square towards off the board (the first found, for a corner). */
    int outward(int index, byte[] cells) {
        for (int step : steps) {
            if (cells[index + step] == Cells.OFF) {
                return step;
            }
        }
        return 0;
    }
}
