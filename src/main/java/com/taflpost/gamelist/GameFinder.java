package com.taflpost.gamelist;

import com.taflpost.catalog.ResultView;
import com.taflpost.game.GameView.PlayersView;
import com.taflpost.game.GameView.TournamentTag;
import com.taflpost.paging.Cursor;
import com.taflpost.problem.ApiException;
import com.taflpost.standby.Standby;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Finds the games a list asks for, a page at a time, by keyset: each page is the next {@code size} games after the
 * cursor in the order asked for. A player's games are the games where they attack and those where they defend, each
 * read in order from its own index and merged, so that a player with thousands of games costs one page.
 */
@ApplicationScoped
class GameFinder {
    private static final String ROWS = """
            select g.id, g.ruleset, g.board_id, a.name, d.name, ra.rating, rd.rating, g.status, g.result_winner,
                   g.result_reason, g.rated, g.tournament_id, g.tournament_round, g.plies, g.start_side,
                   g.updated_at, g.deadline
            from (%s) p
            join games g on g.id = p.id
            left join players a on a.id = g.attackers_player_id
            left join players d on d.id = g.defenders_player_id
            left join player_ratings ra on ra.player_id = g.attackers_player_id and ra.ruleset = g.ruleset
                                       and ra.board = g.board_id and ra.games > 0
            left join player_ratings rd on rd.player_id = g.defenders_player_id and rd.ruleset = g.ruleset
                                       and rd.board = g.board_id and rd.games > 0
            order by %s
            limit ?""";

    /** The names of the two orders' cursors: a cursor of one order is refused in the other. */
    private static final String BY_LAST_MOVE_LIST = "games-by-last-move";

    private static final String BY_DEADLINE_LIST = "games-by-deadline";

    private static final String BY_LAST_MOVE = "g.updated_at desc, g.id desc";
    private static final String BY_DEADLINE = "coalesce(g.deadline, 'infinity'::timestamptz), g.id";

    private final Standby standby;

    GameFinder(Standby standby) {
        this.standby = standby;
    }

    /** One page of games, and the cursor of the next (empty on the last page). */
    record Found(List<GameListEntry> games, Optional<Cursor> next) {}

    /** A query's text and its parameters, in order. */
    private record Sql(StringBuilder text, List<Object> parameters) {
        Sql add(String part, Object... values) {
            text.append(part);
            parameters.addAll(List.of(values));
            return this;
        }
    }

    Found find(GameFilter filter, UUID player, UUID opponent) {
        boolean byDeadline = filter.byDeadline();
        String list = byDeadline ? BY_DEADLINE_LIST : BY_LAST_MOVE_LIST;
        Cursor cursor = filter.cursor == null ? null : Cursor.read(filter.cursor, list, 2);
        int limit = filter.size + 1;
        Sql keys = new Sql(new StringBuilder(), new ArrayList<>());
        if (player == null) {
            branch(keys, filter, cursor, limit, null);
        } else {
            keys.add("(");
            branch(keys, filter, cursor, limit, new Seat("attackers", player, opponent, filter.result));
            keys.add(") union all (");
            branch(keys, filter, cursor, limit, new Seat("defenders", player, opponent, filter.result));
            keys.add(")");
        }
        String order = byDeadline ? BY_DEADLINE : BY_LAST_MOVE;
        List<Object> parameters = new ArrayList<>(keys.parameters());
        parameters.add(limit);
        List<GameListEntry> games = query(ROWS.formatted(keys.text(), order), parameters);
        if (games.size() <= filter.size) {
            return new Found(games, Optional.empty());
        }
        List<GameListEntry> page = games.subList(0, filter.size);
        GameListEntry last = page.get(page.size() - 1);
        return new Found(
                List.copyOf(page),
                Optional.of(Cursor.of(list, byDeadline ? last.deadline() : last.lastMoveAt(), last.id())));
    }

    /** The player's seat in one branch of a player's list: their side, and what the filters ask of that side. */
    private record Seat(String side, UUID player, UUID opponent, String result) {
        String column() {
            return side + "_player_id";
        }

        String otherColumn() {
            return (side.equals("attackers") ? "defenders" : "attackers") + "_player_id";
        }

