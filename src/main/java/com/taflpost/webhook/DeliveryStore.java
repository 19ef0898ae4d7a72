package com.taflpost.webhook;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agroal.api.AgroalDataSource;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The deliveries' rows: claimed one per webhook at a time, renewed while sent, and recorded with the webhook's
 * breaker and its receiver's slow answers. A claim is {@code claimed_by} together with the attempt it counted, so that a claimant that lost its claim
 * (it stalled past it and another instance took over) records nothing.
 */
final class DeliveryStore implements ClaimLoop.Store<DeliveryStore.Due, Outcome> {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** First key of the advisory lock claims are taken under, apart from the other advisory locks. */
    private static final int CLAIM_LOCK_SPACE = 7412;

    /** A claimed delivery: which attempt this is, where it goes, what it says, and how long its receiver gets. */
    record Due(
            long id,
            int attempt,
            UUID webhookId,
            String url,
            String secret,
            long eventId,
            String type,
            String gameId,
            String payload,
            Instant createdAt,
            Duration timeout)
            implements ClaimLoop.Row {
        /** The body POSTed: the event as the event stream has it. */
        String body() {
            try {
                ObjectNode event = JSON.createObjectNode();
                event.put("id", eventId)
                        .put("type", type)
                        .put("gameId", gameId)
                        .put("createdAt", createdAt.toString())
                        .set("data", JSON.readTree(payload));
                return JSON.writeValueAsString(event);
            } catch (IOException e) {
                throw new IllegalStateException("cannot write the body of delivery " + id, e);
            }
        }
    }

    private final AgroalDataSource dataSource;
    private final WebhooksConfig config;
    private final Breaker breaker;
    private final AnswerTimeout answerTimeout;

    DeliveryStore(AgroalDataSource dataSource, WebhooksConfig config) {
        this.dataSource = dataSource;
        this.config = config;
        this.breaker = new Breaker(config.breakerFailures(), config.breakerDelay());
        this.answerTimeout = new AnswerTimeout(config.timeout(), config.slowTimeout(), config.slowAnswers());
    }

