package com.taflpost.push;

import com.taflpost.platform.CappedInsert;
import com.taflpost.problem.ApiException;
import com.taflpost.push.PushViews.NewSubscription;
import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;

/** Registering and removing the push subscriptions of players and seats. */
@ApplicationScoped
public class PushSubscriptions {
    /** First key of the advisory lock taken per owner, apart from the other advisory locks. */
    private static final int OWNER_LOCK_SPACE = 7420;

    @Inject
    AgroalDataSource dataSource;

    @Inject
    PushTargets targets;

    @Inject
    PushConfig config;

    /** A subscription stored: its id, and whether it is new (the same endpoint again answers the one there is). */
    record Stored(UUID id, boolean created) {}

    public Stored subscribe(String owner, NewSubscription request) {
        if (request == null) {
            throw new ApiException.BadRequest("body-required", "send the PushSubscription as JSON");
        }
        String endpoint = targets.rules.check(request.endpoint());
        if (request.keys() == null) {
            throw new ApiException.BadRequest("bad-push-key", "a push subscription needs its keys: p256dh and auth");
        }
        String p256dh = request.keys().p256dh();
        if (p256dh == null
                || P256.fromBase64Url(p256dh).flatMap(P256::publicKey).isEmpty()) {
            throw new ApiException.BadRequest(
                    "bad-push-key", "keys.p256dh must be an uncompressed P-256 public point (65 bytes), base64url");
        }
        String auth = request.keys().auth();
        if (auth == null
                || P256.fromBase64Url(auth).filter(bytes -> bytes.length == 16).isEmpty()) {
            throw new ApiException.BadRequest("bad-push-auth", "keys.auth must be 16 bytes, base64url");
        }
        return CappedInsert.inTransaction(
                dataSource,
                "a push subscription",
                connection -> store(connection, owner, endpoint, p256dh.strip(), auth.strip()));
    }

    /**
     * Under the owner's lock, so that concurrent subscriptions cannot pass the cap together: the same endpoint again
     * takes the keys sent now (a browser may renew them) and keeps its id.
     */
    private Stored store(Connection connection, String owner, String endpoint, String p256dh, String auth)
            throws SQLException {
        try (PreparedStatement lock = connection.prepareStatement("select pg_advisory_xact_lock(?, hashtext(?))")) {
            lock.setInt(1, OWNER_LOCK_SPACE);
            lock.setString(2, owner);
            lock.execute();
        }
        try (PreparedStatement update = connection.prepareStatement(
                "update push_subscriptions set p256dh = ?, auth = ? where owner = ? and endpoint = ? returning id")) {
            update.setString(1, p256dh);
            update.setString(2, auth);
            update.setString(3, owner);
            update.setString(4, endpoint);
            try (ResultSet row = update.executeQuery()) {
                if (row.next()) {
                    return new Stored(row.getObject(1, UUID.class), false);
                }
            }
        }
        CappedInsert.belowCap(
                connection,
                "select count(*) from push_subscriptions where owner = ?",
                owner,
                config.maxPerOwner(),
                () -> new ApiException.Conflict(
                        "too-many-push-subscriptions",
                        "a player or seat may have " + config.maxPerOwner() + " push subscriptions; delete one"
                                + " (DELETE /api/push/subscriptions/{id}) to add another"));
        UUID id = UUID.randomUUID();
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into push_subscriptions (id, owner, endpoint, p256dh, auth) values (?, ?, ?, ?, ?)")) {
            insert.setObject(1, id);
            insert.setString(2, owner);
            insert.setString(3, endpoint);
            insert.setString(4, p256dh);
            insert.setString(5, auth);
            insert.executeUpdate();
        }
        return new Stored(id, true);
    }

    /** Removes one of the owner's subscriptions with its queued pushes; 404 when the owner has none by that id. */
    public void delete(String owner, String id) {
        UUID uuid;
        try {
            uuid = UUID.fromString(id);
        } catch (IllegalArgumentException e) {
            throw notFound(id);
        }
        try (Connection connection = dataSource.getConnection();
                PreparedStatement delete =
                        connection.prepareStatement("delete from push_subscriptions where id = ? and owner = ?")) {
            delete.setObject(1, uuid);
            delete.setString(2, owner);
            if (delete.executeUpdate() == 0) {
                throw notFound(id);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot delete a push subscription", e);
        }
    }

    private static ApiException notFound(String id) {
        return new ApiException.NotFound(
                "push-subscription-not-found", "you have no push subscription with id '" + id + "'");
    }
}
