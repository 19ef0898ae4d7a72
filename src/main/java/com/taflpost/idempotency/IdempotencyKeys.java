package com.taflpost.idempotency;

import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

/**
 * The idempotency keys in PostgreSQL. Each statement commits on its own (no transaction spans the request), so a
 * claim is visible to every instance at once, and the database's unique key decides which of two concurrent
 * requests with one key does the work. Times are the database's, so that instances with skewed clocks agree.
 */
@ApplicationScoped
public class IdempotencyKeys {

    /** How long a retry gets the first answer. */
    static final Duration LIFETIME = Duration.ofHours(24);
    /** A request that claimed a key and has not answered after this is taken for dead; a retry may do the work. */
    static final Duration LEASE = Duration.ofMinutes(1);

    private static final int CLAIMS_BETWEEN_CLEANUPS = 100;

    /** What a claim finds. */
    public sealed interface Claim {
        /** The key is new (or expired): this request does the work and stores its answer. */
        record Claimed() implements Claim {}

        /** The same request was answered before: replay this answer. */
        record Answered(StoredAnswer answer) implements Claim {}

        /** The same request is being answered right now, by another request. */
        record InFlight() implements Claim {}

        /** The key was used for another request (method, path or body). */
        record Reused() implements Claim {}
    }

    /** An answer as it is replayed: status, the headers that matter to a retry, and the body as sent. */
    public record StoredAnswer(int status, String contentType, String location, String etag, String body) {}

    private final DataSource database;
    private final AtomicInteger claims = new AtomicInteger();

    IdempotencyKeys(DataSource database) {
        this.database = database;
    }

    public Claim claim(String scope, String key, String fingerprint) {
        if (claims.incrementAndGet() % CLAIMS_BETWEEN_CLEANUPS == 0) {
            update("delete from idempotency_keys where expires_at < clock_timestamp()");
        }
        // An expired key, or a claim whose request died, is claimed anew; a live one is left as it is.
        String insert = """
                insert into idempotency_keys as k (scope, key, fingerprint, locked_until, expires_at)
                values (?, ?, ?, clock_timestamp() + make_interval(secs => ?),
                        clock_timestamp() + make_interval(secs => ?))
                on conflict (scope, key) do update
                  set fingerprint = excluded.fingerprint, status = null, content_type = null, location = null,
                      etag = null, body = null, locked_until = excluded.locked_until, expires_at = excluded.expires_at
                  where k.expires_at < clock_timestamp() or (k.status is null and k.locked_until < clock_timestamp())
                returning 1""";
        String select = "select fingerprint, status, content_type, location, etag, body from idempotency_keys"
                + " where scope = ? and key = ?";
        try (Connection connection = database.getConnection()) {
            connection.setAutoCommit(true);
            // Twice at most: a row seen by the insert may be cleaned up before the select reads it.
            for (int attempt = 0; attempt < 2; attempt++) {
                try (PreparedStatement claim = connection.prepareStatement(insert)) {
                    claim.setString(1, scope);
                    claim.setString(2, key);
                    claim.setString(3, fingerprint);
                    claim.setLong(4, LEASE.toSeconds());
                    claim.setLong(5, LIFETIME.toSeconds());
                    try (ResultSet claimed = claim.executeQuery()) {
                        if (claimed.next()) {
                            return new Claim.Claimed();
                        }
                    }
                }
                try (PreparedStatement read = connection.prepareStatement(select)) {
                    read.setString(1, scope);
                    read.setString(2, key);
                    try (ResultSet row = read.executeQuery()) {
                        if (row.next()) {
                            if (!row.getString(1).equals(fingerprint)) {
                                return new Claim.Reused();
                            }
                            int status = row.getInt(2);
                            if (row.wasNull()) {
                                return new Claim.InFlight();
                            }
                            return new Claim.Answered(new StoredAnswer(
                                    status, row.getString(3), row.getString(4), row.getString(5), row.getString(6)));
                        }
                    }
                }
            }
            return new Claim.InFlight();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot claim an idempotency key", e);
        }
    }

    /** Stores the answer of the request that claimed the key. */
    public void complete(String scope, String key, String fingerprint, StoredAnswer answer) {
        update(
                """
                update idempotency_keys set status = ?, content_type = ?, location = ?, etag = ?, body = ?
                where scope = ? and key = ? and fingerprint = ? and status is null""",
                answer.status(),
                answer.contentType(),
                answer.location(),
                answer.etag(),
                answer.body(),
                scope,
                key,
                fingerprint);
    }

    /** Gives up a claim without an answer (the server failed), so that a retry does the work. */
    public void release(String scope, String key, String fingerprint) {
        update(
                "delete from idempotency_keys where scope = ? and key = ? and fingerprint = ? and status is null",
                scope,
                key,
                fingerprint);
    }

    private void update(String sql, Object... parameters) {
        try (Connection connection = database.getConnection()) {
            connection.setAutoCommit(true);
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                for (int i = 0; i < parameters.length; i++) {
                    statement.setObject(i + 1, parameters[i]);
                }
                statement.executeUpdate();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot write an idempotency key", e);
        }
    }
}
