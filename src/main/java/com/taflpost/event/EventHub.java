package com.taflpost.event;

import com.taflpost.auth.Caller;
import com.taflpost.auth.PlayerToken;
import com.taflpost.contract.StreamEventType;
import com.taflpost.platform.Now;
import com.taflpost.player.TokenRevocation;
import com.taflpost.problem.ApiException;
import com.taflpost.problem.DatabaseOutage;
import io.agroal.api.AgroalDataSource;
import io.quarkus.logging.Log;
import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.mutiny.Multi;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * The streams open on this instance, fed from PostgreSQL: one thread LISTENs on {@link EventLog#CHANNEL} with its
 * own connection, reads each announced row and hands it to the streams of its recipient. Events raised on any
 * instance reach streams held by every instance. Notifications sent while the listener was not listening (the
 * database was down, the connection lost) are gone, so each time it listens again it first reads what its streams
 * have not had yet: an open stream misses nothing.
 */
@ApplicationScoped
public class EventHub {
    /** The event that tells a client it missed more than a stream replays. */
    public static final String RESYNC = StreamEventType.RESYNC.eventName();

    private static final int POLL_MILLIS = 500;
    private static final long RECONNECT_MILLIS = 2_000;

    private final Map<String, Set<EventStream>> streams = new ConcurrentHashMap<>();
    private final AtomicInteger open = new AtomicInteger();
    private volatile boolean running;
    private Thread listener;

    @Inject
    AgroalDataSource dataSource;

    @Inject
    EventLog log;

    @Inject
    EventsConfig config;

    @Inject
    DatabaseOutage outage;

    @Inject
    TokenRevocation revocation;

    @Inject
    Caller caller;

    @Inject
    Now now;

    void start(@Observes StartupEvent startup) {
        running = true;
        listener = new Thread(this::listen, "taflpost-events-listener");
        listener.setDaemon(true);
        listener.start();
    }

    /** The first sign of a shutdown: streams never end by themselves, so they would hold up the drain. */
    void draining(@Observes ShutdownDelayInitiatedEvent shutdown) {
        closeAll();
    }

    void stop(@Observes ShutdownEvent shutdown) throws InterruptedException {
        running = false;
        closeAll();
        if (listener != null) {
            listener.join(POLL_MILLIS * 4L);
        }
    }

    private void closeAll() {
        streams.values().forEach(held -> held.forEach(EventStream::close));
    }

    /**
     * A stream of the recipient's events after {@code lastSeen} (stored ones first, then live ones); null for those
     * after the latest stored one. The stream is registered before the stored events are read, so that nothing
     * falls between them. 503 {@code streams-full} when this instance holds {@code taflpost.events.max-streams}.
     */
    public Multi<Event> open(String recipient, Long lastSeen) {
        return open(recipient, lastSeen, caller.playerToken().orElse(null));
    }

    /**
     * The same, for a stream opened with a ticket: {@code token} is the player token the ticket was traded for (null
     * for a seat), checked again while the stream is open, like the token of a stream opened with it.
     */
    public Multi<Event> open(String recipient, Long lastSeen, PlayerToken token) {
        long after = lastSeen == null ? log.lastId(recipient) : lastSeen;
        if (open.incrementAndGet() > config.maxStreams()) {
            open.decrementAndGet();
            throw new StreamsFull(config.maxStreams());
        }
        EventStream stream = new EventStream(recipient, after, token);
        streams.computeIfAbsent(recipient, key -> ConcurrentHashMap.newKeySet()).add(stream);
        try {
            stream.replayed(replayed(recipient, after));
        } catch (RuntimeException e) {
            remove(stream);
            throw e;
        }
        return Multi.createFrom().<Event>emitter(stream::attach).onTermination().invoke(() -> remove(stream));
    }

    /**
     * The stored events a stream opened after {@code after} starts with: the latest within the replay window, behind
     * a resync event when older ones were left out. The resync carries the id of the newest one left out, so that a
     * client that reconnects with it as its Last-Event-ID is not told again.
     */
    private List<Event> replayed(String recipient, long after) {
        EventLog.Replay replay = log.replay(recipient, after, config.replayWindow());
        if (replay.skippedThrough() == 0) {
            return replay.events();
        }
        String payload = "{\"reason\":\"more events were missed than a stream replays: read your games again\","
                + "\"replayed\":" + replay.events().size() + "}";
        List<Event> events = new ArrayList<>();
        events.add(new Event(replay.skippedThrough(), recipient, RESYNC, null, payload, now.instant()));
        events.addAll(replay.events());
        return events;
    }

    private void remove(EventStream stream) {
        if (!stream.markRemoved()) {
            return;
        }
        open.decrementAndGet();
        streams.computeIfPresent(stream.recipient(), (key, held) -> {
            held.remove(stream);
            return held.isEmpty() ? null : held;
        });
    }

    /** Ends the streams opened with a player token that has been ended since (on any instance). */
    @Scheduled(every = "${taflpost.events.token-check:10s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void endRevoked() {
        List<EventStream> checked = streams.values().stream()
                .flatMap(Set::stream)
                .filter(stream -> stream.token() != null)
                .toList();
        if (checked.isEmpty()) {
            return;
        }
        Set<PlayerToken> ended;
        try {
            ended = revocation.ended(checked.stream().map(EventStream::token).toList());
        } catch (RuntimeException e) {
            if (!DatabaseOutage.isOutage(e)) {
                throw e;
            }
            outage.failed(e);
            return; // checked again at the next tick
        }
        checked.stream().filter(stream -> ended.contains(stream.token())).forEach(EventStream::close);
    }

    private void listen() {
        while (running) {
            try (Connection connection = dataSource.getConnection()) {
                try (Statement statement = connection.createStatement()) {
                    statement.execute("LISTEN " + EventLog.CHANNEL);
                }
                catchUp(connection);
                PGConnection notifications = connection.unwrap(PGConnection.class);
                while (running) {
                    PGNotification[] arrived = notifications.getNotifications(POLL_MILLIS);
                    if (arrived != null && arrived.length > 0) {
                        deliver(connection, arrived);
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (running) {
                    if (DatabaseOutage.isOutage(e)) {
                        outage.failed(e);
                    } else {
                        Log.warnf(
                                "listening for events failed (%s); listening again in %d ms",
                                e.getMessage(), RECONNECT_MILLIS);
                    }
                    pause();
                }
            }
        }
    }

    /**
     * Listening (again): every open stream gets what was stored after the last event it was sent, read by
     * recipient (a recipient's events commit in id order). A notification for an event read here is dropped by the
     * stream as a duplicate.
     */
    private void catchUp(Connection connection) throws SQLException {
        Map<String, Long> from = new HashMap<>();
        streams.forEach((recipient, held) ->
                held.stream().mapToLong(EventStream::lastSent).min().ifPresent(lowest -> from.put(recipient, lowest)));
        for (Map.Entry<String, Long> recipient : from.entrySet()) {
            List<Event> missed = EventLog.after(connection, recipient.getKey(), recipient.getValue());
            Set<EventStream> held = streams.get(recipient.getKey());
            if (held != null && !missed.isEmpty()) {
                held.forEach(stream -> missed.forEach(stream::live));
            }
        }
    }

    private void deliver(Connection connection, PGNotification[] arrived) throws SQLException {
        List<Long> ids = new ArrayList<>(arrived.length);
        for (PGNotification notification : arrived) {
            try {
                // one notification per batch of events written together: their ids, comma-separated
                for (String id : notification.getParameter().split(",")) {
                    ids.add(Long.parseLong(id));
                }
            } catch (NumberFormatException e) {
                Log.warnf(
                        "ignoring a notification on %s that is not a list of event ids: %s",
                        EventLog.CHANNEL, notification.getParameter());
            }
        }
        // Only the events of a recipient with a stream here are read. A stream opened after this look is registered
        // before it reads its stored events, which include every event announced so far: it misses none.
        List<String> listening = List.copyOf(streams.keySet());
        if (ids.isEmpty() || listening.isEmpty()) {
            return;
        }
        for (Event event : EventLog.byIds(connection, ids, listening)) {
            Set<EventStream> held = streams.get(event.recipient());
            if (held != null) {
                held.forEach(stream -> stream.live(event));
            }
        }
    }

    private static void pause() {
        try {
            Thread.sleep(RECONNECT_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The failure that ends a stream the server closes (its token ended, the server stops): not an error. */
    public static final class Ended extends RuntimeException {
        Ended() {
            super("the stream was ended by the server", null, false, false);
        }
    }

    /** 503 {@code streams-full}: this instance holds as many streams as it may; another instance may have room. */
    public static final class StreamsFull extends ApiException {
        StreamsFull(int cap) {
            super(
                    503,
                    "streams-full",
                    "Too many streams on this server",
                    "streams-full",
                    "this server holds " + cap + " event streams, as many as it may; try again shortly",
                    null);
        }
    }
}
