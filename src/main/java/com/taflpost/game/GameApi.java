package com.taflpost.game;

import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games", description = "Create, join and play games")
public interface GameApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;

    @GET
    @Path("/{id}")
    @Operation(
            operationId = "getGame",
            summary = "Get a game",
            description = "The whole game: players, status, moves, result, clock, and the current position (or, with"
                    + " ?ply, the position after that many moves) as a position string and as a grid. A game whose"
                    + " side to move ran out of time is settled (lost on time) before it is shown.")
    @SecurityRequirements
    @APIResponse(
            responseCode = "200",
            description = "The game",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = GameView.class),
                            examples = @ExampleObject(name = "active", ref = "Game")))
    @APIResponse(
            responseCode = "400",
            description = "A ply that is not a number between 0 and the game's ply",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "ply-out-of-range", ref = "GamePlyOutOfRange")))
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    Response get(
            @Parameter(ref = "GameId") @PathParam("id") String id,
            @Parameter(
                            description = "Show the position after this many moves (0 = the start); default the current"
                                    + " position",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int32", minimum = "0"),
                            example = "1")
                    @QueryParam("ply")
                    String ply,
            @Context HttpHeaders headers);

    @GET
    @Path("/{id}/legal-moves")
    @Operation(
            operationId = "listLegalMoves",
            summary = "List the legal moves",
            description = "The moves the side to move may play now, each with the captures it would make; empty once"
                    + " the game is over.")
    @SecurityRequirements
    @APIResponse(
            responseCode = "200",
            description = "The legal moves",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = LegalMovesView.class),
                            examples = @ExampleObject(name = "from", ref = "LegalMoves")))
    @APIResponse(
            responseCode = "400",
            description = "from is not a square of this board",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "bad-square", ref = "BadSquare")))
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    LegalMovesView legalMoves(
            @Parameter(ref = "GameId") @PathParam("id") String id,
            @Parameter(description = "Only the moves of the piece on this square", example = "d9") @QueryParam("from")
                    String from);

    @POST
    @Path("/{id}/moves")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "playMove",
            summary = "Play a move",
            description = "Plays a move for the caller's side: the player of a player token, or the side of a seat"
                    + " token. Send ply (the number of moves played so far) to make retries safe: the same move sent"
                    + " again for the same ply answers 200 with the game instead of an error.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = MoveRequest.class),
                            examples = @ExampleObject(name = "move", ref = "Move")))
    @APIResponse(
            responseCode = "201",
            description = "The move is played; the game after it",
            headers =
                    @Header(
                            name = "Location",
                            description = "The game at the new ply",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = GameView.class),
                            examples = @ExampleObject(name = "played", ref = "Game")))
    @APIResponse(
            responseCode = "200",
            description = "The same move was already played for this ply (a retry); the current game",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = GameView.class),
                            examples = @ExampleObject(name = "repeated", ref = "Game")))
    @APIResponse(
            responseCode = "400",
            description = "No move, or a negative ply",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "move-required", ref = "MoveRequired")))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = "Not your turn (not-your-turn), the game is over (game-over, also when the move came after"
                    + " the deadline: the mover lost on time) or waits for its second player (game-not-started), the"
                    + " move was meant for another ply (stale-ply, with the game's ply), or a concurrent change won"
                    + " (conflict)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "stale-ply", ref = "StalePly"),
                                @ExampleObject(name = "not-your-turn", ref = "NotYourTurn"),
                                @ExampleObject(name = "timeout", ref = "LostOnTime")
                            }))
    @APIResponse(
            responseCode = "422",
            description = "The rules refuse the move: code is the reason (malformed, off-board, no-piece,"
                    + " not-your-piece, not-straight, blocked, restricted, capture-mismatch), ply the number the move"
                    + " would have had; too-many-moves when the game has taflpost.games.max-plies moves (2000 by"
                    + " default)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "blocked", ref = "IllegalMove"),
                                @ExampleObject(name = "too-many-moves", ref = "TooManyMoves")
                            }))
    @APIResponse(responseCode = "413", ref = "PayloadTooLarge")
    Response play(
            @Parameter(ref = "GameId") @PathParam("id") String id,
            @Valid MoveRequest request,
            @Context HttpHeaders headers);

    @POST
    @Path("/{id}/resign")
    @Operation(
            operationId = "resignGame",
            summary = "Resign",
            description = "The caller's side resigns and the other side wins (reason resignation), on either side's"
                    + " turn. Resigning a game the caller already resigned answers 200 with the game.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The finished game",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = GameView.class),
                            examples = @ExampleObject(name = "resigned", ref = "GameResigned")))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = "The game is over (game-over), was aborted (game-aborted), or waits for its second player"
                    + " (game-not-started)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "game-over", ref = "GameOver")))
    Response resign(@Parameter(ref = "GameId") @PathParam("id") String id, @Context HttpHeaders headers);
}
