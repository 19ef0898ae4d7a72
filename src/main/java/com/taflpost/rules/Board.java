package com.taflpost.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An immutable arrangement of pieces on a square board of odd size 5 to 19. Inside it is one byte per square
 * of a padded array (see {@link Cells}); the array is never handed out, so a board can be shared freely.
 */
public final class Board {
    final Geometry geometry;
    final byte[] cells;

    /** Wraps cells that nobody else will write to again. */
    Board(Geometry geometry, byte[] cells) {
        this.geometry = geometry;
        this.cells = cells;
    }

    /**
     * Reads a position string (OpenTafl notation) and checks that it is a playable position.
     *
     * @throws NotationException with what is wrong and where
     */
    public static Board parse(String positionString) {
        return PositionFormat.read(positionString);
    }

    /**
     * Reads a position string for a game under {@code rules}: only the king may stand on its restricted squares
     * (its throne, if it has one, and its corner squares or blocks), where {@link #parse(String)} assumes a throne
     * and four corner squares.
     *
     * @throws NotationException with what is wrong and where
     */
    public static Board parse(String positionString, Ruleset rules) {
        return PositionFormat.read(positionString, rules);
    }

    public int size() {
        return geometry.size;
    }

    /** The piece on a square, or null when it is empty. */
    public Piece at(Square square) {
        requireOnBoard(square);
        return Piece.ofCode(cells[geometry.index(square)]);
    }

    public Square king() {
        for (int index : geometry.squares) {
            if (cells[index] == Cells.KING) {
                return geometry.square(index);
            }
        }
        throw new IllegalStateException("a board always has its king");
    }

    public int count(Piece piece) {
        int count = 0;
        for (int index : geometry.squares) {
            if (cells[index] == piece.code) {
                count++;
            }
        }
        return count;
    }

    /** The squares holding pieces of one side, in notation order. */
    public List<Square> piecesOf(Side side) {
        List<Square> squares = new ArrayList<>();
        for (int file = 0; file < size(); file++) {
            for (int rank = 0; rank < size(); rank++) {
                if (Cells.belongsTo(cells[geometry.index(file, rank)], side)) {
                    squares.add(new Square(file, rank));
                }
            }
        }
        return squares;
    }

    public Square throne() {
        return geometry.square(geometry.throne);
    }

    public boolean isThrone(Square square) {
        requireOnBoard(square);
        return geometry.index(square) == geometry.throne;
    }

    public boolean isCorner(Square square) {
        requireOnBoard(square);
        return geometry.corner[geometry.index(square)];
    }

    /** The throne and the corners: only the king may stop there. */
    public boolean isRestricted(Square square) {
        requireOnBoard(square);
        return geometry.restricted[geometry.index(square)];
    }

    /**
     * Whether only the king may stop on {@code square} under {@code rules}: its throne, if it has one, and its corner
     * squares or blocks, where {@link #isRestricted(Square)} assumes a throne and four corner squares.
     */
    public boolean isRestricted(Square square, Ruleset rules) {
        requireOnBoard(square);
        return Terrain.of(rules, geometry).restricted[geometry.index(square)];
    }

    /** Whether {@code square} is one of the corner squares of {@code rules} (a corner square or a block's). */
    public boolean isCorner(Square square, Ruleset rules) {
        requireOnBoard(square);
        return Terrain.of(rules, geometry).corner[geometry.index(square)];
    }

    public boolean contains(Square square) {
        return geometry.contains(square);
    }

    /** The rows from the top (rank N) down, each a string of {@code .}, {@code t}, {@code T}, {@code K}. */
    public List<String> rows() {
        List<String> rows = new ArrayList<>(size());
        for (int rank = size() - 1; rank >= 0; rank--) {
            StringBuilder row = new StringBuilder(size());
            for (int file = 0; file < size(); file++) {
                Piece piece = Piece.ofCode(cells[geometry.index(file, rank)]);
                row.append(piece == null ? '.' : piece.letter());
            }
            rows.add(row.toString());
        }
        return rows;
    }

    private void requireOnBoard(Square square) {
        if (!geometry.contains(square)) {
            throw new IllegalArgumentException(square + " is not on a " + size() + "x" + size() + " board");
        }
    }

    /** The position string in OpenTafl notation, with leading and trailing slashes. */
    @Override
    public String toString() {
        return PositionFormat.write(this);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board board && board.geometry == geometry && Arrays.equals(board.cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }
}
