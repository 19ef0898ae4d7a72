package com.taflpost.catalog;

import com.taflpost.problem.ApiException;
import com.taflpost.rules.Board;
import com.taflpost.rules.Layout;
import com.taflpost.rules.NotationException;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Square;
import java.util.Map;

/**
 * How a game starts: a ruleset plus either a named board (attackers to move) or a custom position with its side
 * to move. {@code layout} is null for a custom position. Built from what a client sent, refusing anything unclear.
 */
public record Setup(Ruleset ruleset, Layout layout, Board board, Side sideToMove) {

    public static final String CUSTOM = "custom";

    /**
     * @throws ApiException.BadRequest for a missing or unknown ruleset or board, or a board and a position together
     * @throws ApiException.Unprocessable ({@code invalid-position}) for a position string the rules cannot play
     */
    public static Setup resolve(String rulesetId, String boardId, String position, String sideToMove) {
        Ruleset ruleset = ruleset(rulesetId);
        if (boardId != null && position != null) {
            throw new ApiException.BadRequest(
                    "board-and-position", "give either a board or a position (with sideToMove), not both");
        }
        if (boardId != null) {
            if (sideToMove != null) {
                throw new ApiException.BadRequest(
                        "side-to-move-with-board",
                        "sideToMove goes with a custom position only; on a named board the attackers move first");
            }
            Layout layout = layout(boardId);
            return new Setup(ruleset, layout, layout.board(), Side.ATTACKERS);
        }
        if (position == null) {
            throw new ApiException.BadRequest(
                    "board-or-position-required",
                    "give a board (brandubh, tablut, copenhagen or hnefatafl) or a custom position with sideToMove");
        }
        if (sideToMove == null) {
            throw new ApiException.BadRequest(
                    "side-to-move-required", "a custom position needs sideToMove: attackers or defenders");
        }
        Side side = side(sideToMove, "sideToMove");
        try {
            return new Setup(ruleset, null, Board.parse(position), side);
        } catch (NotationException e) {
            throw invalidPosition(e.getMessage());
        } catch (NumberFormatException e) {
            // Board.parse reads a run of digits with Integer.parseInt, which overflows on absurdly long runs.
            throw invalidPosition("the position has a number of empty squares too large for any board");
        }
    }

    public static ApiException invalidPosition(String detail) {
        return new ApiException.Unprocessable(
                "invalid-position", "Invalid position", "invalid-position", detail, Map.of());
    }

    public static Ruleset ruleset(String id) {
        if (id == null) {
            throw new ApiException.BadRequest("ruleset-required", "ruleset is required: copenhagen or tablut");
        }
        try {
            return Ruleset.fromId(id);
        } catch (IllegalArgumentException e) {
            throw new ApiException.BadRequest("unknown-ruleset", e.getMessage());
        }
    }

    public static Layout layout(String id) {
        try {
            return Layout.fromId(id);
        } catch (IllegalArgumentException e) {
            throw new ApiException.BadRequest("unknown-board", e.getMessage());
        }
    }

    /** Reads a side id; {@code field} names the request member in the message. */
    public static Side side(String id, String field) {
        try {
            return Side.fromId(id);
        } catch (IllegalArgumentException e) {
            throw new ApiException.BadRequest("unknown-side", field + ": " + e.getMessage());
        }
    }

    /** Reads a square of {@code board}; 400 {@code bad-square} for another text. */
    public static Square square(String text, Board board) {
        Square square;
        try {
            square = Square.parse(text.strip());
        } catch (NotationException e) {
            throw new ApiException.BadRequest("bad-square", e.getMessage());
        }
        if (!board.contains(square)) {
            throw new ApiException.BadRequest(
                    "bad-square", square + " is not on a " + board.size() + "x" + board.size() + " board");
        }
        return square;
    }

    /** The board's id, or {@code custom}. */
    public String boardId() {
        return layout == null ? CUSTOM : layout.id();
    }
}
