package com.taflpost.game.conditional;

import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games/{id}/conditional-moves")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public interface ConditionalMovesApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;

    @GET
    @Operation(
            operationId = "getConditionalMoves",
            summary = "Read your conditional moves",
            description = "The caller's own conditional moves in the game: the lines stored and the ply they start"
                    + " from, or no lines. Only the caller's side is ever shown; the opponent's lines are never"
                    + " readable, not even whether there are any.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The caller's lines",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ConditionalMoves.View.class)))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    Response get(@Parameter(ref = "GameId") @PathParam("id") String id);

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "putConditionalMoves",
            summary = "Store conditional moves",
            description = "On the opponent's turn, stores lines of moves that replace the caller's earlier ones: each"
                    + " line alternates a move of the opponent and the caller's reply. When the opponent plays the"
                    + " first move of a line, the reply is played at once, in the same transaction, as if the caller"
                    + " had sent it (with the same events: move, your-turn, game-over); lines that began with the"
                    + " pair played go on from their next pair, the others are dropped. Every line is checked legal"
                    + " from the current position and stored in canonical notation. A reply that ends the game ends"
                    + " it as a move sent by hand would.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ConditionalMoves.Request.class),
                            examples =
                                    @ExampleObject(
                                            name = "two-lines",
                                            value = "{\"lines\": [[\"d3-c3\", \"b4-b2\"],"
                                                    + " [\"d3-e3\", \"d2-f2\", \"e3-e2\", \"f2-f3\"]]}")))
    @APIResponse(
            responseCode = "200",
            description = "The lines as stored",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ConditionalMoves.View.class)))
    @APIResponse(
            responseCode = "400",
            description = "No lines, too many or too long (validation), or a line of odd length (odd-line)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "odd-line", ref = "ConditionalOddLine")))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = "It is the caller's turn (conditional-on-your-turn), or the game is not active (game-over,"
                    + " game-aborted, game-not-started)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples =
                                    @ExampleObject(name = "conditional-on-your-turn", ref = "ConditionalOnYourTurn")))
    @APIResponse(
            responseCode = "422",
            description = "A move of a line is illegal from where the line puts the game: the problem names the line"
                    + " (from 0) and the move's place in it (ply, from 1); or a line goes past the longest game",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "illegal-line", ref = "ConditionalIllegalLine")))
    Response put(@Parameter(ref = "GameId") @PathParam("id") String id, @Valid @NotNull ConditionalMoves.Request body);

    @DELETE
    @Operation(
            operationId = "deleteConditionalMoves",
            summary = "Clear your conditional moves",
            description = "Drops the caller's conditional moves in the game, if any; answers 204 either way.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(responseCode = "204", description = "The caller has no conditional moves in the game now")
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    Response delete(@Parameter(ref = "GameId") @PathParam("id") String id);
}
