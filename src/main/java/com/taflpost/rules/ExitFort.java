package com.taflpost.rules;

import java.util.Arrays;

/**
 * Copenhagen 4.4, our reading (docs/rules.md): the king on an edge with room to move, his region R touched only by
 * defender pieces, and every wall piece in the set P of defenders that no attacker move can ever capture. Not
 * thread-safe: it owns the scratch arrays of its searches.
 */
final class ExitFort {
    private final Geometry g;
    /** The corners and restricted squares of the ruleset (an exit fort needs single corner squares). */
    private final boolean[] corner;

    private final boolean[] restricted;
    // The scratch arrays are made by the first walk: an engine is made for every move played, and most moves leave
    // the king where no walk is needed.
    private int[] queue;
    /** Marks the squares of R with the stamp of the current search, so the array needs no clearing. */
    private int[] inRegion;

    private boolean[] inFort;
    private int stamp;

    ExitFort(Terrain terrain) {
        this.g = terrain.g;
        this.corner = terrain.corner;
        this.restricted = terrain.restricted;
    }

    /**
     * Whether the king on {@code king}, not on a corner, stands in an exit fort; {@code attackers} and {@code
     * defenders} count the pieces on the board (the king not counted), so that a sparse board skips the walk.
     */
    boolean holds(byte[] cells, int king, int attackers, int defenders) {
        if (attackers > 0 && defenders < MIN_WALL) {
            return false;
        }
        return holds(cells, king);
    }

    /**
     * The fewest defenders that can keep R apart from every attacker (4.4b) while there is one: two at least (the
     * king beside a corner, with the corner and him closed in by two defenders). With fewer the walk need not be
     * made: its answer is no. Proof: the squares of a board but its corners stay connected when any one square is
     * taken out ({@code ExitFortTest} checks this for every size). So with at most one defender there is a path from
     * the king (never on a corner here) to an attacker (never on a corner) through squares that are neither corners
     * nor that defender. Every square on it before the first attacker is empty and not a corner, so the walk takes
     * them all into R, and R touches that attacker.
     */
    static final int MIN_WALL = 2;

    /** Whether the king on {@code king}, not on a corner, stands in an exit fort: the walk itself. */
    boolean holds(byte[] cells, int king) {
        if (!g.edge[king] || !hasRoom(cells, king)) {
            return false;
        }
        if (queue == null) {
            queue = new int[g.cellCount];
            inRegion = new int[g.cellCount];
            inFort = new boolean[g.cellCount];
        }
        int region = ++stamp;
        int regionSize = walkRegion(cells, king, region);
        if (regionSize < 0) {
            return false;
        }
        findUnbreakable(cells, region);
        for (int i = 0; i < regionSize; i++) {
            int square = queue[i];
            for (int step : g.steps) {
                int wall = square + step;
                if (cells[wall] == Cells.DEFENDER && !inFort[wall]) {
                    return false;
                }
            }
        }
        return true;
    }

    /** 4.4a: at least one square next to the king is empty. */
    private boolean hasRoom(byte[] cells, int king) {
        for (int step : g.steps) {
            if (cells[king + step] == Cells.EMPTY) {
                return true;
            }
        }
        return false;
    }

    /**
     * 4.4b: marks R, leaving its squares in {@code queue}, and returns its size; -1 as soon as an attacker is next
     * to it.
     */
    private int walkRegion(byte[] cells, int king, int region) {
        int head = 0;
        int tail = 0;
        inRegion[king] = region;
        queue[tail++] = king;
        while (head < tail) {
            int square = queue[head++];
            for (int step : g.steps) {
                int next = square + step;
                byte cell = cells[next];
                if (cell == Cells.ATTACKER) {
                    return -1;
                }
                // An empty corner joins R, but the walk stops there: nothing passes over a corner (docs/rules.md 3.2).
                if (cell == Cells.EMPTY && inRegion[next] != region && !corner[square]) {
                    inRegion[next] = region;
                    queue[tail++] = next;
                }
            }
        }
        return tail;
    }

    /** 4.4c: P, the greatest set of defender pieces that keep each other safe, left in {@code inFort}. */
    private void findUnbreakable(byte[] cells, int region) {
        Arrays.fill(inFort, false);
        for (int index : g.squares) {
            inFort[index] = cells[index] == Cells.DEFENDER;
        }
        boolean removed = true;
        while (removed) {
            removed = false;
            for (int index : g.squares) {
                if (inFort[index] && !staysInFort(cells, index, region)) {
                    inFort[index] = false;
                    removed = true;
                }
            }
        }
    }

    private boolean staysInFort(byte[] cells, int piece, int region) {
        if (!isSafeNeighbour(cells, piece + 1, region) && !isSafeNeighbour(cells, piece - 1, region)) {
            return false;
        }
        if (!isSafeNeighbour(cells, piece + g.width, region) && !isSafeNeighbour(cells, piece - g.width, region)) {
            return false;
        }
        return !g.edge[piece] || isSafeFromShieldwalls(cells, piece, region);
    }

    /**
     * Walking along the edge through P and the king, some piece met has its front in P or R, or the walk meets an
     * empty ordinary square of R: no attacker can cover that piece or close that end, so no row holding the piece
     * can be taken.
     */
    private boolean isSafeFromShieldwalls(byte[] cells, int piece, int region) {
        int outward = g.outward(piece, cells);
        for (int along : g.steps) {
            if (along == outward || along == -outward) {
                continue;
            }
            for (int square = piece; ; square += along) {
                byte cell = cells[square];
                if (cell == Cells.KING || (cell == Cells.DEFENDER && inFort[square])) {
                    int front = square - outward;
                    if (inFort[front] || inRegion[front] == region) {
                        return true;
                    }
                } else {
                    if (cell == Cells.EMPTY && inRegion[square] == region && !restricted[square]) {
                        return true;
                    }
                    break;
                }
            }
        }
        return false;
    }

    /** A neighbour that can never become the far side of a capture of the piece beside it. */
    private boolean isSafeNeighbour(byte[] cells, int square, int region) {
        byte cell = cells[square];
        return cell == Cells.OFF
                || cell == Cells.KING
                || inFort[square]
                || (cell == Cells.EMPTY && inRegion[square] == region && !restricted[square]);
    }
}
