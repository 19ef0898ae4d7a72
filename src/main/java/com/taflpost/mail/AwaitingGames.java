package com.taflpost.mail;

import com.taflpost.game.GameColumns.SideToMove;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/** The active games in which a player is to move: what a digest lists, the soonest deadline first. */
@ApplicationScoped
class AwaitingGames {
    /** More than a mail should list; the rest are on the player's games page. */
    static final int MOST = 50;

    private final EntityManager database;

    AwaitingGames(EntityManager database) {
        this.database = database;
    }

    /** Games whose deadline passed are left out: they are lost on time, and the sweeper is settling them. */
    @Transactional(Transactional.TxType.MANDATORY)
    List<GameDue> of(UUID playerId, Instant now) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = database.createNativeQuery("select g.id, g.ruleset, g.board_id, o.name, g.deadline"
                        + " from games g left join players o on o.id = " + SideToMove.OPPONENT
                        + " where g.status = 'active' and " + SideToMove.PLAYER + " = :player"
                        + " and (g.deadline is null or g.deadline > :now)"
                        + " order by g.deadline nulls last, g.updated_at limit " + MOST)
                .setParameter("player", playerId)
                .setParameter("now", now)
                .getResultList();
        return rows.stream()
                .map(row -> new GameDue(
                        (String) row[0], (String) row[1], (String) row[2], (String) row[3], instant(row[4])))
                .toList();
    }

    /** A timestamptz as the JDBC driver hands it to a native query. */
    static Instant instant(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Instant instant) {
            return instant;
        }
        if (value instanceof OffsetDateTime offset) {
            return offset.toInstant();
        }
        return ((Timestamp) value).toInstant();
    }
}
