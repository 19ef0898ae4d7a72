package com.taflpost.rules;

import java.util.Arrays;
import java.util.List;

/**
 * What a move captures (docs/rules.md 3.3-3.4, 4.2-4.3, 5.2): custodial captures and shieldwalls, which take pieces,
 * and the king's capture, which ends the game instead. Works on the padded cells of {@link Board}. Not
 * thread-safe: the squares taken by the last move are kept in a scratch list, in notation order.
 */
final class Captures {
    /** Four custodial captures and two edge rows at most. */
    private static final int MAX_CAPTURES = 4 + 2 * Square.MAX_BOARD_SIZE;

    private final Ruleset rules;
    private final Geometry g;
    private final int[] captured = new int[MAX_CAPTURES];

    Captures(Ruleset rules, Geometry geometry) {
        this.rules = rules;
        this.g = geometry;
    }

    /**
     * The pieces taken by the piece of {@code mover} that just landed on {@code to} (the board shows it there, the
     * victims still on it); returns how many, readable with {@link #at} and {@link #squares}.
     */
    int find(byte[] cells, int to, Side mover) {
        byte victim = mover == Side.ATTACKERS ? Cells.DEFENDER : Cells.ATTACKER;
        int count = 0;
        for (int step : g.steps) {
            int neighbour = to + step;
            if (cells[neighbour] != victim) {
                continue;
            }
            int far = neighbour + step;
            byte farCell = cells[far];
            if (Cells.belongsTo(farCell, mover) || (g.restricted[far] && isHostileSquare(far, victim, farCell))) {
                captured[count++] = neighbour;
            }
        }
        if (rules.hasShieldwalls() && g.edge[to]) {
            count = findShieldwalls(cells, to, mover, count);
        }
        sortInNotationOrder(count);
        return count;
    }

    /** The cell of the {@code i}th capture of the last {@link #find}. */
    int at(int i) {
        return captured[i];
    }

    /** The first {@code count} captures of the last {@link #find} as squares, in notation order. */
    List<Square> squares(int count) {
        if (count == 0) {
            return List.of();
        }
        Square[] squares = new Square[count];
        for (int i = 0; i < count; i++) {
            squares[i] = g.square(captured[i]);
        }
        return Arrays.asList(squares);
    }

    private boolean isHostileSquare(int square, byte victim, byte cell) {
        return g.corner[square] || rules.throneIsHostileTo(victim, cell);
    }

    /**
     * Rows of two or more enemy pieces along the edge the mover landed on, bracketed at the far end by the mover's
     * piece or a corner and covered in front by the mover's pieces, fall as a whole (the king survives in one).
     */
    private int findShieldwalls(byte[] cells, int to, Side mover, int count) {
        for (int outward : g.steps) {
            if (cells[to + outward] != Cells.OFF) {
                continue;
            }
            for (int along : g.steps) {
                if (along == outward || along == -outward) {
                    continue;
                }
                int end = to + along;
                while (cells[end] != Cells.OFF && cells[end] != Cells.EMPTY && !Cells.belongsTo(cells[end], mover)) {
                    end += along;
                }
                int length = (end - to) / along - 1;
                if (length < 2 || !(Cells.belongsTo(cells[end], mover) || g.corner[end])) {
                    continue;
                }
                boolean covered = true;
                for (int square = to + along; square != end && covered; square += along) {
                    covered = Cells.belongsTo(cells[square - outward], mover);
                }
                if (!covered) {
                    continue;
                }
                for (int square = to + along; square != end; square += along) {
                    // A piece can be both a custodial capture and part of a row: it is taken once.
                    if (cells[square] != Cells.KING && !isCaptured(square, count)) {
                        captured[count++] = square;
                    }
                }
            }
        }
        return count;
    }

    private boolean isCaptured(int square, int count) {
        for (int i = 0; i < count; i++) {
            if (captured[i] == square) {
                return true;
            }
        }
        return false;
    }

    /** Notation writes captures files first, then ranks (docs/rules.md 1); insertion sort, as there are few. */
    private void sortInNotationOrder(int count) {
        for (int i = 1; i < count; i++) {
            int square = captured[i];
            int key = notationKey(square);
            int j = i - 1;
            while (j >= 0 && notationKey(captured[j]) > key) {
                captured[j + 1] = captured[j];
                j--;
            }
            captured[j + 1] = square;
        }
    }

    private int notationKey(int index) {
        return g.fileOf(index) * g.width + g.rankOf(index);
    }

    /**
     * Whether a move of {@code mover} onto {@code movedTo} takes the king on {@code king}: only an attacker beside
     * him can complete the ring (docs/rules.md 4.2, 5.2). Pieces this move captures do not matter: they are defenders,
     * which never close a side of the king.
     */
    boolean takesKing(byte[] cells, int king, int movedTo, Side mover) {
        if (mover != Side.ATTACKERS) {
            return false;
        }
        if (Math.abs(movedTo - king) != 1 && Math.abs(movedTo - king) != g.width) {
            return false;
        }
        if (g.edge[king] && !rules.kingCapturableOnEdge()) {
            return false;
        }
        for (int step : g.steps) {
            int side = king + step;
            byte cell = cells[side];
            boolean closed = cell == Cells.ATTACKER
                    || side == g.throne
                    || (rules.edgeClosesKing() && (cell == Cells.OFF || g.corner[side]));
            if (!closed) {
                return false;
            }
        }
        return true;
    }
}
