package com.taflpost.game;

import com.taflpost.clock.GameClock;
import com.taflpost.http.CachedJsonList;
import com.taflpost.player.Player;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.UUID;

/**
 * A game's row as plain JDBC reads and writes it: the query of one game with its players' ids and names, the mapping
 * of its columns onto a detached {@link GameEntity}, and the column values the hand-written statements bind.
 */
final class GameRow {
    static final String QUERY = """
            select g.id, g.ruleset, g.board_id, g.start_position, g.start_side, g.anonymous, g.imported, g.rated,
                   g.tournament_id, g.tournament_round, g.status, g.result_winner, g.result_reason, g.created_at,
                   g.updated_at, g.version, g.clock_type, g.clock_per_move_ms, g.clock_initial_ms,
                   g.clock_increment_ms, g.clock_cap_ms, g.attackers_ms, g.defenders_ms, g.deadline, g.moves,
                   a.id, a.name, d.id, d.name, r.id, r.name, g.rematch, g.rematch_of, g.rematch_offered_by,
                   g.seat_games, g.move_times, g.move_clock_ms, g.takebacks, g.takeback_offered_by,
                   g.conditional_side, a.vacation_until, d.vacation_until, coalesce(t.vacation_allowed, true),
                   g.computer_level, g.computer_side, g.rules
            from games g
            left join players a on a.id = g.attackers_player_id
            left join players d on d.id = g.defenders_player_id
            left join players r on r.id = g.reserved_player_id
            left join tournaments t on t.id = g.tournament_id
            where g.id = ?""";

    static final GameColumns.SideColumn SIDE = new GameColumns.SideColumn();
    static final GameColumns.StatusColumn STATUS = new GameColumns.StatusColumn();
    static final GameColumns.WinnerColumn WINNER = new GameColumns.WinnerColumn();
    static final GameColumns.ReasonColumn REASON = new GameColumns.ReasonColumn();

    private GameRow() {}

    /** An instant as PostgreSQL reads a timestamptz: exact to the microsecond, in no time zone. */
    static String text(Instant at) {
        return at == null ? null : at.toString();
    }

    static GameEntity read(ResultSet row) throws SQLException {
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
        game.rematch = row.getString(32);
        game.rematchOf = row.getString(33);
        game.rematchOfferedBy = SIDE.convertToEntityAttribute(row.getString(34));
        Array seatGames = row.getArray(35);
        game.seatGames = List.of((String[]) seatGames.getArray());
        seatGames.free();
        Array times = row.getArray(36);
        Array clocks = row.getArray(37);
        game.moveTimes = GameStore.aligned(instants((Object[]) times.getArray()), game.moves.size());
        game.moveClocksMs = GameStore.aligned(Arrays.asList((Long[]) clocks.getArray()), game.moves.size());
        times.free();
        clocks.free();
        game.takebacks = row.getBoolean(38);
        game.takebackOfferedBy = SIDE.convertToEntityAttribute(row.getString(39));
        game.conditionalSide = SIDE.convertToEntityAttribute(row.getString(40));
        if (game.attackers != null) {
            game.attackers.vacationUntil = instant(row, 41);
        }
        if (game.defenders != null) {
            game.defenders.vacationUntil = instant(row, 42);
        }
        game.vacationAllowed = row.getBoolean(43);
        int level = row.getInt(44);
        game.computerLevel = row.wasNull() ? null : level;
        game.computerSide = SIDE.convertToEntityAttribute(row.getString(45));
        game.rules = row.getString(46);
        return game;
    }

    /** A timestamptz[] as the driver gives it (timestamps), as instants; nulls stay. */
    private static List<Instant> instants(Object[] values) {
        List<Instant> instants = new ArrayList<>(values.length);
        for (Object value : values) {
            instants.add(value == null ? null : ((Timestamp) value).toInstant());
        }
        return Collections.unmodifiableList(instants);
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
