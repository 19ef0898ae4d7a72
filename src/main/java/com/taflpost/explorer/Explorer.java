package com.taflpost.explorer;

import com.taflpost.catalog.MoveProblems;
import com.taflpost.catalog.PlyLimit;
import com.taflpost.catalog.Setup;
import com.taflpost.fairplay.PositionKey;
import com.taflpost.paging.Cursor;
import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.GameState;
import com.taflpost.rules.IllegalMove;
import com.taflpost.rules.Replay;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.sql.DataSource;

/**
 * Answers the explorer from its index: the moves played from a position from the counts kept per position and move, and
 * the games that played them from the moves themselves.
 */
@ApplicationScoped
public class Explorer {
    private static final String GAMES_LIST = "explorer-games";

    private static final String MOVES = """
            select move, attackers + defenders + draws, attackers, defenders, draws, imported
            from explorer_move_counts where position_key = ? and ruleset = ?
            order by attackers + defenders + draws desc, move""";

    private static final String GAMES = """
            select e.game_id, e.move, e.ply, e.winner, g.result_reason, e.ended_at
            from explorer_moves e join games g on g.id = e.game_id
            where e.position_key = ? and e.ruleset = ? and e.game_id is not null and (?::text is null or e.move = ?)
              and (e.ended_at, e.game_id, e.ply) < (?::timestamptz, ?, ?)
            order by e.ended_at desc, e.game_id desc, e.ply desc limit ?""";

    private final DataSource database;
    private final PlyLimit limit;

    Explorer(DataSource database, PlyLimit limit) {
        this.database = database;
        this.limit = limit;
    }

    /** The position asked about: its ruleset's id and its state. */
    record Looked(String ruleset, GameState state) {}

    public ExplorerView moves(ExplorerQuery query) {
        Looked looked = look(query);
        List<ExplorerView.PlayedMove> moves = new ArrayList<>();
        long total = 0;
        long imported = 0;
        try (Connection connection = database.getConnection();
                PreparedStatement read = connection.prepareStatement(MOVES)) {
            read.setLong(1, PositionKey.of(looked.state()));
            read.setString(2, looked.ruleset());
            try (ResultSet row = read.executeQuery()) {
                while (row.next()) {
                    moves.add(new ExplorerView.PlayedMove(
                            row.getString(1),
                            row.getLong(2),
                            row.getLong(3),
                            row.getLong(4),
                            row.getLong(5),
                            row.getLong(6)));
                    total += row.getLong(2);
                    imported += row.getLong(6);
                }
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
        return new ExplorerView(
                looked.ruleset(),
                looked.state().position(),
                looked.state().sideToMove().id(),
                total,
                imported,
                moves);
    }

    /** A page of the games through the position (only those that played {@code move} when given), the last first. */
    public Keyset<ExplorerGamesPage.PlayedGame> games(ExplorerQuery query, String move, CursorPaging paging) {
        Looked looked = look(query);
        Cursor cursor = paging.cursor(GAMES_LIST, 3);
        List<ExplorerGamesPage.PlayedGame> games = new ArrayList<>();
        try (Connection connection = database.getConnection();
                PreparedStatement read = connection.prepareStatement(GAMES)) {
            read.setLong(1, PositionKey.of(looked.state()));
            read.setString(2, looked.ruleset());
            read.setString(3, move);
            read.setString(4, move);
            read.setString(5, cursor == null ? "infinity" : cursor.timeText(0));
            read.setString(6, cursor == null ? "~" : cursor.text(1));
            read.setLong(7, cursor == null ? Integer.MAX_VALUE : cursor.number(2));
            read.setInt(8, paging.limit());
            try (ResultSet row = read.executeQuery()) {
                while (row.next()) {
                    Timestamp ended = row.getTimestamp(6);
                    games.add(new ExplorerGamesPage.PlayedGame(
                            row.getString(1),
                            row.getString(2),
                            row.getInt(3),
                            row.getString(4),
                            row.getString(5),
                            ended.toInstant()));
                }
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
        return Keyset.of(games, paging.size, game -> Cursor.of(GAMES_LIST, game.endedAt(), game.gameId(), game.ply()));
    }

    private Looked look(ExplorerQuery query) {
        if (query.position != null && query.side == null) {
            throw new ApiException.BadRequest("side-required", "a position needs side: attackers or defenders");
        }
        if (query.position == null && query.side != null) {
            throw new ApiException.BadRequest(
                    "side-with-board",
                    "side goes with a position only; on a board the ruleset's first mover moves first");
        }
        Setup setup = Setup.resolve(query.ruleset, null, query.board, query.position, query.side);
        List<String> moves =
                query.moves == null || query.moves.isBlank() ? List.of() : Arrays.asList(query.moves.split(","));
        limit.check(moves.size());
        Replay replay = Replay.of(setup.ruleset(), setup.board(), setup.sideToMove(), moves);
        if (!replay.isComplete()) {
            IllegalMove illegal = replay.illegalMove();
            throw MoveProblems.illegalMove(illegal.ply(), illegal.error(), illegal.message());
        }
        return new Looked(setup.ruleset().id(), replay.game().current());
    }
}
