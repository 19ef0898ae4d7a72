package com.taflpost.event;

import io.agroal.api.AgroalDataSource;
import io.quarkus.logging.Log;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Multi;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * The streams open on this instance, fed from PostgreSQL: one thread LISTENs on {@link EventLog#CHANNEL} with its
 * own connection, reads each announced row and hands it to the streams of its recipient. Events raised on any
 * instance reach streams held by every instance.
 */
@ApplicationScoped
public class EventHub {
    private static final int POLL_MILLIS = 500;
    private static final long RECONNECT_MILLIS = 2_000;

    private final Map<String, Set<EventStream>> streams = new ConcurrentHashMap<>();
    private volatile boolean running;
    private Thread listener;

    @Inject
    AgroalDataSource dataSource;

    @Inject
    EventLog log;

    void start(@Observes StartupEvent startup) {
        running = true;
        listener = new Thread(this::listen, "taflpost-events-listener");
        listener.setDaemon(true);
        listener.start();
    }

    void stop(@Observes ShutdownEvent shutdown) throws InterruptedException {
        running = false;
        streams.values().forEach(open -> open.forEach(EventStream::close));
        if (listener != null) {
            listener.join(POLL_MILLIS * 4L);
        }
    }

    /**
     * A stream of the recipient's events after {@code lastSeen} (stored ones first, then live ones); null for live
     * ones only. The stream is registered before the stored events are read, so that nothing falls between them.
     */
    public Multi<Event> open(String recipient, Long lastSeen) {
        EventStream stream = new EventStream(recipient, lastSeen == null ? 0 : lastSeen);
        streams.computeIfAbsent(recipient, key -> ConcurrentHashMap.newKeySet()).add(stream);
        try {
            stream.replayed(lastSeen == null ? List.of() : log.after(recipient, lastSeen));
        } catch (RuntimeException e) {
            remove(stream);
            throw e;
        }
        return Multi.createFrom().<Event>emitter(stream::attach).onTermination().invoke(() -> remove(stream));
    }

    private void remove(EventStream stream) {
        streams.computeIfPresent(stream.recipient(), (key, open) -> {
            open.remove(stream);
            return open.isEmpty() ? null : open;
        });
    }

    private void listen() {
        while (running) {
            try (Connection connection = dataSource.getConnection()) {
                try (Statement statement = connection.createStatement()) {
                    statement.execute("LISTEN " + EventLog.CHANNEL);
                }
                PGConnection notifications = connection.unwrap(PGConnection.class);
                while (running) {
                    PGNotification[] arrived = notifications.getNotifications(POLL_MILLIS);
                    if (arrived != null && arrived.length > 0) {
                        deliver(connection, arrived);
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (running) {
                    Log.warnf(
                            "listening for events failed (%s); listening again in %d ms",
                            e.getMessage(), RECONNECT_MILLIS);
                    pause();
                }
            }
        }
    }

    private void deliver(Connection connection, PGNotification[] arrived) throws SQLException {
        List<Long> ids = new ArrayList<>(arrived.length);
        for (PGNotification notification : arrived) {
            try {
                ids.add(Long.parseLong(notification.getParameter()));
            } catch (NumberFormatException e) {
                Log.warnf(
                        "ignoring a notification on %s that is not an event id: %s",
                        EventLog.CHANNEL, notification.getParameter());
            }
        }
        for (Event event : EventLog.byIds(connection, ids)) {
            Set<EventStream> open = streams.get(event.recipient());
            if (open != null) {
                open.forEach(stream -> stream.live(event));
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
}
