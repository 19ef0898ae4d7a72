package com.taflpost.catalog;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.taflpost.http.CachedJsonList;
import com.taflpost.rules.Board;
import com.taflpost.rules.Piece;
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

            @Schema(description = "Whether only the king may stop here (the throne and the corners)")
            boolean restricted,

            @Schema(
                    description = "What the square is: the throne, a corner, or null for an ordinary square",
                    nullable = true,
                    enumeration = {"throne", "corner"},
                    examples = "corner")
            String kind) {}

    /** The throne is the centre, the corners are the corners, on every board. */
    private static String kind(int file, int rank, int size) {
        int last = size - 1;
        if ((file == 0 || file == last) && (rank == 0 || rank == last)) {
            return "corner";
        }
        return file == size / 2 && rank == size / 2 ? "throne" : null;
    }

    /**
     * Boards shown lately, each with its grid written as JSON once: a game read writes a whole board of cells, and
     * most reads show a position shown before (a game's current one). A board not kept is simply built again.
     */
    private static final Cache<Board, CachedJsonList<List<Cell>>> SHOWN =
            Caffeine.newBuilder().maximumSize(2_000).build();

    public static List<List<Cell>> of(Board board) {
        return SHOWN.get(board, Grid::rows);
    }

    private static CachedJsonList<List<Cell>> rows(Board board) {
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
                        board.isRestricted(square),
                        kind(file, rank, size)));
            }
            rows.add(List.copyOf(row));
        }
        return CachedJsonList.of(rows);
    }
}
