package com.taflpost.game;

import com.taflpost.platform.Now;
import io.quarkus.logging.Log;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.UUID;

/**
 * Settles games whose side to move ran out of time: the sweeper does it on a schedule, and every read does it first
 * for the games it shows whose loaded deadline has passed, so that no answer shows a game that should be over. The
 * due rows are locked ({@code FOR UPDATE}) before they are changed, so that of several server instances only one
 * settles a game; the others find it finished.
 */
@ApplicationScoped
public class Timeouts {
    private static final int SWEEP_BATCH = 100;

    @Inject
    EntityManager database;

    @Inject
    Now now;

    @Inject
    GameStore store;

    @Inject
    GameEnding ending;

    /** Whether the game, as loaded, is active and past its deadline: only then is there anything to settle. */
    public boolean due(GameEntity game) {
        return game.status == GameStatus.ACTIVE && game.clock.overdue(now.instant());
    }

    /**
     * Settles the game if it is overdue, in a transaction of its own (for a request that runs in none), and says
     * whether it did.
     */
    public boolean settleAlone(String gameId) {
        return QuarkusTransaction.requiringNew().call(() -> settle(gameId));
    }

    /** Settles the game if it is overdue, and says whether it did; joins the caller's transaction. */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean settle(String gameId) {
        return settleAll(lockDue("g.id = :id", "id", gameId, false));
    }

    /** Settles the player's overdue games; joins the caller's transaction. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void settleFor(UUID playerId) {
        settleAll(lockDue(
                "(g.attackers_player_id = :player or g.defenders_player_id = :player)", "player", playerId, false));
    }

    /** Settles the due games no other instance is settling now. */
    @Scheduled(every = "${taflpost.clock.sweep-interval:10s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    @Transactional
    void sweep() {
        List<String> due = lockDue("true", null, null, true);
        if (!due.isEmpty()) {
            Log.debugf("%d game(s) ran out of time", due.size());
        }
        settleAll(due);
    }

    /**
     * Locks the matching overdue active games. Readers wait for a lock held by a move or another instance's settling
     * and then see the row as it was committed; the sweeper skips locked rows, whoever holds them settles them.
     */
    @SuppressWarnings("unchecked")
    private List<String> lockDue(String where, String name, Object value, boolean skipLocked) {
        var query = database.createNativeQuery(
                        "select g.id from games g where g.status = 'active' and g.deadline <= :now and " + where
                                + " order by g.deadline limit " + SWEEP_BATCH + " for update"
                                + (skipLocked ? " skip locked" : ""))
                .setParameter("now", now.instant());
        if (name != null) {
            query.setParameter(name, value);
        }
        return (List<String>) query.getResultList();
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
