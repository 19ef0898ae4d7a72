package com.taflpost.game;

import com.taflpost.clock.GameClock;
import com.taflpost.event.EventLog;
import com.taflpost.player.Player;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
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

    // what a move changes: the moves, the time, the clock's running part, and the status and result when it ends
    private static final String RECORD_MOVE = """
            update games set moves = array_append(moves, ?), updated_at = ?, attackers_ms = ?, defenders_ms = ?,
                   deadline = ?, status = ?, result_winner = ?, result_reason = ?, version = version + 1
            where id = ? and version = ?
            returning id""";

    private static final String GLANCE =
            "select cardinality(moves), status, (status = 'active' and deadline <= ?) from games where id = ?";

    private static final Columns.SideColumn SIDE = new Columns.SideColumn();
    private static final Columns.StatusColumn STATUS = new Columns.StatusColumn();
    private static final Columns.WinnerColumn WINNER = new Columns.WinnerColumn();
    private static final Columns.ReasonColumn REASON = new Columns.ReasonColumn();

    private final DataSource database;

    GameRows(DataSource database) {
        this.database = database;
    }

    /**
     * The game with its moves and its players' ids and names (nothing else of theirs), in one query and detached:
     * to show it, or to play a move on it ({@link #move}). Needs no transaction.
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
            query.setTimestamp(1, Timestamp.from(now));
            query.setString(2, id);
            try (ResultSet row = query.executeQuery()) {
                return row.next()
                        ? Optional.of(new GameEntity.Glance(row.getInt(1), row.getString(2), row.getBoolean(3)))
                        : Optional.empty();
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /**
     * The write of a move played on {@code game} as read (by {@link #read}), with what the caller changed with it:
     * the time, the clock and, when the move ended the game, the status and result. One conditional update on the
     * version the game was read at, made with the move's events ({@link EventLog#raiseIf}): it changes no row when a
     * concurrent change won. When it changed the row, {@link #moved} makes the game follow it.
     */
    EventLog.Change move(GameEntity game, String notation) {
        return new EventLog.Change(RECORD_MOVE, update -> {
            update.setString(1, notation);
            update.setTimestamp(2, Timestamp.from(game.updatedAt));
            update.setObject(3, game.clock.attackersMs(), Types.BIGINT);
            update.setObject(4, game.clock.defendersMs(), Types.BIGINT);
            update.setTimestamp(5, game.clock.deadline() == null ? null : Timestamp.from(game.clock.deadline()));
            update.setString(6, STATUS.convertToDatabaseColumn(game.status));
            update.setString(7, WINNER.convertToDatabaseColumn(game.resultWinner));
            update.setString(8, REASON.convertToDatabaseColumn(game.resultReason));
            update.setString(9, game.id);
            update.setLong(10, game.version);
        });
    }

    /** The game as its row stands after {@link #move} changed it: one more move, the next version. */
    static void moved(GameEntity game, String notation) {
        List<String> longer = new ArrayList<>(game.moves.size() + 1);
        longer.addAll(game.moves);
        longer.add(notation);
        game.moves = List.copyOf(longer);
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
        game.moves = List.copyOf(Arrays.asList((String[]) moves.getArray()));
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

    /** A player as a read shows them: id and name, never stored. */
    private static Player player(ResultSet row, int column) throws SQLException {
        UUID id = (UUID) row.getObject(column);
        if (id == null) {
            return null;
        }
        Player player = new Player();
        player.id = id;
        player.name = row.getString(column + 1);
        return player;
    }
}
