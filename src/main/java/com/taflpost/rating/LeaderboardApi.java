package com.taflpost.rating;

import com.taflpost.contract.Lengths;
import com.taflpost.paging.CursorPaging;
import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/leaderboards")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Ratings", description = "Glicko-2 ratings: leaderboards and each player's history")
public interface LeaderboardApi {

    @GET
    @SecurityRequirements
    @Operation(
            operationId = "getLeaderboard",
            summary = "Rank a rating pool's players",
            description = "The players of one pool (a ruleset on a named board) whose rating is not provisional (a"
                    + " deviation as of now of at most 110), best rating first, then by player id, a page at a time."
                    + " Pages follow one another by the next link (a cursor), at the same cost however deep; the"
                    + " list gives no total, which would cost a count of the pool on every page.")
    @APIResponse(
            responseCode = "200",
            description = "A page of the leaderboard",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = LeaderboardPage.class),
                            examples = @ExampleObject(name = "leaderboard", ref = "Leaderboard")))
    @APIResponse(
            responseCode = "400",
            description = "The ruleset or board is missing or unknown, `size` out of range or a `page` past the first"
                    + " (validation: pages follow by cursor), a cursor of another list (bad-cursor)",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "ruleset-required", ref = "LeaderboardRulesetRequired"),
                                @ExampleObject(name = "board-required", ref = "LeaderboardBoardRequired"),
                                @ExampleObject(name = "unknown-ruleset", ref = "RatingUnknownRuleset"),
                                @ExampleObject(name = "unknown-board", ref = "UnknownBoard"),
                                @ExampleObject(name = "validation", ref = "PageValidation"),
                                @ExampleObject(name = "bad-cursor", ref = "BadCursor")
                            }))
    LeaderboardPage get(
            @Parameter(
                            description = "The pool's ruleset",
                            required = true,
                            schema =
                                    @Schema(
                                            enumeration = {
                                                "copenhagen",
                                                "tablut",
                                                "fetlar",
                                                "brandubh",
                                                "linnaeus-tablut",
                                                "tawlbwrdd",
                                                "ard-ri",
                                                "sea-battle",
                                                "alea-evangelii"
                                            }),
                            example = "copenhagen")
                    @QueryParam("ruleset")
                    @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
                    String ruleset,
            @Parameter(
                            description = "The pool's board",
                            required = true,
                            schema =
                                    @Schema(
                                            enumeration = {
                                                "brandubh",
                                                "tablut",
                                                "copenhagen",
                                                "hnefatafl",
                                                "tawlbwrdd",
                                                "ard-ri",
                                                "alea-evangelii"
                                            }),
                            example = "copenhagen")
                    @QueryParam("board")
                    @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
                    String board,
            @Valid @BeanParam CursorPaging paging);
}
