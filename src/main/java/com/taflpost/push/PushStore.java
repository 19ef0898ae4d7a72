package com.taflpost.push;

import com.taflpost.webhook.ClaimLoop;
import io.agroal.api.AgroalDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.UUID;

/**
 * The pushes' rows: claimed with {@code for update skip locked}, so that each is sent by one instance, each owner's
 * first before anyone's second (one player's many browsers do not hold up everyone else's turn); renewed while sent,
 * and recorded only while the claim is still this claimant's.
 */
final class PushStore implements ClaimLoop.Store<Due, PushOutcome> {
    /** Retry-After beyond this is read as this: a push about a turn is worth little a day later. */
    private static final Duration LONGEST_WAIT = Duration.ofHours(6);

    private final AgroalDataSource dataSource;
    private final PushConfig config;

    PushStore(AgroalDataSource dataSource, PushConfig config) {
        this.dataSource = dataSource;
        this.config = config;
    }

    @Override
    public List<Due> claim(UUID claimant, int limit) throws SQLException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement claim = connection.prepareStatement("""
                with candidates as (
                    select d.id, row_number() over (partition by s.owner order by d.id) as turn
                    from push_deliveries d join push_subscriptions s on s.id = d.subscription_id
                    where d.status = 'pending' and d.next_attempt_at <= now()
                      and (d.locked_until is null or d.locked_until < now())),
                due as (
                    select d.id from push_deliveries d join candidates c on c.id = d.id
                    where d.status = 'pending' and d.next_attempt_at <= now()
                      and (d.locked_until is null or d.locked_until < now())
                    order by c.turn, d.id limit ? for update of d skip locked),
                claimed as (
                    update push_deliveries d set locked_until = now() + ? * interval '1 millisecond',
                           claimed_by = ?, attempts = d.attempts + 1
                    from due where d.id = due.id
                    returning d.id, d.attempts, d.subscription_id, d.event_id)
                select c.id, c.attempts, s.id, s.endpoint, s.p256dh, s.auth,
                       e.id, e.type, e.recipient, e.game_id, e.payload::text,
                       g.ruleset, g.board_id, g.attackers_player_id::text, pa.name, g.defenders_player_id::text, pd.name
                from claimed c join push_subscriptions s on s.id = c.subscription_id
                join events e on e.id = c.event_id
                left join games g on g.id = e.game_id
                left join players pa on pa.id = g.attackers_player_id
                left join players pd on pd.id = g.defenders_player_id
                order by c.id""")) {
            claim.setInt(1, limit);
            claim.setLong(2, config.claim().toMillis());
            claim.setObject(3, claimant);
            List<Due> due = new ArrayList<>();
            try (ResultSet rows = claim.executeQuery()) {
                while (rows.next()) {
                    String ruleset = rows.getString(12);
                    due.add(new Due(
                            rows.getLong(1),
                            rows.getInt(2),
                            rows.getString(3),
                            rows.getString(4),
                            rows.getString(5),
                            rows.getString(6),
                            rows.getLong(7),
                            rows.getString(8),
                            rows.getString(9),
                            rows.getString(10),
                            rows.getString(11),
                            ruleset == null
                                    ? null
                                    : new Due.GameFacts(
                                            ruleset,
                                            rows.getString(13),
                                            rows.getString(14),
                                            rows.getString(15),
                                            rows.getString(16),
                                            rows.getString(17))));
                }
            }
            return due;
        }
    }

    /** Extends the claims still held on pushes being sent. */
    @Override
    public void renew(UUID claimant, Collection<Due> sending) throws SQLException {
        ClaimLoop.renewClaims(dataSource, "push_deliveries", claimant, sending, config.claim());
    }

    /**
     * Records an attempt if the claim on it is still this claimant's: delivered; the subscription removed when the
     * push service says it is gone; tried again later (twice as late each time, or as Retry-After asks) when it may
     * pass then; otherwise given up. How long it took does not matter to pushes.
     */
    @Override
    public void record(UUID claimant, Due due, PushOutcome outcome, Duration took) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            if (outcome.gone()) {
                try (PreparedStatement delete = connection.prepareStatement("""
                        delete from push_subscriptions s using push_deliveries d
                        where s.id = d.subscription_id and d.id = ? and d.claimed_by = ? and d.attempts = ?""")) {
                    delete.setLong(1, due.id());
                    delete.setObject(2, claimant);
                    delete.setInt(3, due.attempt());
                    delete.executeUpdate();
                }
                return;
            }
            boolean retry = !outcome.delivered() && outcome.worthRetrying() && due.attempt() < config.maxAttempts();
            String status = outcome.delivered() ? "delivered" : retry ? "pending" : "failed";
            long backoff = config.retryDelay().toMillis() << Math.min(due.attempt() - 1, 20);
            long wait = Math.min(
                    Math.max(backoff, outcome.retryAfter().orElse(Duration.ZERO).toMillis()), LONGEST_WAIT.toMillis());
            try (PreparedStatement update = connection.prepareStatement("""
                    update push_deliveries set status = ?, last_status = ?, last_error = ?, locked_until = null,
                           delivered_at = case when ? then now() end,
                           next_attempt_at = now() + ? * interval '1 millisecond'
                    where id = ? and claimed_by = ? and attempts = ? and status = 'pending'""")) {
                update.setString(1, status);
                update.setObject(2, outcome.status());
                update.setString(3, outcome.error());
                update.setBoolean(4, outcome.delivered());
                update.setLong(5, wait);
                update.setLong(6, due.id());
                update.setObject(7, claimant);
                update.setInt(8, due.attempt());
                update.executeUpdate();
            }
        }
    }
}
