package com.taflpost.game;

import static com.taflpost.game.GameRow.REASON;
import static com.taflpost.game.GameRow.SIDE;
import static com.taflpost.game.GameRow.STATUS;
import static com.taflpost.game.GameRow.WINNER;
import static com.taflpost.game.GameRow.text;

import com.taflpost.clock.GameClock;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import javax.sql.DataSource;

/**
 * Writes of many games in one statement each: a tournament round's new games and a sweep's games out of time. One
 * statement of arrays, because writing each game alone (or persisting each with Hibernate) costs a round trip or a
 * flush per game.
 */
@ApplicationScoped
public class GameBatches {
    /**
     * New games with both seats taken, one row per element of the arrays: what {@link #createAll} writes. The
     * columns left out take their defaults (no moves, version 0, no result, nobody reserved).
     */
    private static final String INSERT_SEATED = """
            insert into games (id, ruleset, board_id, start_position, start_side, attackers_player_id,
                               defenders_player_id, anonymous, imported, rated, tournament_id, tournament_round,
                               status, created_at, updated_at, clock_type, clock_per_move_ms, clock_initial_ms,
                               clock_increment_ms, clock_cap_ms, attackers_ms, defenders_ms, deadline, position_key)
            select id, ruleset, board_id, start_position, start_side, attackers::uuid, defenders::uuid, false, false,
                   rated, tournament_id, tournament_round, status, created_at, updated_at, clock_type, per_move_ms,
                   initial_ms, increment_ms, cap_ms, attackers_ms, defenders_ms, deadline, position_key
            from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::boolean[],
                        ?::text[], ?::int[], ?::text[], ?::timestamptz[], ?::timestamptz[], ?::text[], ?::bigint[],
                        ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::timestamptz[], ?::bigint[])
                 g(id, ruleset, board_id, start_position, start_side, attackers, defenders, rated, tournament_id,
                   tournament_round, status, created_at, updated_at, clock_type, per_move_ms, initial_ms, increment_ms,
                   cap_ms, attackers_ms, defenders_ms, deadline, position_key)""";

    /**
     * Games that ran out of time, each on its version as read: finished with the result and clocks given, the time
     * their deadline's, no conditional side and the next version; what a Hibernate flush of each writes.
     */
    private static final String TIME_OUT = """
            update games g set status = m.status, result_winner = m.result_winner, result_reason = m.result_reason,
                   updated_at = m.updated_at, attackers_ms = m.attackers_ms, defenders_ms = m.defenders_ms,
                   deadline = m.deadline, conditional_side = null, version = g.version + 1
            from unnest(?::text[], ?::bigint[], ?::text[], ?::text[], ?::text[], ?::timestamptz[], ?::bigint[],
                        ?::bigint[], ?::timestamptz[])
                 m(id, version, status, result_winner, result_reason, updated_at, attackers_ms, defenders_ms,
                   deadline)
            where g.id = m.id and g.version = m.version
            returning g.id""";

    private final DataSource database;
    private final EntityManager entities;

    GameBatches(DataSource database, EntityManager entities) {
        this.database = database;
        this.entities = entities;
    }

    /**
     * Stores new games of two registered players (a tournament's rounds) in the caller's transaction, with one
     * statement: persisting each would flush every game persisted before it again. The caller's changes are written
     * first, as the games may refer to them.
     */
    public void createAll(List<GameEntity> games) {
        if (games.isEmpty()) {
            return;
        }
        entities.flush();
        try (Connection connection = database.getConnection();
                PreparedStatement insert = connection.prepareStatement(INSERT_SEATED)) {
            insert.setObject(1, texts(games, g -> g.id));
            insert.setObject(2, texts(games, g -> g.ruleset));
            insert.setObject(3, texts(games, g -> g.boardId));
            insert.setObject(4, texts(games, g -> g.startPosition));
            insert.setObject(5, texts(games, g -> SIDE.convertToDatabaseColumn(g.startSide)));
            insert.setObject(6, texts(games, g -> g.attackers.id.toString()));
            insert.setObject(7, texts(games, g -> g.defenders.id.toString()));
            insert.setObject(8, games.stream().map(g -> g.rated).toArray(Boolean[]::new));
            insert.setObject(9, texts(games, g -> g.tournamentId));
            insert.setObject(10, games.stream().map(g -> g.tournamentRound).toArray(Integer[]::new));
            insert.setObject(11, texts(games, g -> STATUS.convertToDatabaseColumn(g.status)));
            insert.setObject(12, texts(games, g -> text(g.createdAt)));
            insert.setObject(13, texts(games, g -> text(g.updatedAt)));
            insert.setObject(14, texts(games, g -> g.clock.type()));
            insert.setObject(15, millis(games, GameClock::perMoveMs));
            insert.setObject(16, millis(games, GameClock::initialMs));
            insert.setObject(17, millis(games, GameClock::incrementMs));
            insert.setObject(18, millis(games, GameClock::capMs));
            insert.setObject(19, millis(games, GameClock::attackersMs));
            insert.setObject(20, millis(games, GameClock::defendersMs));
            insert.setObject(21, texts(games, g -> text(g.clock.deadline())));
            insert.setObject(22, games.stream().map(g -> g.positionKey).toArray(Long[]::new));
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    private static String[] texts(List<GameEntity> games, Function<GameEntity, String> value) {
        return games.stream().map(value).toArray(String[]::new);
    }

    private static Long[] millis(List<GameEntity> games, Function<GameClock, Long> value) {
        return games.stream().map(g -> value.apply(g.clock)).toArray(Long[]::new);
    }

    /**
     * Writes games that ran out of time (their result, clocks and time set on them, their version the one read) with
     * one statement, in the caller's transaction; each written game's version moves on. The ids of those written: a
     * game changed since it was read is left as it is.
     */
    public Set<String> writeTimeouts(List<GameEntity> games) {
        if (games.isEmpty()) {
            return Set.of();
        }
        try (Connection connection = database.getConnection();
                PreparedStatement update = connection.prepareStatement(TIME_OUT)) {
            update.setObject(1, texts(games, g -> g.id));
            update.setObject(2, games.stream().map(g -> g.version).toArray(Long[]::new));
            update.setObject(3, texts(games, g -> STATUS.convertToDatabaseColumn(g.status)));
            update.setObject(4, texts(games, g -> WINNER.convertToDatabaseColumn(g.resultWinner)));
            update.setObject(5, texts(games, g -> REASON.convertToDatabaseColumn(g.resultReason)));
            update.setObject(6, texts(games, g -> text(g.updatedAt)));
            update.setObject(7, millis(games, GameClock::attackersMs));
            update.setObject(8, millis(games, GameClock::defendersMs));
            update.setObject(9, texts(games, g -> text(g.clock.deadline())));
            Set<String> written = new HashSet<>();
            try (ResultSet row = update.executeQuery()) {
                while (row.next()) {
                    written.add(row.getString(1));
                }
            }
            for (GameEntity game : games) {
                if (written.contains(game.id)) {
                    game.conditionalSide = null;
                    game.version++;
                }
            }
            return written;
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }
}
