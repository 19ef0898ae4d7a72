package com.taflpost.game;

import com.taflpost.clock.GameClock;
import com.taflpost.event.EventLog;
import com.taflpost.http.CachedJsonList;
import com.taflpost.player.Player;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * A game's row read with plain JDBC into a detached {@link GameEntity} (or a {@link GameEntity.Glance} of it), for
 * reads that show a game and for moves: one narrow query (the players' ids and names joined, nothing else of
 * theirs), and for a move one conditional update, made with its events. Hibernate's row processing, and its flush,
 * cost more than the rest of a read or a move together, and neither needs what it offers (managed state). The connection is the
 * pool's, not a Hibernate session's: in a transaction it is the transaction's, the one Hibernate uses too.
 */
@ApplicationScoped
class GameRows {
    private static final String QUERY = """
            select g.id, g.ruleset, g.board_id, g.start_position, g.start_side, g.anonymous, g.imported, g.rated,
                   g.tournament_id, g.tournament_round, g.status, g.result_winner, g.result_reason, g.created_at,
                   g.updated_at, g.version, g.clock_type, g.clock_per_move_ms, g.clock_initial_ms,
                   g.clock_increment_ms, g.clock_cap_ms, g.attackers_ms, g.defenders_ms, g.deadline, g.moves,
                   a.id, a.name, d.id, d.name, r.id, r.name
            from games g
            left join players a on a.id = g.attackers_player_id
            left join players d on d.id = g.defenders_player_id
            left join players r on r.id = g.reserved_player_id
            where g.id = ?""";

    /**
     * What moves change, each on its game as read (by version): the moves, the time, the clock's running part, and
     * the status and result when it ends the game. A game row another transaction holds is skipped, not waited
     * for: its move is not made (as when a concurrent change won), so that a statement of many games' moves never
     * waits, while holding some of them, for a change that waits for its events' locks (see {@link EventLog}). Each
     * move finds and locks its row by the primary key and is updated by that row's ctid: matched as a set (id =
     * any(...) in a semi-join), a batch of 27 moves took 1.8 ms against 0.56 ms, and 2.8 ms of sequential scans when
     * the table had not been analysed yet. That alone did not keep the plan off the statistics, though: the range
     * on {@code made}, always true, tells the planner that few moves come (it assumes 10 for an unnest): the
     * statement's generic plan is made once per connection, and made while {@code games} is small (a new database),
     * it joined the rows by a sequential scan and a hash, which it kept as the table grew (auto_explain, 64 clients
     * after two minutes: 4.1-4.8 ms of a 7 ms statement scanning 3,598 games among 189,892 dead rows).
     */
    private static final String RECORD_MOVES = """
            update games g set moves = array_append(g.moves, m.move), updated_at = m.updated_at,
                   attackers_ms = m.attackers_ms, defenders_ms = m.defenders_ms, deadline = m.deadline,
                   status = m.status, result_winner = m.result_winner, result_reason = m.result_reason,
                   version = g.version + 1
            from unnest(?::text[], ?::bigint[], ?::text[], ?::timestamptz[], ?::bigint[], ?::bigint[],
                        ?::timestamptz[], ?::text[], ?::text[], ?::text[])
                 with ordinality m(id, version, move, updated_at, attackers_ms, defenders_ms, deadline, status,
                                   result_winner, result_reason, made)
                 cross join lateral (select l.ctid from games l where l.id = m.id and l.version = m.version
                                     for update skip locked) l
            where g.ctid = l.ctid and g.id = m.id and m.made between 1 and 2147483647
            returning m.made::int as made""";

    private static final String GLANCE =
            "select plies, status, (status = 'active' and deadline <= ?), version from games where id = ?";

    private static final GameColumnConverters.SideColumn SIDE = new GameColumnConverters.SideColumn();
    private static final GameColumnConverters.StatusColumn STATUS = new GameColumnConverters.StatusColumn();
    private static final GameColumnConverters.WinnerColumn WINNER = new GameColumnConverters.WinnerColumn();
    private static final GameColumnConverters.ReasonColumn REASON = new GameColumnConverters.ReasonColumn();

    private final DataSource database;

    GameRows(DataSource database) {
        this.database = database;
    }