        /** The winner a result means when the player sits on this side. */
        String winner() {
            return switch (result) {
                case "won" -> side;
                case "lost" -> side.equals("attackers") ? "defenders" : "attackers";
                default -> "draw";
            };
        }
    }

    private static void branch(Sql sql, GameFilter filter, Cursor cursor, int limit, Seat seat) {
        sql.add("select g.id, g.updated_at, g.deadline from games g where g.status = any(?::text[])", (Object)
                filter.statuses().toArray(String[]::new));
        if (seat == null) {
            sql.add(" and not g.anonymous");
        } else {
            sql.add(" and g." + seat.column() + " = ?", seat.player());
            if (seat.opponent() != null) {
                sql.add(" and g." + seat.otherColumn() + " = ?", seat.opponent());
            }
            if (seat.result() != null) {
                sql.add(" and g.result_winner = ?", seat.winner());
            }
        }
        if (filter.ruleset != null) {
            sql.add(" and g.ruleset = ?", filter.ruleset);
        }
        if ("custom".equals(filter.board)) {
            sql.add(" and g.board_id is null");
        } else if (filter.board != null) {
            sql.add(" and g.board_id = ?", filter.board);
        }
        if (filter.rated != null) {
            sql.add(" and g.rated = ?", Boolean.parseBoolean(filter.rated));
        }
        if (filter.tournament != null) {
            sql.add(" and g.tournament_id = ?", filter.tournament);
        }
        Instant since = filter.sinceInstant();
        if (since != null) {
            sql.add(" and g.updated_at >= ?::timestamptz", since.toString());
        }
        Instant until = filter.untilInstant();
        if (until != null) {
            sql.add(" and g.updated_at < ?::timestamptz", until.toString());
        }
        if (cursor != null) {
            sql.add(
                    filter.byDeadline()
                            ? " and (coalesce(g.deadline, 'infinity'::timestamptz), g.id) > (?::timestamptz, ?)"
                            : " and (g.updated_at, g.id) < (?::timestamptz, ?)",
                    cursor.timeText(0),
                    cursor.text(1));
        }
        sql.add(" order by " + (filter.byDeadline() ? BY_DEADLINE : BY_LAST_MOVE));
        sql.add(" limit ?", limit);
    }

    private List<GameListEntry> query(String text, List<Object> parameters) {
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement(text)) {
            for (int i = 0; i < parameters.size(); i++) {
                query.setObject(i + 1, parameters.get(i));
            }
            List<GameListEntry> games = new ArrayList<>();
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    games.add(entry(row));
                }
            }
            return games;
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    private static GameListEntry entry(ResultSet row) throws SQLException {
        String status = row.getString(8);
        String winner = row.getString(9);
        String tournament = row.getString(12);
        int ply = row.getInt(14);
        String startSide = row.getString(15);
        String other = startSide.equals("attackers") ? "defenders" : "attackers";
        return new GameListEntry(
                row.getString(1),
                row.getString(2),
                row.getString(3) == null ? "custom" : row.getString(3),
                new PlayersView(row.getString(4), row.getString(5)),
                new GameListEntry.Ratings(rating(row, 6), rating(row, 7)),
                status,
                winner == null ? null : new ResultView(winner, row.getString(10)),
                row.getBoolean(11),
                tournament == null ? null : new TournamentTag(tournament, row.getInt(13)),
                ply,
                status.equals("active") ? (ply % 2 == 0 ? startSide : other) : null,
                instant(row, 16),
                instant(row, 17));
    }

    private static Integer rating(ResultSet row, int column) throws SQLException {
        double rating = row.getDouble(column);
        return row.wasNull() ? null : (int) Math.round(rating);
    }

    private static Instant instant(ResultSet row, int column) throws SQLException {
        OffsetDateTime at = row.getObject(column, OffsetDateTime.class);
        return at == null ? null : at.toInstant();
    }

    /** The id of the player of that name (any case). */
    UUID playerId(String name, String parameter) {
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query =
                        connection.prepareStatement("select id from players where lower(name) = lower(?)")) {
            query.setString(1, name);
            try (ResultSet row = query.executeQuery()) {
                if (row.next()) {
                    return row.getObject(1, UUID.class);
                }
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
        throw new ApiException.NotFound("player-not-found", parameter + ": no player is named " + name);
    }
}
