package com.taflpost.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Move generation (docs/rules.md 3.1-3.2, 4.1, 5.1): rook moves through empty squares, each square stopped on or
 * passed over as the {@link Terrain} allows the piece: only the king stops on a restricted square (and on the throne
 * only if he may return to it); nothing passes over a corner, and only the king (Tablut) or anyone (Copenhagen) over
 * the empty throne.
 */
final class LegalMoves {
    /** Receives each legal move as the padded cells it leaves and reaches. */
    interface Visitor {
        void visit(int from, int to);
    }

    private final Geometry g;
    private final Terrain terrain;

    LegalMoves(Terrain terrain) {
        this.g = terrain.g;
        this.terrain = terrain;
    }

    /** Whether {@code side} has any legal move; stops at the first. */
    boolean exist(byte[] cells, Side side) {
        for (int index : g.squares) {
            byte piece = cells[index];
            if (!Cells.belongsTo(piece, side)) {
                continue;
            }
            byte[] access = terrain.access(piece);
            for (int step : g.steps) {
                for (int square = index + step; cells[square] == Cells.EMPTY; square += step) {
                    if ((access[square] & Terrain.STOP) != 0) {
                        return true;
                    }
                    if ((access[square] & Terrain.PASS) == 0) {
                        break;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Whether a piece of {@code side} stands beside the square just left and may step back onto it: a legal move
     * found without a scan of the board, which settles the no-legal-move check for almost every move.
     */
    boolean canStepInto(byte[] cells, int vacated, Side side) {
        if (terrain.restricted[vacated]) {
            return false;
        }
        for (int step : g.steps) {
            if (Cells.belongsTo(cells[vacated + step], side)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the piece on {@code cell} (-1 for none) belongs to {@code side} and may step to a square beside it: a
     * legal move found without a scan of the board once the pieces have thinned out and few stand together.
     */
    boolean canStepFrom(byte[] cells, int cell, Side side) {
        if (cell < 0 || !Cells.belongsTo(cells[cell], side)) {
            return false;
        }
        byte[] access = terrain.access(cells[cell]);
        for (int step : g.steps) {
            int square = cell + step;
            if (cells[square] == Cells.EMPTY && (access[square] & Terrain.STOP) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Every legal move of the side to move, optionally only those of the piece on {@code from}. */
    List<Move> of(GameState state, Square from) {
        List<Move> moves = new ArrayList<>();
        forEach(state, from, (origin, target) -> moves.add(new Move(g.square(origin), g.square(target))));
        return moves;
    }

    /**
     * Visits the legal moves of the side to move (none once the game is over), optionally only those of the piece on
     * {@code from}, pieces in notation order (files first, then ranks), each piece's moves right, left, up, down.
     */
    void forEach(GameState state, Square from, Visitor visitor) {
        if (state.isOver()) {
            return;
        }
        byte[] cells = state.board().cells;
        Side side = state.sideToMove();
        for (int file = 0; file < g.size; file++) {
            for (int rank = 0; rank < g.size; rank++) {
                int index = g.index(file, rank);
                byte piece = cells[index];
                if (!Cells.belongsTo(piece, side) || (from != null && (from.file() != file || from.rank() != rank))) {
                    continue;
                }
                byte[] access = terrain.access(piece);
                for (int step : g.steps) {
                    for (int square = index + step; cells[square] == Cells.EMPTY; square += step) {
                        if ((access[square] & Terrain.STOP) != 0) {
                            visitor.visit(index, square);
                        }
                        if ((access[square] & Terrain.PASS) == 0) {
                            break;
                        }
                    }
                }
            }
        }
    }
}
