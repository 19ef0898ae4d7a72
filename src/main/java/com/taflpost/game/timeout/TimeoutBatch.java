package com.taflpost.game.timeout;

import com.taflpost.event.EventLog;
import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.game.GameEnded;
import com.taflpost.game.GameEnding;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameEvents;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameStore;
import com.taflpost.platform.Now;
import com.taflpost.rules.Game;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * One batch of the sweeper: the overdue games no other transaction holds, settled as a set. Their rows are written by
 * one statement and their game-over events by as few as the event log allows; then {@link GameEnded} is fired for each,
 * in the order of their deadlines, so that ratings and tournaments see what a settlement of one game at a time shows.
 *
 * <p>The locks are taken in one order, and only the recipients' wait: the games' rows and then what their endings
 * lock ({@link EndingLocks}: tournaments, then ratings) are taken skipping locked rows. A game whose tournament or
 * ratings another transaction holds waits for a later batch, so the batch never waits holding a row another change
 * wants while it holds what the batch wants (the deadlock of a sweep meeting a tournament's ending).
 */
@ApplicationScoped
class TimeoutBatch {
    /** Games per batch: enough that a statement settles many, few enough that their locks are held briefly. */
    static final int SIZE = 200;

    @Inject
    EntityManager database;

    @Inject
    Now now;

    @Inject
    GameStore store;

    @Inject
    GameEnding ending;

    @Inject
    GameEvents events;

    @Inject
    EventLog log;

    @Inject
    Instance<EndingLocks> endingLocks;

    /**
     * Settles up to {@link #SIZE} overdue games no other transaction holds, in a transaction of its own; how many it
     * settled. None when none is due, or when every due game's tournament or ratings are held elsewhere just now.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    int sweep() {
        return settle(lockDue("true", null, null), true);
    }

    /**
     * Settles the overdue games matching {@code where} (its parameter {@code name} set to {@code value}) in the
     * caller's transaction, for a read: without waiting for any lock, so that a game whose row, recipients,
     * tournament or ratings another transaction holds (a sweep's batch) is left as it is, for its holder to settle.
     * How many it settled.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    int settleWithoutWaiting(String where, String name, Object value) {
        return settle(lockDue(where, name, value), false);
    }

    /**
     * Settles the due games locked. A sweep ({@code sweeping}) waits for their recipients' locks and runs in a
     * transaction of its own, whose persistence context it may clear; a read does neither.
     */
    private int settle(List<String> due, boolean sweeping) {
        if (due.isEmpty()) {
            return 0;
        }
        Map<String, GameEntity> byId =
                store.readAll(due).stream().collect(Collectors.toMap(g -> g.id, Function.identity()));
        List<GameEntity> games = new ArrayList<>(due.size());
        List<Game> replayed = new ArrayList<>(due.size());
        for (String id : due) {
            GameEntity game = byId.get(id);
            // as committed: a move made in time, or another settlement, was committed before the lock was taken
            if (game != null && game.status == GameStatus.ACTIVE && game.clock.overdue(now.instant())) {
                replayed.add(GameEnding.timedOut(game));
                games.add(game);
            }
        }
        List<List<NewEvent>> told = new ArrayList<>(games.size());
        for (int i = 0; i < games.size(); i++) {
            told.add(events.overEvents(games.get(i), replayed.get(i)));
        }
        List<String> recipients =
                told.stream().flatMap(List::stream).map(NewEvent::recipient).toList();
        if (sweeping) {
            log.lockRecipients(recipients);
        } else if (!log.tryLockRecipients(recipients)) {
            return 0;
        }
        Set<String> deferred = new HashSet<>();
        endingLocks.stream()
                .sorted(Comparator.comparingInt(EndingLocks::order))
                .forEach(locks -> deferred.addAll(locks.lockSkipping(
                        games.stream().filter(g -> !deferred.contains(g.id)).toList())));
        List<GameEntity> settling = new ArrayList<>(games.size());
        List<Game> settlingReplayed = new ArrayList<>(games.size());
        List<NewEvent> settlingTold = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            if (!deferred.contains(games.get(i).id)) {
                settling.add(games.get(i));
                settlingReplayed.add(replayed.get(i));
                settlingTold.addAll(told.get(i));
            }
        }
        // the games end as every game ends, the rows, events and GameEnded written by the one ending
        ending.timedOutAll(settling, settlingReplayed, settlingTold, () -> {
            if (sweeping) {
                // what the observers loaded (ratings, tournaments) is written and let go: every flush checks each
                // managed entity, and a batch's would otherwise grow with every game
                database.flush();
                database.clear();
            }
        });
        return settling.size();
    }

    /** The overdue active games matching {@code where} no other transaction holds, locked, the earliest first. */
    @SuppressWarnings("unchecked")
    private List<String> lockDue(String where, String name, Object value) {
        var query = database.createNativeQuery("select g.id from games g where g.status = 'active'"
                        + " and g.deadline <= :now and " + where + " order by g.deadline, g.id limit " + SIZE
                        + " for update skip locked")
                .setParameter("now", now.instant());
        if (name != null) {
            query.setParameter(name, value);
        }
        return (List<String>) query.getResultList();
    }
}
