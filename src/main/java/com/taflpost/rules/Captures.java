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
    private final Terrain terrain;
    /** Whether the king captures as the piece that moves, and whether pieces are captured against him. */
    private final boolean kingHammer;

    private final boolean kingAnvil;
    private final int[] captured = new int[MAX_CAPTURES];

    Captures(Ruleset rules, Terrain terrain) {
        this.rules = rules;
        this.g = terrain.g;
        this.terrain = terrain;
        this.kingHammer = rules.kingArms().hammer;
        this.kingAnvil = rules.kingArms().anvil;
    }

    /**
     * The pieces taken by the piece of {@code mover} that just landed on {@code to} (the board shows it there, the
     * victims still on it); returns how many, readable with {@link #at} and {@link #squares}.
     */
    int find(byte[] cells, int to, Side mover) {
        if (cells[to] == Cells.KING && !kingHammer) {
            return 0;
        }
        byte victim = mover == Side.ATTACKERS ? Cells.DEFENDER : Cells.ATTACKER;
        int count = 0;
        for (int step : g.steps) {
            int neighbour = to + step;
            if (cells[neighbour] != victim) {
                continue;
            }
            int far = neighbour + step;
            byte farCell = cells[far];
            if (isAnvil(farCell, mover) || (terrain.restricted[far] && isHostileSquare(far, victim, farCell))) {
                captured[count++] = neighbour;
            }
        }
        if (rules.shieldwall() && g.edge[to]) {
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

    /** A piece of the mover that a capture can close on: any of his, but the king only if he is an anvil. */
    private boolean isAnvil(byte cell, Side mover) {
        return mover == Side.ATTACKERS
                ? cell == Cells.ATTACKER
                : cell == Cells.DEFENDER || (cell == Cells.KING && kingAnvil);
    }

    /** Whether the restricted {@code square}, holding {@code cell}, closes a capture of {@code victim}. */
    private boolean isHostileSquare(int square, byte victim, byte cell) {
        if (terrain.corner[square]) {
            return rules.cornersHostileTo().to(victim);
        }
        return (cell == Cells.EMPTY ? rules.emptyThroneHostileTo() : rules.occupiedThroneHostileTo()).to(victim);
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
                if (length < 2 || !(isAnvil(cells[end], mover) || terrain.corner[end])) {
                    continue;
                }
                boolean covered = true;
                for (int square = to + along; square != end && covered; square += along) {
                    covered = isAnvil(cells[square - outward], mover);
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
     * him can complete the capture (docs/rules.md 4.2, 5.2, docs/variants.md). Pieces this move captures do not
     * matter: they are defenders, which never close a side of the king.
     */
    boolean takesKing(byte[] cells, int king, int movedTo, Side mover) {
        if (mover != Side.ATTACKERS) {
            return false;
        }
        int towardsKing = king - movedTo;
        if (Math.abs(towardsKing) != 1 && Math.abs(towardsKing) != g.width) {
            return false;
        }
        Ruleset.KingOnEdge onEdge = rules.kingOnEdge();
        if (g.edge[king] && onEdge == Ruleset.KingOnEdge.SAFE) {
            return false;
        }
        boolean edgeCloses = onEdge == Ruleset.KingOnEdge.EDGE_CLOSES;
        Ruleset.KingStrength strength = rules.kingStrength();
        if (strength == Ruleset.KingStrength.TWO
                || (strength == Ruleset.KingStrength.STRONG_NEAR_THRONE && !terrain.nearThrone[king])) {
            return closesKing(cells, king + towardsKing, edgeCloses, false, true);
        }
        boolean throneCloses = strength != Ruleset.KingStrength.FOUR;
        for (int step : g.steps) {
            if (!closesKing(cells, king + step, edgeCloses, throneCloses, false)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the square beside the king closes that side: an attacker, the throne when it counts, the edge or a
     * corner when they count, and for a king captured like any piece, a square hostile to defenders.
     */
    private boolean closesKing(
            byte[] cells, int side, boolean edgeCloses, boolean throneCloses, boolean hostileCloses) {
        byte cell = cells[side];
        if (cell == Cells.ATTACKER || (side == terrain.throne && throneCloses)) {
            return true;
        }
        if (edgeCloses && (cell == Cells.OFF || terrain.corner[side])) {
            return true;
        }
        return hostileCloses
                && cell == Cells.EMPTY
                && terrain.restricted[side]
                && isHostileSquare(side, Cells.KING, cell);
    }
}
