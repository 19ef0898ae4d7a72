package com.taflpost.game.abort;

import com.taflpost.game.GameView;
import com.taflpost.problem.ApiProblem;
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
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public interface AbortApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;

    @POST
    @Path("/abort")
    @Operation(
            operationId = "abortGame",
            summary = "Abort a game before it begins",
            description = "Either player stops a waiting game, or an active one before its second ply: status"
                    + " aborted, no result, never rated. Both sides and the game's stream hear game-aborted. Aborting"
                    + " an aborted game again answers 200 with it.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The aborted game",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GameView.class)))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = "Both sides have moved (abort-too-late: resign instead), a tournament's game"
                    + " (tournament-game), or the game is over (game-over)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "abort-too-late", ref = "AbortTooLate")))
    GameView abort(@Parameter(ref = "GameId") @PathParam("id") String id);
}