    /**
     * The game with its moves and its players' ids and names (nothing else of theirs), in one query and detached:
     * to show it, or to play a move on it ({@link #moves}). Needs no transaction.
     */
    Optional<GameEntity> read(String id) {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(QUERY)) {
            query.setString(1, id);
            try (ResultSet row = query.executeQuery()) {
                return row.next() ? Optional.of(game(row)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** The game's {@link GameEntity.Glance} at {@code now}, in one query of one short row. */
    Optional<GameEntity.Glance> glance(String id, Instant now) {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(GLANCE)) {
            // typed (timestamptz): a parameter of unspecified type makes the driver describe the statement, and a
            // described statement with a text column is sent with a Sync of its own: two round trips a glance
            query.setObject(1, now.atOffset(ZoneOffset.UTC));
            query.setString(2, id);
            try (ResultSet row = query.executeQuery()) {
                return row.next()
                        ? Optional.of(new GameEntity.Glance(
                                row.getInt(1), row.getString(2), row.getBoolean(3), row.getLong(4)))
                        : Optional.empty();
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /**
     * The write of moves, each played on its game as read (by {@link #read}) with what the caller changed with it:
     * the time, the clock and, when the move ended the game, the status and result. One conditional update per game
     * on the version it was read at, made with the moves' events ({@link EventLog#raiseEach}, numbered as
     * {@code moves} is ordered): a game whose row a concurrent change won is not changed. When a game's row changed,
     * {@link #moved} makes the game follow it. At most one move per game.
     */
    EventLog.Change moves(List<Played> moves) {
        return new EventLog.Change(RECORD_MOVES, update -> {
            update.setObject(1, moves.stream().map(m -> m.game().id).toArray(String[]::new));
            update.setObject(2, moves.stream().map(m -> m.game().version).toArray(Long[]::new));
            update.setObject(3, moves.stream().map(Played::notation).toArray(String[]::new));
            update.setObject(
                    4, moves.stream().map(m -> text(m.game().updatedAt)).toArray(String[]::new));
            update.setObject(
                    5, moves.stream().map(m -> m.game().clock.attackersMs()).toArray(Long[]::new));
            update.setObject(
                    6, moves.stream().map(m -> m.game().clock.defendersMs()).toArray(Long[]::new));
            update.setObject(
                    7, moves.stream().map(m -> text(m.game().clock.deadline())).toArray(String[]::new));
            update.setObject(
                    8,
                    moves.stream()
                            .map(m -> STATUS.convertToDatabaseColumn(m.game().status))
                            .toArray(String[]::new));
            update.setObject(
                    9,
                    moves.stream()
                            .map(m -> WINNER.convertToDatabaseColumn(m.game().resultWinner))
                            .toArray(String[]::new));
            update.setObject(
                    10,
                    moves.stream()
                            .map(m -> REASON.convertToDatabaseColumn(m.game().resultReason))
                            .toArray(String[]::new));
        });
    }

    /** A move played on a game as read, with what it changed on it. */
    record Played(GameEntity game, String notation) {}

    /** An instant as PostgreSQL reads a timestamptz: exact to the microsecond, in no time zone. */
    private static String text(Instant at) {
        return at == null ? null : at.toString();
    }

    /** The game as its row stands after {@link #moves} changed it: one more move, the next version. */
    static void moved(GameEntity game, String notation) {
        game.moves = CachedJsonList.of(game.moves).plus(notation);
        game.version++;
    }

    private static GameEntity game(ResultSet row) throws SQLException {
        GameEntity game = new GameEntity();
        game.id = row.getString(1);
        game.ruleset = row.getString(2);
        game.boardId = row.getString(3);
        game.startPosition = row.getString(4);
        game.startSide = SIDE.convertToEntityAttribute(row.getString(5));
        game.anonymous = row.getBoolean(6);
        game.imported = row.getBoolean(7);
        game.rated = row.getBoolean(8);
        game.tournamentId = row.getString(9);
        game.tournamentRound = (Integer) row.getObject(10);
        game.status = STATUS.convertToEntityAttribute(row.getString(11));
        game.resultWinner = WINNER.convertToEntityAttribute(row.getString(12));
        game.resultReason = REASON.convertToEntityAttribute(row.getString(13));
        game.createdAt = instant(row, 14);
        game.updatedAt = instant(row, 15);
        game.version = row.getLong(16);
        game.clock = new GameClock(
                row.getString(17),
                (Long) row.getObject(18),
                (Long) row.getObject(19),
                (Long) row.getObject(20),
                (Long) row.getObject(21),
                (Long) row.getObject(22),
                (Long) row.getObject(23),
                instant(row, 24));
        Array moves = row.getArray(25);
        game.moves = CachedJsonList.of(Arrays.asList((String[]) moves.getArray()));
        moves.free();
        game.attackers = player(row, 26);
        game.defenders = player(row, 28);
        game.reserved = player(row, 30);
        return game;
    }

    private static Instant instant(ResultSet row, int column) throws SQLException {
        Timestamp at = row.getTimestamp(column);
        return at == null ? null : at.toInstant();
    }

    private static Player player(ResultSet row, int column) throws SQLException {
        UUID id = (UUID) row.getObject(column);
        return id == null ? null : GameEntity.shown(id, row.getString(column + 1));
    }
}
