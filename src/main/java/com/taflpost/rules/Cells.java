package com.taflpost.rules;

/**
 * Cell values of the compact board: one byte per square of a board padded with a ring of {@link #OFF} cells,
 * so that a step off the board reads a value instead of needing a bounds check.
 */
final class Cells {
    static final byte EMPTY = 0;
    static final byte ATTACKER = 1;
    static final byte DEFENDER = 2;
    static final byte KING = 3;
    static final byte OFF = 4;

    private Cells() {}

    static boolean isDefending(byte cell) {
        return cell == DEFENDER || cell == KING;
    }

    /** Whether the cell holds a piece of the given side (the king counts for the defenders). */
    static boolean belongsTo(byte cell, Side side) {
        return side == Side.ATTACKERS ? cell == ATTACKER : isDefending(cell);
    }
}
