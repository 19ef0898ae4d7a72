package com.taflpost.rules;

/**
 * Reads and writes position strings (OpenTafl position notation, docs/rules.md section 1): ranks from the top down
 * separated by {@code /}, {@code t} attacker, {@code T} defender, {@code K} king, digits for empty squares.
 */
final class PositionFormat {
    private PositionFormat() {}

    /** Reads a position where only the king may stand on the throne and the four corner squares. */
    static Board read(String text) {
        return read(text, null);
    }

    /**
     * Reads a position where only the king may stand on the restricted squares of {@code rules}, or on the throne and
     * the corner squares when {@code rules} is null.
     */
    static Board read(String text, Ruleset rules) {
        if (text == null || text.isBlank()) {
            throw new NotationException("the position string is empty");
        }
        String body = text.strip();
        int start = body.startsWith("/") ? 1 : 0;
        int end = body.endsWith("/") && body.length() > start ? body.length() - 1 : body.length();
        String[] ranks = body.substring(start, end).split("/", -1);
        int size = ranks.length;
        if (!Geometry.isValidSize(size)) {
            throw new NotationException("the position has " + size + " ranks; a board is square, of odd size 5 to 19");
        }
        Geometry geometry = Geometry.of(size);
        boolean[] restricted = rules == null ? geometry.restricted : Terrain.of(rules, geometry).restricted;
        byte[] cells = geometry.emptyCells.clone();
        int kings = 0;
        for (int row = 0; row < size; row++) {
            String rankText = ranks[row];
            int rank = size - 1 - row;
            int file = 0;
            int i = 0;
            while (i < rankText.length()) {
                char c = rankText.charAt(i);
                if (c >= '1' && c <= '9') {
                    int j = i;
                    int empty = 0;
                    while (j < rankText.length() && rankText.charAt(j) >= '0' && rankText.charAt(j) <= '9') {
                        // capped: any number past the board's size is wrong, and must not overflow an int
                        empty = Math.min(empty * 10 + rankText.charAt(j) - '0', size + 1);
                        j++;
                    }
                    file += empty;
                    i = j;
                    if (file > size) {
                        break;
                    }
                    continue;
                }
                byte code = switch (c) {
                    case 't' -> Cells.ATTACKER;
                    case 'T' -> Cells.DEFENDER;
                    case 'K' -> Cells.KING;
                    default ->
                        throw new NotationException("rank " + (rank + 1) + " ('" + rankText + "'): unexpected '" + c
                                + "' at character " + (i + 1) + "; expected t, T, K or a number of empty squares");
                };
                if (file >= size) {
                    file++;
                    break;
                }
                Square square = new Square(file, rank);
                int index = geometry.index(square);
                if (code == Cells.KING) {
                    kings++;
                } else if (restricted[index]) {
                    throw new NotationException(
                            "rank " + (rank + 1) + ": " + (code == Cells.ATTACKER ? "an attacker" : "a defender")
                                    + " stands on " + square + ", a restricted square where only the king may stand");
                }
                cells[index] = code;
                file++;
                i++;
            }
            if (file != size) {
                throw new NotationException(
                        "rank " + (rank + 1) + " ('" + rankText + "') has " + (file > size ? "more than " + size : file)
                                + " squares; every rank of a " + size + "x" + size + " board has " + size);
            }
        }
        if (kings != 1) {
            throw new NotationException("the position has " + kings + " kings; it needs exactly one");
        }
        return new Board(geometry, cells);
    }

    static String write(Board board) {
        Geometry geometry = board.geometry;
        StringBuilder out = new StringBuilder(geometry.size * (geometry.size + 1) + 1).append('/');
        for (int rank = geometry.size - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < geometry.size; file++) {
                Piece piece = Piece.ofCode(board.cells[geometry.index(file, rank)]);
                if (piece == null) {
                    empty++;
                } else {
                    if (empty > 0) {
                        out.append(empty);
                        empty = 0;
                    }
                    out.append(piece.letter());
                }
            }
            if (empty > 0) {
                out.append(empty);
            }
            out.append('/');
        }
        return out.toString();
    }
}
