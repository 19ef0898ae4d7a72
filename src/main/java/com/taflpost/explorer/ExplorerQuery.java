package com.taflpost.explorer;

import com.taflpost.contract.Lengths;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/**
 * The position the explorer is asked about: a named ruleset and either a named board (its start, then the moves
 * given) or a position string with its side to move. Taken with {@code @Valid @BeanParam}.
 */
public class ExplorerQuery {
    /** The longest moves parameter: the server's ply limit's worth of the longest moves is more than a query holds. */
    static final int MOVES_LENGTH = 4000;

    @Parameter(
            description = "The ruleset (GET /api/rulesets); games under custom rules are not in the explorer",
            required = true,
            schema = @Schema(ref = "RulesetName"),
            example = "copenhagen")
    @QueryParam("ruleset")
    @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
    public String ruleset;

    @Parameter(
            description = "A named board (GET /api/boards): the position is its start, then moves; leave out with"
                    + " position. Without either, the ruleset's own board",
            schema = @Schema(ref = "BoardName"),
            example = "brandubh")
    @QueryParam("board")
    @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
    public String board;

    @Parameter(
            description = "A position string (OpenTafl notation), with side; leave out with board",
            schema = @Schema(type = SchemaType.STRING, maxLength = Lengths.POSITION))
    @QueryParam("position")
    @Size(max = Lengths.POSITION, message = Lengths.MESSAGE)
    public String position;

    @Parameter(
            description = "The side to move in position; required with position, not allowed with board",
            schema = @Schema(ref = "Side"))
    @QueryParam("side")
    @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
    public String side;

    @Parameter(
            description = "Moves played from the board's start (or the position), in notation, separated by commas;"
                    + " captures may be left out",
            schema = @Schema(type = SchemaType.STRING, maxLength = MOVES_LENGTH, pattern = "^[A-Za-z0-9,-]*$"),
            example = "d2-f2,e4-e6")
    @QueryParam("moves")
    @Size(max = MOVES_LENGTH, message = "must be at most {max} characters")
    @Pattern(regexp = "^[A-Za-z0-9,-]*$", message = "must be moves in notation, separated by commas")
    public String moves;
}
