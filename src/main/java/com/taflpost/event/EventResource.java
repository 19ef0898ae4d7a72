package com.taflpost.event;

import com.taflpost.auth.Caller;
import com.taflpost.http.Links;
import com.taflpost.player.TokenRevocation;
import com.taflpost.problem.ApiException;
import com.taflpost.ratelimit.Clients;
import com.taflpost.ratelimit.StreamSlots;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Multi;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.util.List;

public class EventResource implements EventApi {

    @Inject
    Caller caller;

    @Inject
    EventHub hub;

    @Inject
    EventsConfig config;

    @Inject
    StreamSlots slots;

    @Inject
    EventTickets tickets;

    @Inject
    HttpServerRequest request;

    @Inject
    TokenRevocation revocation;

    @Inject
    Links links;

    @Context
    Sse sse;

    @Override
    @Blocking
    public Multi<OutboundSseEvent> stream(String ticket, String lastEventIdHeader, String lastEventIdParam) {
        EventTickets.Redeemed credentials =
                ticket == null ? new EventTickets.Redeemed(recipient(), caller.playerToken()) : redeem(ticket);
        String recipient = credentials.recipient();
        Long lastSeen = lastEventId(lastEventIdHeader != null ? lastEventIdHeader : lastEventIdParam);
        String address = Clients.address(request);
        slots.acquire(recipient, address);
        Multi<OutboundSseEvent> events;
        try {
            events = hub.open(recipient, lastSeen, credentials.token().orElse(null))
                    .map(this::outbound);
        } catch (RuntimeException e) {
            slots.release(recipient, address);
            throw e;
        }
        Multi<OutboundSseEvent> keepAlives = Multi.createFrom()
                .ticks()
                .every(config.keepAlive())
                .map(tick -> sse.newEventBuilder().comment("keep-alive").build());
        // a comment at once, so that the client sees the stream open before the first event
        Multi<OutboundSseEvent> opened = Multi.createFrom()
                .item(sse.newEventBuilder().comment("stream open").build());
        return Multi.createBy()
                .concatenating()
                .streams(opened, Multi.createBy().merging().streams(events, keepAlives))
                .onFailure(EventHub.Ended.class)
                .recoverWithCompletion()
                .onTermination()
                .invoke(() -> slots.release(recipient, address));
    }

    @Override
    public Response ticket() {
        EventTickets.Issued issued = tickets.issue(recipient(), caller.playerToken());
        return Response.created(links.to("/api/events?ticket=" + issued.ticket()))
                .entity(new TicketView(issued.ticket(), issued.expiresAt()))
                .build();
    }

    /** A ticket traded for a player token that has been ended since (a logout, a password change) opens nothing. */
    private EventTickets.Redeemed redeem(String ticket) {
        EventTickets.Redeemed redeemed = tickets.redeem(ticket)
                .orElseThrow(() -> new ApiException.Unauthorized(
                        "invalid-ticket", "the ticket is unknown, spent or expired; get a new one"));
        if (redeemed.token().isPresent()
                && !revocation.ended(List.of(redeemed.token().get())).isEmpty()) {
            throw new ApiException.Unauthorized(
                    "invalid-ticket", "the token this ticket was traded for has been ended; log in again");
        }
        return redeemed;
    }

    private OutboundSseEvent outbound(Event event) {
        return sse.newEventBuilder()
                .id(Long.toString(event.id()))
                .name(event.type())
                .mediaType(MediaType.APPLICATION_JSON_TYPE)
                .data(String.class, event.payload())
                .build();
    }

    private String recipient() {
        if (caller.isAnonymous()) {
            throw new ApiException.Unauthorized(
                    "unauthorized", "this needs a bearer token: a player token or a seat token");
        }
        return caller.playerId()
                .map(Recipients::player)
                .or(() -> caller.seat().map(seat -> Recipients.seat(seat.gameId(), seat.side())))
                .orElseThrow(() -> new ApiException.Unauthorized(
                        "invalid-token", "the bearer token is neither a player token nor a seat token"));
    }

    private static Long lastEventId(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            long id = Long.parseLong(text.strip());
            if (id >= 0) {
                return id;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw new ApiException.BadRequest(
                "bad-last-event-id", "Last-Event-ID must be the id of an event, a whole number, not '" + text + "'");
    }
}
