package com.taflpost.game.spectator;

import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games/{id}/events")
@Tag(name = "Events", description = "Be told of moves, turns and results as they happen")
public interface SpectatorApi {

    @GET
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Operation(
            operationId = "streamGameEvents",
            summary = "Watch a game",
            description = "A public Server-Sent Events stream of one game, with no token: first an event game whose"
                    + " data is the whole game (as GET /api/games/{id} answers), then game-started, move, game-over"
                    + ", game-aborted, takeback-accepted (the game taken back) and time-added (a player gave the"
                    + " opponent time) as they happen, each with the game's ply, move, position, sideToMove, status, result, clock"
                    + " and deadline; and chat-message (with chat: spectators and the message) for each message of the"
                    + " spectators' chat, with the same members; vacation-started and vacation-ended (a player and"
                    + " the date they are back) when one of the players goes away or comes back; review-ready"
                    + " when the computer's review of the finished game is done. An idle stream gets a comment line every taflpost.events.keep-alive. One client"
                    + " address may hold taflpost.limits.streams-per-token such streams at once.")
    @SecurityRequirements
    @APIResponse(
            responseCode = "200",
            description = "The stream; data is a JSON object",
            content =
                    @Content(
                            mediaType = MediaType.SERVER_SENT_EVENTS,
                            schema = @Schema(type = SchemaType.STRING),
                            examples = @ExampleObject(name = "game", ref = "GameEventStream")))
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(responseCode = "429", ref = "TooManyStreams")
    Multi<OutboundSseEvent> stream(@Parameter(ref = "GameId") @PathParam("id") String id);
}
