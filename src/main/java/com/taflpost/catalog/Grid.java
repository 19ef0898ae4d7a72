package com.taflpost.catalog;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.taflpost.http.CachedJsonList;
import com.taflpost.rules.Board;
import com.taflpost.rules.Piece;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A board as rows of cells, top rank first, so that a client can draw it without reading position strings. */
public final class Grid {
    private Grid() {}

    @Schema(
            name = "Cell",
            description = "One square of a board grid",
            requiredProperties = {"square", "piece", "restricted", "kind"})
    public record Cell(
            @Schema(description = "The square's name", examples = "a11")
            String square,

            @Schema(
                    description = "The piece on the square: attacker, defender or king; null when the square is empty",
                    nullable = true,
                    enumeration = {"attacker", "defender", "king"},
                    examples = "attacker")
            String piece,

            @Schema(
                    description =
                            "Whether only the king may stop here under the game's ruleset (its throne and corners)")
            boolean restricted,

            @Schema(
                    description = "What the square is under the game's ruleset: its throne, one of its corner squares"
                            + " (a corner square or a square of a corner block), or null for an ordinary square",
                    nullable = true,
                    enumeration = {"throne", "corner"},
                    examples = "corner")
            String kind) {}

    /**
     * The ruleset's kind of square, as its terrain has it and BoardSvg draws it: a ruleset may have no throne, a
     * 2x2 block in each corner, or no corners at all when the king escapes to the edge.
     */
    private static String kind(Board board, Ruleset rules, Square square) {
        if (board.isCorner(square, rules)) {
            return "corner";
        }
        return rules.throne() && board.isThrone(square) ? "throne" : null;
    }

    /** A board as one ruleset sees it: the same position has other marks under another ruleset. */
    private record Shown(Board board, Ruleset rules) {}

    /**
     * Boards shown lately, each with its grid written as JSON once: a game read writes a whole board of cells, and
     * most reads show a position shown before (a game's current one). A board not kept is simply built again.
     */
    private static final Cache<Shown, CachedJsonList<List<Cell>>> SHOWN =
            Caffeine.newBuilder().maximumSize(2_000).build();

    /** The board's cells, their restricted squares and kinds those of {@code rules}. */
    public static List<List<Cell>> of(Board board, Ruleset rules) {
        return SHOWN.get(new Shown(board, rules), Grid::rows);
    }

    private static CachedJsonList<List<Cell>> rows(Shown shown) {
        Board board = shown.board();
        Ruleset rules = shown.rules();
        int size = board.size();
        List<List<Cell>> rows = new ArrayList<>(size);
        for (int rank = size - 1; rank >= 0; rank--) {
            List<Cell> row = new ArrayList<>(size);
            for (int file = 0; file < size; file++) {
                Square square = new Square(file, rank);
                Piece piece = board.at(square);
                row.add(new Cell(
                        square.toString(),
                        piece == null ? null : piece.name().toLowerCase(Locale.ROOT),
                        board.isRestricted(square, rules),
                        kind(board, rules, square)));
            }
            rows.add(List.copyOf(row));
        }
        return CachedJsonList.of(rows);
    }
}