    /**
     * Claims up to {@code limit} due deliveries, the oldest due one of each webhook that has none in flight and is not
     * paused, at most {@link WebhooksConfig#perOwnerConcurrency()} in flight per player: each player's first before
     * anyone's second, so that the players with the fewest in flight go first whatever the age of the others'
     * backlog. Each webhook's next delivery is looked up by its own index entry, so that a claim costs the same with
     * ten deliveries waiting or a million, whatever the table's statistics say (an hour's soak once left 290,000
     * waiting, and a plan made for a few hundred took minutes over each claim). A webhook is busy when one of its rows
     * holds a live claim, looked up among the claimed rows alone (recording an attempt clears its claim, so only a
     * waiting delivery holds one). Claims are taken one instance at a time (an advisory lock for the transaction), so that each sees the
     * others' claims and the cap holds over all instances; rows another transaction holds are skipped, and the due
     * conditions are checked again on the locked row.
     */
    @Override
    public List<Due> claim(UUID claimant, int limit) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                try (PreparedStatement lock = connection.prepareStatement("select pg_advisory_xact_lock(?, 0)")) {
                    lock.setInt(1, CLAIM_LOCK_SPACE);
                    lock.execute();
                }
                // each webhook's next delivery read in order from its index, never gathered in a bitmap and sorted:
                // on statistics that think the backlog small, the planner gathers every waiting delivery each claim
                try (PreparedStatement ordered = connection.prepareStatement("set local enable_bitmapscan = off")) {
                    ordered.execute();
                }
                List<Due> due = claim(connection, claimant, limit);
                connection.commit();
                return due;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        }
    }

    private List<Due> claim(Connection connection, UUID claimant, int limit) throws SQLException {
        try (PreparedStatement claim = connection.prepareStatement("""
                with heads as (
                    select w.id, w.player_id, w.paused_until, next.id as next, busy.id is not null as busy
                    from webhooks w
                    left join lateral (select d.id from webhook_deliveries d
                                       where d.webhook_id = w.id and d.status = 'pending'
                                         and d.next_attempt_at <= now()
                                         and (d.locked_until is null or d.locked_until < now())
                                       order by d.id limit 1) next on true
                    left join lateral (select b.id from webhook_deliveries b
                                       where b.webhook_id = w.id and b.locked_until is not null
                                         and b.locked_until >= now()
                                       limit 1) busy on true),
                in_flight as (
                    select player_id, count(*) as sending from heads where busy group by player_id),
                candidates as (
                    select h.next as id, h.player_id from heads h
                    where h.next is not null and not h.busy
                      and (h.paused_until is null or h.paused_until <= now())),
                turns as (
                    select c.id, coalesce(f.sending, 0)
                                 + row_number() over (partition by c.player_id order by c.id) as turn
                    from candidates c left join in_flight f on f.player_id = c.player_id),
                due as (
                    select d.id from webhook_deliveries d join turns t on t.id = d.id
                    where t.turn <= ? and d.status = 'pending'
                      and (d.locked_until is null or d.locked_until < now())
                    order by t.turn, d.id limit ? for update of d skip locked),
                claimed as (
                    update webhook_deliveries d set locked_until = now() + ? * interval '1 millisecond',
                           claimed_by = ?, attempts = d.attempts + 1
                    from due where d.id = due.id
                    returning d.id, d.attempts, d.webhook_id, d.event_id)
                select c.id, c.attempts, w.id, w.url, w.secret,
                e.id, e.type, e.game_id, e.payload::text, e.created_at, w.slow_answers
                from claimed c join webhooks w on w.id = c.webhook_id join events e on e.id = c.event_id
                order by c.id""")) {
            claim.setInt(1, config.perOwnerConcurrency());
            claim.setInt(2, limit);
            claim.setLong(3, config.claim().toMillis());
            claim.setObject(4, claimant);
            List<Due> due = new ArrayList<>();
            try (ResultSet rows = claim.executeQuery()) {
                while (rows.next()) {
                    due.add(new Due(
                            rows.getLong(1),
                            rows.getInt(2),
                            rows.getObject(3, UUID.class),
                            rows.getString(4),
                            rows.getString(5),
                            rows.getLong(6),
                            rows.getString(7),
                            rows.getString(8),
                            rows.getString(9),
                            rows.getTimestamp(10).toInstant(),
                            answerTimeout.after(rows.getInt(11))));
                }
            }
            return due;
        }
    }

    /** Extends the claims still held on deliveries being sent. */
    @Override
    public void renew(UUID claimant, Collection<Due> sending) throws SQLException {
        ClaimLoop.renewClaims(dataSource, "webhook_deliveries", claimant, sending, config.claim());
    }

    /**
     * Records an attempt that took {@code took}, if the claim on it is still this claimant's, feeds the webhook's
     * breaker (a success closes it, a failure counts and may pause the webhook) and counts its slow answers in a row.
     */
    @Override
    public void record(UUID claimant, Due due, Outcome outcome, Duration took) throws SQLException {
        boolean delivered = outcome.delivered();
        boolean givenUp = !delivered && due.attempt() >= config.maxAttempts();
        long wait = config.retryDelay().toMillis() << Math.min(due.attempt() - 1, 20);
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                if (update(
                        connection,
                        claimant,
                        due,
                        outcome,
                        delivered ? "delivered" : givenUp ? "failed" : "pending",
                        wait)) {
                    feedBreaker(connection, due.webhookId(), delivered);
                    countSlowAnswers(connection, due.webhookId(), answerTimeout.slow(outcome, took));
                }
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        }
    }

    private static boolean update(
            Connection connection, UUID claimant, Due due, Outcome outcome, String status, long wait)
            throws SQLException {
        try (PreparedStatement update = connection.prepareStatement("""
                update webhook_deliveries set status = ?, last_status = ?, last_error = ?, locked_until = null,
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
            return update.executeUpdate() == 1;
        }
    }

    private void countSlowAnswers(Connection connection, UUID webhookId, boolean slow) throws SQLException {
        try (PreparedStatement count = connection.prepareStatement("""
                update webhooks set slow_answers = case when ? then least(slow_answers + 1, ?) else 0 end
                where id = ? and (? or slow_answers > 0)""")) {
            count.setBoolean(1, slow);
            count.setInt(2, config.slowAnswers());
            count.setObject(3, webhookId);
            count.setBoolean(4, slow);
            count.executeUpdate();
        }
    }

    private void feedBreaker(Connection connection, UUID webhookId, boolean delivered) throws SQLException {
        if (delivered) {
            try (PreparedStatement close = connection.prepareStatement(
                    "update webhooks set failures = 0, paused_until = null where id = ? and failures > 0")) {
                close.setObject(1, webhookId);
                close.executeUpdate();
            }
            return;
        }
        int failures;
        try (PreparedStatement count = connection.prepareStatement(
                "update webhooks set failures = failures + 1 where id = ? returning failures")) {
            count.setObject(1, webhookId);
            try (ResultSet row = count.executeQuery()) {
                if (!row.next()) {
                    return; // deleted meanwhile
                }
                failures = row.getInt(1);
            }
        }
        Optional<Duration> pause = breaker.pauseAfter(failures);
        if (pause.isPresent()) {
            try (PreparedStatement open = connection.prepareStatement(
                    "update webhooks set paused_until = now() + ? * interval '1 millisecond' where id = ?")) {
                open.setLong(1, pause.get().toMillis());
                open.setObject(2, webhookId);
                open.executeUpdate();
            }
        }
    }
}
