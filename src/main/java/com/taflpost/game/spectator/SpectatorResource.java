package com.taflpost.game.spectator;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.contract.StreamEventType;
import com.taflpost.event.Event;
import com.taflpost.event.EventHub;
import com.taflpost.event.EventsConfig;
import com.taflpost.event.Recipients;
import com.taflpost.game.GameEvents;
import com.taflpost.game.GameService;
import com.taflpost.game.GameView;
import com.taflpost.ratelimit.Clients;
import com.taflpost.ratelimit.StreamSlots;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Multi;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.util.Set;

/** A game's public event stream, for spectators (and players' pages): no token, nothing secret in it. */
public class SpectatorResource implements SpectatorApi {

    /** The events that move a game on: the game sent first already shows those raised before it was read. */
    private static final Set<String> MOVING_ON =
            Set.of(GameEvents.STARTED, GameEvents.MOVE, GameEvents.OVER, GameEvents.ABORTED);

    @Inject
    GameService games;

    @Inject
    EventHub hub;

    @Inject
    EventsConfig config;

    @Inject
    StreamSlots slots;

    @Inject
    ObjectMapper json;

    @Context
    Sse sse;

    @Context
    HttpServerRequest request;

    @Override
    @Blocking
    public Multi<OutboundSseEvent> stream(String id) {
        String holder = "spectator:" + Clients.address(request);
        slots.acquire(holder);
        Multi<OutboundSseEvent> events;
        GameView game;
        try {
            // open first, then read: a change in between is both in the game and in the stream, never in neither
            Multi<Event> opened = hub.open(Recipients.game(id), null);
            game = games.view(id, null);
            int shown = game.ply();
            String status = game.status();
            events = opened.filter(event -> isNews(event, shown, status)).map(this::outbound);
        } catch (RuntimeException e) {
            slots.release(holder);
            throw e;
        }
        OutboundSseEvent first = sse.newEventBuilder()
                .name(StreamEventType.GAME.eventName())
                .mediaType(MediaType.APPLICATION_JSON_TYPE)
                .data(String.class, write(game))
                .build();
        Multi<OutboundSseEvent> keepAlives = Multi.createFrom()
                .ticks()
                .every(config.keepAlive())
                .map(tick -> sse.newEventBuilder().comment("keep-alive").build());
        return Multi.createBy()
                .concatenating()
                .streams(
                        Multi.createFrom().item(first),
                        Multi.createBy().merging().streams(events, keepAlives))
                .onTermination()
                .invoke(() -> slots.release(holder));
    }

    /**
     * Whether the event tells of something after the game that was sent first. Only the events that move a game on
     * (a move, its start, its end) can be in that game already; every other one (a takeback, added time, a chat
     * message, a vacation) is news whatever ply it names, and the page takes a repeat of those as it takes the first.
     */
    private boolean isNews(Event event, int ply, String status) {
        if (!MOVING_ON.contains(event.type())) {
            return true;
        }
        try {
            JsonNode data = json.readTree(event.payload());
            int at = data.path("ply").asInt();
            return at > ply || (at == ply && !status.equals(data.path("status").asText()));
        } catch (JsonProcessingException e) {
            return true;
        }
    }

    private String write(GameView game) {
        try {
            return json.writeValueAsString(game);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the game " + game.id(), e);
        }
    }

    private OutboundSseEvent outbound(Event event) {
        return sse.newEventBuilder()
                .id(Long.toString(event.id()))
                .name(event.type())
                .mediaType(MediaType.APPLICATION_JSON_TYPE)
                .data(String.class, event.payload())
                .build();
    }
}
