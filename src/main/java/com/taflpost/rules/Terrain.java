package com.taflpost.rules;

/**
 * The squares of one board size as one ruleset sees them: which are corners and the throne, where the king
 * escapes, who may stop on or pass over each square. Built once per size and per combination of the ruleset's
 * answers about squares (a few dozen at most), then shared, so that no move has to build it.
 */
final class Terrain {
    /** Access bits: a piece may end its move on the square, or pass over it. */
    static final byte STOP = 1;

    static final byte PASS = 2;

    private static final int KINDS = Ruleset.Corners.values().length * 2 * 2 * 2 * 2;
    private static final Terrain[][] CACHE = new Terrain[KINDS][Geometry.MAX_SIZE + 1];

    final Geometry g;
    /** The restricted corner squares (one per corner, or a 2x2 block); none when the ruleset has no corners. */
    final boolean[] corner;
    /** The squares where only the king may stand: the corners and the throne. */
    final boolean[] restricted;
    /** Where the king wins by arriving. */
    final boolean[] escape;
    /** The throne and the four squares beside it; none without a throne. */
    final boolean[] nearThrone;
    /** The throne's cell, or -1 when the centre is an ordinary square. */
    final int throne;
    /** Who may end a move on or pass over each cell, as {@link #STOP} and {@link #PASS} bits. */
    final byte[] kingAccess;

    final byte[] manAccess;

    private Terrain(
            Geometry g,
            Ruleset.Corners corners,
            boolean hasThrone,
            boolean othersCross,
            boolean kingReturns,
            Ruleset.Escape escapeTo) {
        this.g = g;
        int cells = g.cellCount;
        corner = new boolean[cells];
        restricted = new boolean[cells];
        nearThrone = new boolean[cells];
        kingAccess = new byte[cells];
        manAccess = new byte[cells];
        int last = g.size - 1;
        for (int index : g.squares) {
            int file = g.fileOf(index);
            int rank = g.rankOf(index);
            int reach = corners == Ruleset.Corners.BLOCKS ? 1 : 0;
            boolean nearFileEnd = file <= reach || file >= last - reach;
            boolean nearRankEnd = rank <= reach || rank >= last - reach;
            corner[index] = corners != Ruleset.Corners.NONE && nearFileEnd && nearRankEnd;
            kingAccess[index] = STOP | PASS;
            manAccess[index] = STOP | PASS;
            if (corner[index]) {
                // Nothing passes over a corner (docs/rules.md 3.2): the king stops on the first he meets.
                restricted[index] = true;
                kingAccess[index] = STOP;
                manAccess[index] = 0;
            }
        }
        throne = hasThrone ? g.throne : -1;
        if (hasThrone) {
            restricted[throne] = true;
            kingAccess[throne] = (byte) (kingReturns ? STOP | PASS : PASS);
            manAccess[throne] = othersCross ? PASS : 0;
            nearThrone[throne] = true;
            for (int step : g.steps) {
                nearThrone[throne + step] = true;
            }
        }
        escape = escapeTo == Ruleset.Escape.EDGES ? g.edge : corner;
    }

    /** The terrain of {@code rules} on a board of {@code geometry}'s size. */
    static Terrain of(Ruleset rules, Geometry geometry) {
        int kind =
                ((((rules.corners().ordinal() * 2 + (rules.throne() ? 1 : 0)) * 2 + (rules.othersCrossThrone() ? 1 : 0))
                                                * 2
                                        + (rules.kingReturnsToThrone() ? 1 : 0))
                                * 2
                        + rules.escape().ordinal());
        Terrain terrain = CACHE[kind][geometry.size];
        if (terrain == null) {
            // A race builds the same immutable terrain twice at worst; its final fields make it safe to share.
            terrain = new Terrain(
                    geometry,
                    rules.corners(),
                    rules.throne(),
                    rules.othersCrossThrone(),
                    rules.kingReturnsToThrone(),
                    rules.escape());
            CACHE[kind][geometry.size] = terrain;
        }
        return terrain;
    }

    /** The access of a piece to the cells: the king's or another piece's. */
    byte[] access(byte piece) {
        return piece == Cells.KING ? kingAccess : manAccess;
    }
}
