package com.taflpost.rules;

/**
 * Copenhagen 4.5: the attackers win when no edge square can be reached from any defender through squares free of
 * attackers. Not thread-safe: it owns the scratch arrays of its search.
 */
final class Encirclement {
    private final Geometry g;
    // The scratch arrays are made by the first search: an engine is made for every move played, and most moves need
    // no search (see mayHaveClosed).
    private int[] queue;
    /** Marks the squares reached with the stamp of the current search, so the array needs no clearing. */
    private int[] seen;

    private int stamp;

    Encirclement(Geometry geometry) {
        this.g = geometry;
    }

    /**
     * The fewest attackers that can shut in the king: any set of squares away from the edges has four different
     * squares beside it (above its top row, below its bottom row, left and right of its outer files), and the
     * squares reached from the king are shut in only by attackers. With fewer the search need not be made.
     */
    static final int MIN_RING = 4;

    /**
     * Whether every defender, the king included, is shut in away from the edges; {@code attackers} counts the
     * attackers on the board, so that a sparse board skips the search.
     */
    boolean holds(byte[] cells, int attackers) {
        return attackers >= MIN_RING && holds(cells);
    }

    /** Whether every defender, the king included, is shut in away from the edges: the search itself. */
    boolean holds(byte[] cells) {
        if (queue == null) {
            queue = new int[g.cellCount];
            seen = new int[g.cellCount];
        }
        int mark = ++stamp;
        int head = 0;
        int tail = 0;
        for (int index : g.squares) {
            if (Cells.isDefending(cells[index])) {
                if (g.edge[index]) {
                    return false;
                }
                seen[index] = mark;
                queue[tail++] = index;
            }
        }
        while (head < tail) {
            int square = queue[head++];
            for (int step : g.steps) {
                int next = square + step;
                byte cell = cells[next];
                if (cell == Cells.OFF || cell == Cells.ATTACKER || seen[next] == mark) {
                    continue;
                }
                if (g.edge[next]) {
                    return false;
                }
                seen[next] = mark;
                queue[tail++] = next;
            }
        }
        return true;
    }

    /**
     * Whether the attacker move onto {@code to} can have closed a ring, the position before it being open, so that
     * most moves skip the search. A defender move cannot (every square it leaves stays reachable), nor can the
     * square the attacker left. A capture can: the defender it takes may have been the one who reached the edge.
     * Otherwise the one square the move took away matters only if it was an edge square, or if it joined free
     * squares that are not joined otherwise through the eight squares around it.
     */
    boolean mayHaveClosed(GameState before, byte[] cells, int to, int captureCount) {
        if (before.isOver() || captureCount > 0 || g.edge[to]) {
            return true;
        }
        int w = g.width;
        // The eight squares around, clockwise from above: sides at even places, diagonals at odd ones.
        int[] ring = {to + w, to + w + 1, to + 1, to - w + 1, to - w, to - w - 1, to - 1, to + w - 1};
        int freeSides = 0;
        int separateRuns = 0;
        for (int i = 0; i < 8; i += 2) {
            if (!isFree(cells[ring[i]])) {
                continue;
            }
            freeSides++;
            if (!(isFree(cells[ring[(i + 6) % 8]]) && isFree(cells[ring[(i + 7) % 8]]))) {
                separateRuns++;
            }
        }
        return freeSides > 1 && separateRuns > 1;
    }

    /** A square the search may walk through. */
    private static boolean isFree(byte cell) {
        return cell != Cells.ATTACKER && cell != Cells.OFF;
    }
}
