package com.taflpost.mygames;

import com.taflpost.paging.CursorPaging;
import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/players")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public interface MyGamesApi {

    @GET
    @Path("/me/games")
    @SecurityRequirement(name = "playerToken")
    @Operation(
            operationId = "listMyGames",
            summary = "List my active games",
            description =
                    "The calling player's active games, a page at a time: those awaiting their move first, then the"
                            + " others; within each, the soonest deadline first and games without a clock last, then"
                            + " by id. Games whose side to move ran out of time are settled first and are not listed."
                            + " Pages follow one another by the next link (a cursor), at the same cost however deep.")
    @APIResponse(
            responseCode = "200",
            description = "A page of the games, how many await the caller and how many there are",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = MyGamesView.class),
                            examples = @ExampleObject(name = "games", ref = "MyGames")))
    @APIResponse(
            responseCode = "400",
            description = "size out of range or a page past the first (validation), a cursor of another list"
                    + " (bad-cursor)",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "validation", ref = "Validation"),
                                @ExampleObject(name = "bad-cursor", ref = "BadCursor")
                            }))
    @APIResponse(responseCode = "401", ref = "PlayerTokenMissing")
    @APIResponse(
            responseCode = "403",
            description = "A seat token: this list is a registered player's",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples =
                                    @ExampleObject(name = "player-token-required", ref = "GamesPlayerTokenRequired")))
    MyGamesView list(@Valid @BeanParam CursorPaging paging);
}
