package com.taflpost.catalog;

import com.taflpost.problem.ApiException;
import com.taflpost.rules.Board;
import com.taflpost.rules.NamedBoard;
import com.taflpost.rules.NotationException;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Square;
import java.util.Map;

/**
 * How a game starts: a ruleset plus either a named board (its first mover to move; the ruleset's own board when none
 * is named) or a custom position with its side to move. {@code layout} is null for a custom position. Built from
 * what a client sent, refusing anything unclear.
 */
public record Setup(Ruleset ruleset, NamedBoard layout, Board board, Side sideToMove) {

    public static final String CUSTOM = "custom";

    /**
     * @throws ApiException.BadRequest for a missing or unknown ruleset or board, or a board and a position together
     * @throws ApiException.Unprocessable ({@code invalid-position}) for a position string the rules cannot play,
     *     ({@code board-unfit-for-ruleset}) for a named board with a piece on a square the ruleset restricts
     */
    public static Setup resolve(String rulesetId, String boardId, String position, String sideToMove) {
        return resolve(rulesetId, null, boardId, position, sideToMove);
    }

    /**
     * The same, with {@code rules} (may be null) amending the named ruleset, or Copenhagen when none is named: see
     * {@link CustomRules}. Without a board or a position the game starts on the named ruleset's own board.
     */
    public static Setup resolve(
            String rulesetId, Map<String, String> rules, String boardId, String position, String sideToMove) {
        Ruleset base = rules == null || rulesetId != null ? ruleset(rulesetId) : Ruleset.COPENHAGEN;
        Ruleset ruleset = rules == null ? base : CustomRules.read(rules, base);
        if (boardId != null && position != null) {
            throw new ApiException.BadRequest(
                    "board-and-position", "give either a board or a position (with sideToMove), not both");
        }
        if (position == null) {
            if (sideToMove != null) {
                throw new ApiException.BadRequest(
                        "side-to-move-with-board",
                        "sideToMove goes with a custom position only; on a named board the ruleset's first mover"
                                + " moves first");
            }
            NamedBoard layout = boardId == null ? NamedBoard.defaultFor(base) : layout(boardId);
            return new Setup(ruleset, layout, startUnder(ruleset, layout), ruleset.firstMover());
        }
        if (sideToMove == null) {
            throw new ApiException.BadRequest(
                    "side-to-move-required", "a custom position needs sideToMove: attackers or defenders");
        }
        Side side = side(sideToMove, "sideToMove");
        try {
            return new Setup(ruleset, null, Board.parse(position, ruleset), side);
        } catch (NotationException e) {
            throw invalidPosition(e.getMessage());
        } catch (NumberFormatException e) {
            // Board.parse reads a run of digits with Integer.parseInt, which overflows on absurdly long runs.
            throw invalidPosition("the position has a number of empty squares too large for any board");
        }
    }

    private static Board startUnder(Ruleset ruleset, NamedBoard layout) {
        try {
            return layout.startUnder(ruleset);
        } catch (NotationException e) {
            throw new ApiException.Unprocessable(
                    "board-unfit-for-ruleset",
                    "Board unfit for the ruleset",
                    "board-unfit-for-ruleset",
                    "the " + layout.id() + " board does not fit the ruleset " + ruleset.id() + ": " + e.getMessage(),
                    Map.of());
        }
    }

    public static ApiException invalidPosition(String detail) {
        return new ApiException.Unprocessable(
                "invalid-position", "Invalid position", "invalid-position", detail, Map.of());
    }

    public static Ruleset ruleset(String id) {
        if (id == null) {
            throw new ApiException.BadRequest("ruleset-required", "ruleset is required: one of GET /api/rulesets");
        }
        try {
            return Ruleset.fromId(id);
        } catch (IllegalArgumentException e) {
            throw new ApiException.BadRequest("unknown-ruleset", e.getMessage());
        }
    }

    public static NamedBoard layout(String id) {
        try {
            return NamedBoard.fromId(id);
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
