package com.taflpost.rules;

/** A piece on the board. The codes are the cell values of {@link Board}'s compact representation. */
public enum Piece {
    ATTACKER(Cells.ATTACKER, 't', Side.ATTACKERS),
    DEFENDER(Cells.DEFENDER, 'T', Side.DEFENDERS),
    KING(Cells.KING, 'K', Side.DEFENDERS);

    final byte code;
    private final char letter;
    private final Side side;

    Piece(byte code, char letter, Side side) {
        this.code = code;
        this.letter = letter;
        this.side = side;
    }

    public Side side() {
        return side;
    }

    /** The letter of the OpenTafl position notation: {@code t}, {@code T}, {@code K}. */
    public char letter() {
        return letter;
    }

    static Piece ofCode(byte code) {
        return switch (code) {
            case Cells.ATTACKER -> ATTACKER;
            case Cells.DEFENDER -> DEFENDER;
            case Cells.KING -> KING;
            default -> null;
        };
    }
}
