package com.taflpost.mail;

import com.taflpost.game.GameColumns.SideToMove;
import com.taflpost.game.takeback.TakenBack;
import com.taflpost.platform.Now;
import io.quarkus.logging.Log;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * Sends the time alarms that are due: once {@link #SHARE_PASSED} of the time a player had when their turn began has
 * passed, one mail for that move. The alarm is claimed by inserting its row (game, player, ply) in the transaction
 * that sends it, so that of several instances, and across restarts, one sends it once; a refused mail rolls the row
 * back and the next poll tries again.
 */
@ApplicationScoped
class AlarmJob {
    /** The share of the move's time after which the alarm goes out. */
    static final double SHARE_PASSED = 0.8;

    private static final int BATCH = 100;

    private final EntityManager database;
    private final MailSwitch mail;
    private final Now now;
    private final Postbox postbox;
    private final MailLinks links;

    AlarmJob(EntityManager database, MailSwitch mail, Now now, Postbox postbox, MailLinks links) {
        this.database = database;
        this.mail = mail;
        this.now = now;
        this.postbox = postbox;
        this.links = links;
    }

    /** One alarm due: the game, who is to move, at which ply, and where to write. */
    private record Due(GameDue game, UUID player, int ply, String name, String address, String unsubscribeToken) {}

    @Scheduled(every = "${taflpost.mail.poll:1m}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sendDue() {
        if (!mail.enabled()) {
            return;
        }
        Instant at = now.instant();
        for (Due due : QuarkusTransaction.requiringNew().call(() -> due(at))) {
            try {
                QuarkusTransaction.requiringNew().run(() -> send(due));
            } catch (RuntimeException e) {
                Log.warnf(
                        e,
                        "mail: the alarm of game %s was not sent; it is tried again",
                        due.game().id());
            }
        }
    }

    @SuppressWarnings("unchecked")
    private List<Due> due(Instant at) {
        List<Object[]> rows = database.createNativeQuery("select g.id, g.ruleset, g.board_id, o.name, g.deadline,"
                        + " p.id, cardinality(g.moves), p.name, m.address, n.unsubscribe_token from games g"
                        + " join players p on p.id = " + SideToMove.PLAYER + " and p.deleted_at is null"
                        + " join notification_settings n on n.player_id = p.id and n.email and n.alarm"
                        + " join mail_addresses m on m.player_id = p.id and m.verified_at is not null"
                        + " left join players o on o.id = " + SideToMove.OPPONENT
                        + " where g.status = 'active' and g.deadline > :now and " + SideToMove.ALLOTTED_MS
                        + " is not null and g.deadline - make_interval(secs => " + SideToMove.ALLOTTED_MS
                        + " * (1 - :share) / 1000.0) <= :now"
                        + " and not exists (select 1 from mail_alarms a where a.game_id = g.id"
                        + " and a.player_id = p.id and a.ply = cardinality(g.moves))"
                        + " order by g.deadline limit " + BATCH)
                .setParameter("now", at)
                .setParameter("share", SHARE_PASSED)
                .getResultList();
        return rows.stream()
                .map(row -> new Due(
                        new GameDue(
                                (String) row[0],
                                (String) row[1],
                                (String) row[2],
                                (String) row[3],
                                AwaitingGames.instant(row[4])),
                        (UUID) row[5],
                        ((Number) row[6]).intValue(),
                        (String) row[7],
                        (String) row[8],
                        (String) row[9]))
                .toList();
    }

    private void send(Due due) {
        // a second instance's insert waits for this one's transaction, then finds the row and sends nothing
        int claimed = database.createNativeQuery("insert into mail_alarms (game_id, player_id, ply, sent_at)"
                        + " values (:game, :player, :ply, :at) on conflict do nothing")
                .setParameter("game", due.game().id())
                .setParameter("player", due.player())
                .setParameter("ply", due.ply())
                .setParameter("at", now.instant())
                .executeUpdate();
        if (claimed == 1) {
            postbox.send(AlarmLetter.write(
                    due.address(),
                    due.name(),
                    due.game(),
                    now.instant(),
                    links,
                    links.unsubscribe(due.unsubscribeToken())));
        }
    }

    /**
     * A ply taken back is played again, on a clock that starts afresh: its alarm, claimed once per ply, may go out
     * again then.
     */
    void forgetAlarms(@Observes TakenBack back) {
        database.createNativeQuery("delete from mail_alarms where game_id = :game and ply >= :ply")
                .setParameter("game", back.gameId())
                .setParameter("ply", back.ply())
                .executeUpdate();
    }
}
