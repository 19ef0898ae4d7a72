package com.taflpost.webhook;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agroal.api.AgroalDataSource;
import io.quarkus.logging.Log;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Sends due webhook deliveries. Each instance claims a few at a time with {@code for update skip locked}, so that
 * several instances never send one delivery at once; a failed attempt is tried again later, waiting twice as long
 * each time, until the attempts run out.
 */
@ApplicationScoped
public class WebhookDispatcher {
    private static final int BATCH = 20;
    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    /** Longer than an attempt can take: a claim still held after it belongs to an instance that died. */
    private static final Duration CLAIM = TIMEOUT.multipliedBy(3);

    private record Due(long id, int attempts, String url, String secret, long eventId, String type, String gameId,
            String payload, Instant createdAt) {
    }

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    private final ObjectMapper json = new ObjectMapper();
    private ScheduledExecutorService worker;

    @Inject
    AgroalDataSource dataSource;

    @Inject
    WebhooksConfig config;

    void start(@Observes StartupEvent startup) {
        worker = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "taflpost-webhooks");
            thread.setDaemon(true);
            return thread;
        });
        long every = config.poll().toMillis();
        worker.scheduleWithFixedDelay(this::sendDue, every, every, TimeUnit.MILLISECONDS);
    }

    void stop(@Observes ShutdownEvent shutdown) throws InterruptedException {
        worker.shutdownNow();
        worker.awaitTermination(5, TimeUnit.SECONDS);
    }

    private void sendDue() {
        try {
            for (Due due : claim()) {
                if (Thread.currentThread().isInterrupted()) {
                    return;
                }
                send(due);
            }
        } catch (SQLException | RuntimeException e) {
            Log.warnf("sending webhook deliveries failed: %s", e.getMessage());
        }
    }

    private List<Due> claim() throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement claim = connection.prepareStatement("""
                     with due as (select id from webhook_deliveries
                                  where status = 'pending' and next_attempt_at <= now()
                                    and (locked_until is null or locked_until < now())
                                  order by id limit ? for update skip locked),
                          claimed as (update webhook_deliveries d set locked_until = now() + ? * interval '1 millisecond',
                                             attempts = d.attempts + 1
                                      from due where d.id = due.id
                                      returning d.id, d.attempts, d.webhook_id, d.event_id)
                     select c.id, c.attempts, w.url, w.secret, e.id, e.type, e.game_id, e.payload::text, e.created_at
                     from claimed c join webhooks w on w.id = c.webhook_id join events e on e.id = c.event_id
                     order by c.id""")) {
            claim.setInt(1, BATCH);
            claim.setLong(2, CLAIM.toMillis());
            List<Due> due = new ArrayList<>();
            try (ResultSet rows = claim.executeQuery()) {
                while (rows.next()) {
                    due.add(new Due(rows.getLong(1), rows.getInt(2), rows.getString(3), rows.getString(4), rows.getLong(5),
                            rows.getString(6), rows.getString(7), rows.getString(8), rows.getTimestamp(9).toInstant()));
                }
            }
            return due;
        }
    }

    private void send(Due due) throws SQLException {
        String body;
        try {
            ObjectNode event = json.createObjectNode();
            event.put("id", due.eventId()).put("type", due.type()).put("gameId", due.gameId())
                    .put("createdAt", due.createdAt().toString()).set("data", json.readTree(due.payload()));
            body = json.writeValueAsString(event);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write the body of delivery " + due.id(), e);
        }
        Integer status = null;
        String error = null;
        try {
            HttpResponse<Void> response = http.send(HttpRequest.newBuilder(URI.create(due.url())).timeout(TIMEOUT)
                    .header("Content-Type", "application/json")
                    .header("Taflpost-Event", due.type())
                    .header("Taflpost-Delivery", Long.toString(due.id()))
                    .header(Signature.HEADER, Signature.header(due.secret(), Instant.now().getEpochSecond(), body))
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.discarding());
            status = response.statusCode();
            if (status / 100 != 2) {
                error = "answered " + status;
            }
        } catch (IOException | IllegalArgumentException e) {
            error = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            error = "interrupted: the instance is stopping";
        }
        record(due, status, error);
    }

    private void record(Due due, Integer status, String error) throws SQLException {
        boolean delivered = error == null;
        boolean givenUp = !delivered && due.attempts() >= config.maxAttempts();
        long wait = config.retryDelay().toMillis() << Math.min(due.attempts() - 1, 20);
        try (Connection connection = dataSource.getConnection();
             PreparedStatement update = connection.prepareStatement("""
                     update webhook_deliveries set status = ?, last_status = ?, last_error = ?, locked_until = null,
                            delivered_at = case when ? then now() end,
                            next_attempt_at = now() + ? * interval '1 millisecond'
                     where id = ?""")) {
            update.setString(1, delivered ? "delivered" : givenUp ? "failed" : "pending");
            update.setObject(2, status);
            update.setString(3, error);
            update.setBoolean(4, delivered);
            update.setLong(5, wait);
            update.setLong(6, due.id());
            update.executeUpdate();
        }
    }
}
