package com.taflpost.rating;

import com.taflpost.contract.Lengths;
import com.taflpost.paging.CursorPaging;
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
import java.net.URI;
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
public interface RatingHistoryApi {

    @Schema(
            name = "RatingHistoryPage",
            description = "A page of a player's rating changes, the last applied first",
            requiredProperties = {"items", "size"})
    record RatingHistoryPage(
            @Schema(description = "The changes on this page")
            List<RatingChange> items,

            @Schema(description = "Largest number of changes on a page", examples = "20")
            int size,

            @Schema(
                    description = "The next page, with the same filters: null on the last",
                    nullable = true,
                    examples = "http://localhost:8080/api/players/astrid/ratings/history?cursor=aGlzdG9yeXw0Mg")
            URI next) {}

    @GET
    @Path("/history")
    @SecurityRequirements
    @Operation(
            operationId = "getRatingHistory",
            summary = "List a player's rating changes",
            description =
                    "Every change of the player's ratings, one per rated game with its gameId, the last applied first, a"
                            + " page at a time; `ruleset` and `board` keep one pool's. Pages follow one another by the"
                            + " next link (a cursor), at the same cost however deep.")
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
            description = "The ruleset or board is unknown, `size` out of range or a `page` past the first"
                    + " (validation: pages follow by cursor), a cursor of another list (bad-cursor)",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "unknown-ruleset", ref = "RatingUnknownRuleset"),
                                @ExampleObject(name = "unknown-board", ref = "UnknownBoard"),
                                @ExampleObject(name = "validation", ref = "PageValidation"),
                                @ExampleObject(name = "bad-cursor", ref = "BadCursor")
                            }))
    @APIResponse(
            responseCode = "404",
            description = "No player has this name",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "player-not-found", ref = "PlayerNotFound")))
    RatingHistoryPage history(
            @Parameter(ref = "PlayerName") @PathParam("name") String name,
            @Parameter(
                            description = "Only this ruleset's changes",
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
                            description = "Only this board's changes",
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
