package com.taflpost.event;

import com.taflpost.problem.ApiProblem;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.OutboundSseEvent;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/events")
@Tag(name = "Events", description = "Be told of moves, turns and results as they happen")
public interface EventApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;

    @GET
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Operation(
            operationId = "streamEvents",
            summary = "Stream events",
            description =
                    "A Server-Sent Events stream of the caller's events: with a player token those of the player's"
                            + " games,"
                            + " with a seat token those of that seat only. Types: game-started, move (to both"
                            + " sides), your-turn (to"
                            + " the side to move), game-over (to both sides, with the result), game-aborted (to both sides, with by:"
                            + " the side that aborted), challenge-received"
                            + " (to the challenged player), time-alarm (to the side to move, once 80% of its move's"
                            + " time has passed, unless the player turned the alarm off),"
                            + " challenge-accepted and challenge-declined (to the challenger), tournament-started,"
                            + " round-started, tournament-game, tournament-adjudicated, tournament-withdrawn and"
                            + " tournament-finished (to a tournament's players),"
                            + " vacation-started and vacation-ended (to the opponents of a player in their active games,"
                            + " with player, side and until)."
                            + " chat-message (a message of a game's players' chat, with chat: players and the message;"
                            + " to both sides, except a side that muted its author). rematch-offered (to the opponent,"
                            + " with by), rematch-accepted (to both sides, with by and rematch: the new game's id) and"
                            + " rematch-declined (to both sides, with by). A seat token of an anonymous game also"
                            + " hears the events of its rematches, which it plays (sides swapped each time)."
                            + " Takebacks: takeback-offered (to the opponent, with by and toPly), takeback-accepted"
                            + " (to both sides, with the game taken back and fromPly), takeback-declined and"
                            + " takeback-cancelled (to both sides: a move cancels an offer); time-added (to both"
                            + " sides, with the side given time, the duration and the clock). review-ready (to both"
                            + " sides, once the computer's review of the game is done, with how many moves it labelled)."
                            + " Each event's id"
                            + " orders it; send the"
                            + " last id seen as Last-Event-ID (or ?lastEventId) to get the missed events first, then"
                            + " the live ones. At most taflpost.events.replay-window (100 by default) missed events"
                            + " are replayed: a client further behind first gets a resync event (its id that of the"
                            + " newest event left out) and should read its games again."
                            + " An idle stream gets a comment line every taflpost.events.keep-alive (25 s by"
                            + " default). A player or"
                            + " seat may hold several streams at once, up to taflpost.limits.streams-per-token (10 by"
                            + " default), and one client address up to taflpost.limits.streams-per-address (20 by"
                            + " default).")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The stream; data is a JSON object",
            content =
                    @Content(
                            mediaType = MediaType.SERVER_SENT_EVENTS,
                            schema = @Schema(type = SchemaType.STRING),
                            examples = @ExampleObject(name = "move", ref = "EventStream")))
    @APIResponse(
            responseCode = "400",
            description = "A Last-Event-ID that is not a whole number",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "bad-last-event-id", ref = "BadLastEventId")))
    @APIResponse(
            responseCode = "401",
            description = "No token or ticket, one that is not valid, or a ticket that is spent or expired or"
                    + " whose token has been ended since (invalid-ticket)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "token-required", ref = "EventsUnauthorized"),
                                @ExampleObject(name = "invalid-ticket", ref = "InvalidTicket")
                            }))
    @APIResponse(responseCode = "429", ref = "TooManyStreams")
    Multi<OutboundSseEvent> stream(
            @Parameter(
                            description = "A ticket from POST /api/events/tickets, for clients that cannot send a token"
                                    + " (EventSource); it opens one stream, within 60 s",
                            schema = @Schema(type = SchemaType.STRING, maxLength = 64))
                    @QueryParam("ticket")
                    String ticket,
            @Parameter(
                            in = ParameterIn.HEADER,
                            description = "The id of the last event received; the stream starts after it",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int64", minimum = "0"),
                            example = "41")
                    @HeaderParam("Last-Event-ID")
                    String lastEventIdHeader,
            @Parameter(
                            description =
                                    "The same as Last-Event-ID, for clients that cannot set headers (the header wins)",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int64", minimum = "0"),
                            example = "41")
                    @QueryParam("lastEventId")
                    String lastEventIdParam);

    @POST
    @Path("/tickets")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "createEventTicket",
            summary = "Get a ticket for the event stream",
            description = "Trades the caller's token for a ticket that opens the caller's event stream once, within"
                    + " 60 s: GET /api/events?ticket=... For browsers' EventSource, which cannot send a token; a"
                    + " long-lived token never goes into a URL.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "201",
            description = "The ticket",
            headers =
                    @Header(
                            name = "Location",
                            description = "The URL that opens the caller's stream with the ticket: GET"
                                    + " /api/events?ticket=..., e.g. for new EventSource(location)",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = TicketView.class),
                            examples = @ExampleObject(name = "ticket", ref = "EventTicket")))
    @APIResponse(
            responseCode = "401",
            description = "No token, or one that is not valid",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "token-required", ref = "EventsUnauthorized")))
    Response ticket();
}
