package com.taflpost.rating;

import com.taflpost.contract.Lengths;
import com.taflpost.http.Page;
import com.taflpost.http.Paging;
import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
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
public class LeaderboardResource {

    private final RatingService ratings;

    LeaderboardResource(RatingService ratings) {
        this.ratings = ratings;
    }

    @GET
    @SecurityRequirements
    @Operation(
            operationId = "getLeaderboard",
            summary = "Rank a rating pool's players",
            description = "The players of one pool (a ruleset on a named board) whose rating is not provisional (a"
                    + " deviation as of now of at most 110), best rating first, a page at a time.")
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
            description = "The ruleset or board is missing or unknown, or `page` or `size` is out of range",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "ruleset-required", ref = "LeaderboardRulesetRequired"),
                                @ExampleObject(name = "board-required", ref = "LeaderboardBoardRequired"),
                                @ExampleObject(name = "unknown-ruleset", ref = "RatingUnknownRuleset"),
                                @ExampleObject(name = "unknown-board", ref = "UnknownBoard"),
                                @ExampleObject(name = "validation", ref = "PageValidation")
                            }))
    public Page<LeaderboardEntry> get(
            @Parameter(
                            description = "The pool's ruleset",
                            required = true,
                            schema = @Schema(enumeration = {"copenhagen", "tablut"}),
                            example = "copenhagen")
                    @QueryParam("ruleset")
                    @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
                    String ruleset,
            @Parameter(
                            description = "The pool's board",
                            required = true,
                            schema = @Schema(enumeration = {"brandubh", "tablut", "copenhagen", "hnefatafl"}),
                            example = "copenhagen")
                    @QueryParam("board")
                    @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
                    String board,
            @Valid @BeanParam Paging paging) {
        return ratings.leaderboard(ruleset, board, paging.page, paging.size);
    }

    /** The schema of a page of a leaderboard, for the OpenAPI document. */
    @Schema(name = "LeaderboardPage", description = "A page of a leaderboard")
    static final class LeaderboardPage {
        @Schema(required = true, description = "The players on this page, best first")
        public List<LeaderboardEntry> items;

        @Schema(required = true, description = "Index of this page, from 0", examples = "0")
        public int page;

        @Schema(required = true, description = "Largest number of players on a page", examples = "20")
        public int size;

        @Schema(required = true, description = "Number of ranked players on all pages", examples = "1")
        public long total;
    }
}
