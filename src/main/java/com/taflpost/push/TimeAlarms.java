package com.taflpost.push;

import com.taflpost.event.EventLog;
import com.taflpost.event.Recipients;
import com.taflpost.game.GameColumns.SideToMove;
import com.taflpost.platform.Now;
import com.taflpost.rules.Side;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * Raises the time alarm, as lichess's correspondence alarm does: once {@link #SHARE_PASSED} of the time the side to
 * move had when its turn began has passed, a time-alarm event to that player or seat, which streams carry and pushes
 * tell. A player who turned the alarm off in the notification settings gets none. The events are written by the
 * statement that records the alarms (game, ply), so that of several instances one raises each, once.
 */
@ApplicationScoped
class TimeAlarms {
    static final double SHARE_PASSED = 0.8;
    static final String TIME_ALARM = "time-alarm";

    private static final int BATCH = 100;

    private final EntityManager database;
    private final EventLog log;
    private final Now now;

    TimeAlarms(EntityManager database, EventLog log, Now now) {
        this.database = database;
        this.log = log;
        this.now = now;
    }

    /** A game whose side to move is past the alarm, not yet told. */
    private record Due(String gameId, int ply, Side side, UUID player, Instant deadline) {

        String recipient() {
            return player == null ? Recipients.seat(gameId, side) : Recipients.player(player);
        }

        String payload() {
            return "{\"gameId\":\"" + gameId + "\",\"ply\":" + ply + ",\"side\":\"" + side.id() + "\",\"deadline\":\""
                    + deadline + "\"}";
        }
    }

    /**
     * Raises the alarms due, a batch at a time until none is left: each batch is one statement that records its
     * alarms and writes the events of those it recorded.
     */
    @Scheduled(every = "${taflpost.push.alarm-poll:30s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void raiseDue() {
        Instant at = now.instant();
        List<Due> batch;
        do {
            batch = QuarkusTransaction.requiringNew().call(() -> due(at));
            if (!batch.isEmpty()) {
                raise(batch);
            }
        } while (batch.size() == BATCH);
    }

    @SuppressWarnings("unchecked")
    private List<Due> due(Instant at) {
        List<Object[]> rows = database.createNativeQuery("select g.id, cardinality(g.moves), " + SideToMove.SIDE + ", "
                        + SideToMove.PLAYER + ", g.deadline from games g"
                        + " left join notification_settings n on n.player_id = " + SideToMove.PLAYER
                        + " where g.status = 'active' and g.deadline > :now and " + SideToMove.ALLOTTED_MS
                        + " is not null and g.deadline - make_interval(secs => " + SideToMove.ALLOTTED_MS
                        + " * (1 - :share) / 1000.0) <= :now and (n.alarm is null or n.alarm)"
                        + " and not exists (select 1 from time_alarms a where a.game_id = g.id"
                        + " and a.ply = cardinality(g.moves))"
                        + " order by g.deadline limit " + BATCH)
                .setParameter("now", at)
                .setParameter("share", SHARE_PASSED)
                .getResultList();
        return rows.stream()
                .map(row -> new Due(
                        (String) row[0],
                        ((Number) row[1]).intValue(),
                        Side.fromId((String) row[2]),
                        (UUID) row[3],
                        instant(row[4])))
                .toList();
    }

    private void raise(List<Due> batch) {
        String[] games = batch.stream().map(Due::gameId).toArray(String[]::new);
        Integer[] plies = batch.stream().map(Due::ply).toArray(Integer[]::new);
        // each alarm recorded is numbered by its game's place in the batch, so that its event is written with it
        EventLog.Change recorded = new EventLog.Change("""
                insert into time_alarms (game_id, ply) select * from unnest(?::text[], ?::int[])
                on conflict do nothing returning array_position(?::text[], game_id) as made""", statement -> {
            statement.setObject(1, games);
            statement.setObject(2, plies);
            statement.setObject(3, games);
        });
        log.raiseEach(
                recorded,
                batch.stream()
                        .map(due -> List.of(
                                new EventLog.NewEvent(due.recipient(), TIME_ALARM, due.gameId(), due.payload())))
                        .toList());
    }

    private static Instant instant(Object value) {
        return value instanceof java.sql.Timestamp timestamp ? timestamp.toInstant() : (Instant) value;
    }
}
