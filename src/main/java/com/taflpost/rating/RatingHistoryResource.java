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
import jakarta.ws.rs.PathParam;
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

@Path("/api/players/{name}/ratings")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Ratings")
public class RatingHistoryResource {

    private final RatingService ratings;

    RatingHistoryResource(RatingService ratings) {
        this.ratings = ratings;
    }

    @GET
    @Path("/history")
    @SecurityRequirements
    @Operation(
            operationId = "getRatingHistory",
            summary = "List a player's rating changes",
            description =
                    "Every change of the player's ratings, one per rated game with its gameId, the last applied first, a"
                            + " page at a time; `ruleset` and `board` keep one pool's.")
    @APIResponse(
            responseCode = "200",
            description = "A page of rating changes",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = RatingHistoryPage.class),
                            examples = @ExampleObject(name = "history", ref = "RatingHistory")))
    @APIResponse(
            responseCode = "400",
            description = "The ruleset or board is unknown, or `page` or `size` is out of range",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "unknown-ruleset", ref = "RatingUnknownRuleset"),
                                @ExampleObject(name = "unknown-board", ref = "UnknownBoard"),
                                @ExampleObject(name = "validation", ref = "PageValidation")
                            }))
    @APIResponse(
            responseCode = "404",
            description = "No player has this name",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "player-not-found", ref = "PlayerNotFound")))
    public Page<RatingChange> history(
            @Parameter(ref = "PlayerName") @PathParam("name") String name,
            @Parameter(
                            description = "Only this ruleset's changes",
                            schema = @Schema(enumeration = {"copenhagen", "tablut"}),
                            example = "copenhagen")
                    @QueryParam("ruleset")
                    @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
                    String ruleset,
            @Parameter(
                            description = "Only this board's changes",
                            schema = @Schema(enumeration = {"brandubh", "tablut", "copenhagen", "hnefatafl"}),
                            example = "copenhagen")
                    @QueryParam("board")
                    @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
                    String board,
            @Valid @BeanParam Paging paging) {
        return ratings.history(name, ruleset, board, paging.page, paging.size);
    }

    /** The schema of a page of rating changes, for the OpenAPI document. */
    @Schema(name = "RatingHistoryPage", description = "A page of a player's rating changes, the last applied first")
    static final class RatingHistoryPage {
        @Schema(required = true, description = "The changes on this page")
        public List<RatingChange> items;

        @Schema(required = true, description = "Index of this page, from 0", examples = "0")
        public int page;

        @Schema(required = true, description = "Largest number of changes on a page", examples = "20")
        public int size;

        @Schema(required = true, description = "Number of changes on all pages", examples = "1")
        public long total;
    }
}
