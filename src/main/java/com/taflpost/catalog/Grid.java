package com.taflpost.catalog;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.taflpost.rules.Board;
import com.taflpost.rules.Piece;
import com.taflpost.rules.Square;
import java.io.IOException;
import java.util.AbstractList;
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
    private static final Cache<Board, Rows> SHOWN =
            Caffeine.newBuilder().maximumSize(2_000).build();

    public static List<List<Cell>> of(Board board) {
        return SHOWN.get(board, Grid::rows);
    }

    private static Rows rows(Board board) {
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
        return new Rows(List.copyOf(rows));
    }

    /** A grid as a list of rows, with its JSON: the rows as Jackson writes them, written once. */
    @JsonSerialize(using = RowsWriter.class)
    static final class Rows extends AbstractList<List<Cell>> {
        /** Writes the plain rows (never a {@code Rows}) as the application's mapper writes cells: by the record. */
        private static final ObjectMapper JSON = new ObjectMapper();

        private final List<List<Cell>> rows;
        private final SerializableString json;

        Rows(List<List<Cell>> rows) {
            this.rows = rows;
            this.json = new SerializedString(json(rows));
            this.json.asUnquotedUTF8(); // encoded now, once: writing it is then a copy of bytes
        }

        @Override
        public List<Cell> get(int index) {
            return rows.get(index);
        }

        @Override
        public int size() {
            return rows.size();
        }

        private static String json(List<List<Cell>> rows) {
            try {
                return JSON.writeValueAsString(rows);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write a grid", e);
            }
        }
    }

    static final class RowsWriter extends StdSerializer<Rows> {
        RowsWriter() {
            super(Rows.class);
        }

        @Override
        public void serialize(Rows rows, JsonGenerator json, SerializerProvider provider) throws IOException {
            json.writeRawValue(rows.json);
        }
    }
}
