package com.taflpost.game.addtime;

import com.taflpost.game.GameView;
import com.taflpost.game.addtime.AddingTime.AddTimeRequest;
import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public interface AddTimeApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;
    String NOT_ACTIVE = " The game waits for its second player (game-not-started), is over (game-over) or was aborted"
            + " (game-aborted).";

    @POST
    @Path("/add-time")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "addTime",
            summary = "Give the opponent more time",
            description = "Gives the caller's opponent the duration asked for (more than nothing, at most P7D): on"
                    + " their turn their deadline moves, otherwise they start their next turn with more. Both sides"
                    + " and the game's stream hear time-added with the clock. Not in a tournament's game.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = AddTimeRequest.class),
                            examples = @ExampleObject(name = "an hour", ref = "AddTimeRequest")))
    @APIResponse(
            responseCode = "200",
            description = "The game with the opponent's time added",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GameView.class)))
    @APIResponse(
            responseCode = "400",
            description = "No duration, or not an ISO-8601 duration more than nothing and at most P7D (bad-duration,"
                    + " validation)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "bad-duration", ref = "BadDuration")))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = "A tournament's game (tournament-game), a game without a clock (no-clock)." + NOT_ACTIVE,
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "no-clock", ref = "NoClock"),
                                @ExampleObject(name = "tournament-game", ref = "TournamentGameNoTime")
                            }))
    GameView addTime(@Parameter(ref = "GameId") @PathParam("id") String id, @Valid @NotNull AddTimeRequest body);
}
