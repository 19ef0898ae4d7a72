package com.taflpost.game.timeout;

import com.taflpost.game.GameEnding;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameStore;
import com.taflpost.game.Timeouts;
import com.taflpost.platform.Now;
import com.taflpost.standby.Standby;
import io.quarkus.logging.Log;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

/**
 * Settles games whose side to move ran out of time: the sweeper does it on a schedule, and every read does it first
 * for the games it shows whose loaded deadline has passed, so that no answer shows a game that should be over. The
 * due rows are locked ({@code FOR UPDATE}) before they are changed, so that of several server instances only one
 * settles a game; the others find it finished.
 *
 * <p>The sweeper settles in batches ({@link TimeoutBatch}), each committed on its own so that its locks are held
 * briefly, one after another until no due game is left. A read never waits for it: a read settles the games it shows
 * as a batch of its own that takes every lock without waiting, and a game whose row, players' events, tournament or
 * ratings another transaction holds (a sweep's batch) it shows as last committed, overdue with no time left, for the
 * holder to settle. A change of the game (a move, a resignation, a vacation) settles it one game at a time and waits,
 * as any two changes of one game take turns.
 */
@ApplicationScoped
public class TimeoutSettler implements Timeouts {
    private static final int SETTLED_PER_CHANGE = 100;

    private static final String PLAYS = "(g.attackers_player_id = :player or g.defenders_player_id = :player)";

    @Inject
    EntityManager database;

    @Inject
    Now now;

    @Inject
    GameStore store;

    @Inject
    GameEnding ending;

    @Inject
    TimeoutBatch batch;

    @Inject
    Standby standby;

    /** Whether the game, as loaded, is active and past its deadline: only then is there anything to settle. */
    @Override
    public boolean due(GameEntity game) {
        return game.status == GameStatus.ACTIVE && game.clock.overdue(now.instant());
    }

    /**
     * Settles the game if it is overdue, for a read: in a transaction of its own and without waiting for a lock (see
     * {@link TimeoutBatch#settleWithoutWaiting}). Whether it did.
     */
    @Override
    public boolean settleAlone(String gameId) {
        return QuarkusTransaction.requiringNew().call(() -> batch.settleWithoutWaiting("g.id = :id", "id", gameId) > 0);
    }

    /**
     * Settles the game if it is overdue, before a move is played on it: in a transaction of its own, waiting for
     * whoever holds the game (a move must never be played after the deadline). Whether it did.
     */
    @Override
    public boolean settleBeforeMove(String gameId) {
        return QuarkusTransaction.requiringNew().call(() -> settle(gameId));
    }

    /** Settles the game if it is overdue, and says whether it did; joins the caller's transaction (a change's). */
    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean settle(String gameId) {
        return settleAll(lockDue("g.id = :id", "id", gameId));
    }

    /**
     * Settles the player's overdue games before a list of them is read: looked for where reads go (the standby when
     * it may), so that a read that finds none writes nothing; settled on the primary in a transaction of its own,
     * without waiting for a lock, when there is one.
     */
    @Override
    public void settleFor(UUID playerId) {
        if (overdueFor(playerId)) {
            QuarkusTransaction.requiringNew().run(() -> batch.settleWithoutWaiting(PLAYS, "player", playerId));
        }
    }

    private boolean overdueFor(UUID playerId) {
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement("select exists (select 1 from games g"
                        + " where g.status = 'active' and g.deadline <= ? and g.attackers_player_id = ?)"
                        + " or exists (select 1 from games g"
                        + " where g.status = 'active' and g.deadline <= ? and g.defenders_player_id = ?)")) {
            OffsetDateTime at = now.instant().atOffset(ZoneOffset.UTC);
            query.setObject(1, at);
            query.setObject(2, playerId);
            query.setObject(3, at);
            query.setObject(4, playerId);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return row.getBoolean(1);
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /**
     * Settles the player's overdue games before a change of their deadlines (a vacation), waiting for whoever holds
     * one: a game lost on time must be lost before its deadline moves. Joins the caller's transaction.
     */
    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void settleBeforeChange(UUID playerId) {
        settleAll(lockDue(PLAYS, "player", playerId));
    }

    /**
     * Settles the due games no other instance is settling now, batch after batch while a batch settles any: a
     * backlog (a tournament round's deadline) clears at the pace of the batches, not of the schedule.
     */
    @Scheduled(every = "${taflpost.clock.sweep-interval:10s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    @Override
    public void sweep() {
        int settled = 0;
        for (int batchSettled = batch.sweep(); batchSettled > 0; batchSettled = batch.sweep()) {
            settled += batchSettled;
        }
        if (settled > 0) {
            Log.debugf("%d game(s) ran out of time", settled);
        }
    }

    /**
     * Locks the matching overdue active games, for a change: it waits for a lock held by a move or a settling and then
     * sees the row as it was committed.
     */
    @SuppressWarnings("unchecked")
    private List<String> lockDue(String where, String name, Object value) {
        return (List<String>) database.createNativeQuery(
                        "select g.id from games g where g.status = 'active' and g.deadline <= :now and " + where
                                + " order by g.deadline limit " + SETTLED_PER_CHANGE + " for update")
                .setParameter("now", now.instant())
                .setParameter(name, value)
                .getResultList();
    }

    /** Settles the games that are still overdue; whether any was. */
    private boolean settleAll(List<String> ids) {
        boolean settled = false;
        for (String id : ids) {
            GameEntity game = store.load(id).orElseThrow();
            store.refresh(game);
            if (game.status == GameStatus.ACTIVE && game.clock.overdue(now.instant())) {
                // in the settling transaction: a settlement rolled back with its request tells nobody
                ending.timeOut(game);
                settled = true;
            }
        }
        return settled;
    }
}
