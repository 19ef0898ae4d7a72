package com.taflpost.webhook;

import com.taflpost.paging.Cursor;
import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
import com.taflpost.platform.CappedInsert;
import com.taflpost.problem.ApiException;
import com.taflpost.webhook.WebhookViews.Delivery;
import com.taflpost.webhook.WebhookViews.NewWebhook;
import com.taflpost.webhook.WebhookViews.Webhook;
import com.taflpost.webhook.WebhookViews.WebhookSummary;
import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Registering a player's webhooks and reading their delivery logs. */
@ApplicationScoped
public class WebhookService {
    private static final String WEBHOOKS = "webhooks";
    private static final String DELIVERIES = "deliveries";

    private final SecureRandom random = new SecureRandom();

    @Inject
    AgroalDataSource dataSource;

    @Inject
    TargetPolicy policy;

    @Inject
    WebhooksConfig config;

    public Webhook register(UUID playerId, NewWebhook request) {
        String url = url(request);
        String secret = newSecret();
        UUID id = UUID.randomUUID();
        return CappedInsert.inTransaction(
                dataSource, "a webhook", connection -> insert(connection, playerId, id, url, secret));
    }

    /** Inserts under a lock on the player's row, so that concurrent registrations cannot pass the cap together. */
    private Webhook insert(Connection connection, UUID playerId, UUID id, String url, String secret)
            throws SQLException {
        try (PreparedStatement lock = connection.prepareStatement("select 1 from players where id = ? for update")) {
            lock.setObject(1, playerId);
            try (ResultSet row = lock.executeQuery()) {
                if (!row.next()) {
                    throw new ApiException.Unauthorized("unknown-player", "the player of this token does not exist");
                }
            }
        }
        CappedInsert.belowCap(
                connection,
                "select count(*) from webhooks where player_id = ?",
                playerId,
                config.maxPerPlayer(),
                () -> new ApiException.Conflict(
                        "too-many-webhooks",
                        "a player may have " + config.maxPerPlayer()
                                + " webhooks; delete one (DELETE /api/players/me/webhooks/{id}) to register another"));
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into webhooks (id, player_id, url, secret) values (?, ?, ?, ?) returning created_at")) {
            insert.setObject(1, id);
            insert.setObject(2, playerId);
            insert.setString(3, url);
            insert.setString(4, secret);
            try (ResultSet row = insert.executeQuery()) {
                row.next();
                return new Webhook(id, url, secret, row.getTimestamp(1).toInstant());
            }
        }
    }

    /** A page of the player's webhooks, oldest first (then by id), without their secrets; keyset on (created, id). */
    public Keyset<WebhookSummary> list(UUID playerId, CursorPaging paging) {
        Cursor cursor = paging.cursor(WEBHOOKS, 2);
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        """
                     select id, url, created_at, failures, paused_until from webhooks
                     where player_id = ?%s order by created_at, id limit ?""".formatted(cursor == null ? "" : " and (created_at, id) > (?::timestamptz, ?)"))) {
            int parameter = 1;
            query.setObject(parameter++, playerId);
            if (cursor != null) {
                query.setString(parameter++, cursor.timeText(0));
                query.setObject(parameter++, cursorId(cursor.text(1)));
            }
            query.setInt(parameter, paging.limit());
            List<WebhookSummary> webhooks = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    webhooks.add(new WebhookSummary(
                            rows.getObject(1, UUID.class),
                            rows.getString(2),
                            rows.getTimestamp(3).toInstant(),
                            rows.getInt(4),
                            instant(rows.getTimestamp(5))));
                }
            }
            return Keyset.of(webhooks, paging.size, webhook -> Cursor.of(WEBHOOKS, webhook.createdAt(), webhook.id()));
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the webhooks of " + playerId, e);
        }
    }

    /** Deletes one of the player's webhooks, and with it its deliveries (those being sent are not recorded). */
    public void delete(UUID playerId, String webhookId) {
        UUID id = webhookId(webhookId);
        try (Connection connection = dataSource.getConnection();
                PreparedStatement delete =
                        connection.prepareStatement("delete from webhooks where id = ? and player_id = ?")) {
            delete.setObject(1, id);
            delete.setObject(2, playerId);
            if (delete.executeUpdate() == 0) {
                throw notFound(webhookId);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot delete webhook " + webhookId, e);
        }
    }

    /** Gives the webhook a new secret, shown only in this answer; deliveries are signed with it from now on. */
    public Webhook rotateSecret(UUID playerId, String webhookId) {
        UUID id = webhookId(webhookId);
        String secret = newSecret();
        try (Connection connection = dataSource.getConnection();
                PreparedStatement update = connection.prepareStatement(
                        "update webhooks set secret = ? where id = ? and player_id = ? returning url, created_at")) {
            update.setString(1, secret);
            update.setObject(2, id);
            update.setObject(3, playerId);
            try (ResultSet row = update.executeQuery()) {
                if (!row.next()) {
                    throw notFound(webhookId);
                }
                return new Webhook(
                        id, row.getString(1), secret, row.getTimestamp(2).toInstant());
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot change the secret of webhook " + webhookId, e);
        }
    }

    private String newSecret() {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        return "whsec_" + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** A page of the deliveries of one of the player's webhooks, newest first; keyset on the delivery's id. */
    public Keyset<Delivery> deliveries(UUID playerId, String webhookId, CursorPaging paging) {
        UUID id = webhookId(webhookId);
        Cursor cursor = paging.cursor(DELIVERIES, 1);
        try (Connection connection = dataSource.getConnection()) {
            try (PreparedStatement owner =
                    connection.prepareStatement("select 1 from webhooks where id = ? and player_id = ?")) {
                owner.setObject(1, id);
                owner.setObject(2, playerId);
                try (ResultSet row = owner.executeQuery()) {
                    if (!row.next()) {
                        throw notFound(webhookId);
                    }
                }
            }
            try (PreparedStatement query = connection.prepareStatement("""
                    select d.id, d.event_id, e.type, d.status, d.attempts,
                    d.last_status, d.last_error, d.next_attempt_at,
                           d.delivered_at, d.created_at
                    from webhook_deliveries d join events e on e.id = d.event_id
                    where d.webhook_id = ? and d.id < ? order by d.id desc limit ?""")) {
                query.setObject(1, id);
                query.setLong(2, cursor == null ? Long.MAX_VALUE : cursor.number(0));
                query.setInt(3, paging.limit());
                List<Delivery> deliveries = new ArrayList<>();
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        String status = rows.getString(4);
                        deliveries.add(new Delivery(
                                rows.getLong(1),
                                rows.getLong(2),
                                rows.getString(3),
                                status,
                                rows.getInt(5),
                                (Integer) rows.getObject(6),
                                rows.getString(7),
                                status.equals("pending") ? instant(rows.getTimestamp(8)) : null,
                                instant(rows.getTimestamp(9)),
                                instant(rows.getTimestamp(10))));
                    }
                }
                return Keyset.of(deliveries, paging.size, delivery -> Cursor.of(DELIVERIES, delivery.id()));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the deliveries of webhook " + webhookId, e);
        }
    }

    /** The URL as it will be used, once the policy allows it; its host is looked up now (and at each delivery). */
    private String url(NewWebhook request) {
        if (request == null || request.url() == null || request.url().isBlank()) {
            throw new ApiException.BadRequest(
                    "url-required",
                    "send the URL to POST events to, e.g. {\"url\": \"https://bot.example.org/taflpost\"}");
        }
        try {
            return policy.check(request.url()).url();
        } catch (TargetPolicy.Refused e) {
            if (e.malformed()) {
                throw new ApiException.BadRequest("bad-webhook-url", e.getMessage());
            }
            throw new ApiException.Unprocessable(
                    "webhook-url-refused", "Webhook URL refused", "webhook-url-refused", e.getMessage(), Map.of());
        }
    }

    private static UUID webhookId(String text) {
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw notFound(text);
        }
    }

    private static UUID cursorId(String text) {
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw Cursor.bad();
        }
    }

    private static ApiException notFound(String id) {
        return new ApiException.NotFound("webhook-not-found", "you have no webhook with id '" + id + "'");
    }

    private static Instant instant(Timestamp timestamp) {
        return timestamp == null ? null : timestamp.toInstant();
    }
}
