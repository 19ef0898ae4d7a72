package com.taflpost.mygames;

import com.taflpost.paging.Cursor;
import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
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
import java.util.UUID;

/**
 * The caller's active games a page at a time, by keyset on (not their turn, deadline, id): the games where they
 * attack and those where they defend are each read in order from their own index (V47) and merged, so that a player
 * with thousands of games costs one page. The counts come from the same indexes. Read where {@link Standby#reads}
 * says: the standby only while it applies each commit before it is acknowledged, so a player sees their own move.
 */
@ApplicationScoped
class MyGamesFinder {
    static final String LIST = "mine";

    /** Whether the side to move is the attackers, as the V47 indexes spell it. */
    private static final String ATTACKERS_TO_MOVE = "(g.plies % 2 = 0) = (g.start_side = 'attackers')";

    private static final String DUE = "coalesce(g.deadline, 'infinity'::timestamptz)";

    private static final String SEAT = """
            (select g.id, '%1$s' as side, %2$s as later, %3$s as due from games g
             where g.%1$s_player_id = ? and g.status = 'active'%4$s%5$s
             order by %2$s, %3$s, g.id limit ?)""";

    private static final String PAGE = """
            select s.id, g.ruleset, g.board_id, o.name, s.side, g.plies, g.deadline, g.moves[g.plies], s.later
            from (%s union all %s) s
            join games g on g.id = s.id
            left join players o on o.id = case when s.side = 'attackers' then g.defenders_player_id
                                               else g.attackers_player_id end
            order by s.later, s.due, s.id
            limit ?""";

    private static final String COUNTS = """
            select count(*) filter (where not s.later), count(*) from (
              select %s as later from games g where g.attackers_player_id = ? and g.status = 'active'
              union all
              select %s from games g where g.defenders_player_id = ? and g.status = 'active'
                                       and g.attackers_player_id is distinct from ?) s""";

    private final Standby standby;

    MyGamesFinder(Standby standby) {
        this.standby = standby;
    }

    /** How many of the player's active games await their move, and how many they have. */
    record Counts(int awaitingYou, int total) {}

    /** A page of the games, and the cursor of the next (null on the last). */
    Keyset<MyGamesView.Entry> page(UUID player, CursorPaging paging) {
        Cursor cursor = paging.cursor(LIST, 3);
        List<Object> parameters = new ArrayList<>();
        String attackers = seat("attackers", player, cursor, paging.limit(), parameters);
        String defenders = seat("defenders", player, cursor, paging.limit(), parameters);
        parameters.add(paging.limit());
        List<Row> rows = new ArrayList<>();
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement(PAGE.formatted(attackers, defenders))) {
            bind(query, parameters);
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    rows.add(row(row));
                }
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
        Keyset<Row> page = Keyset.of(rows, paging.size, Row::cursor);
        return new Keyset<>(page.items().stream().map(Row::entry).toList(), page.next());
    }

    Counts counts(UUID player) {
        String later = "(" + ATTACKERS_TO_MOVE + ")";
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement(COUNTS.formatted("not " + later, later))) {
            bind(query, List.of(player, player, player));
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return new Counts(row.getInt(1), row.getInt(2));
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** One seat's branch: the player's games on that side after the cursor, in the list's order. */
    private static String seat(String side, UUID player, Cursor cursor, int limit, List<Object> parameters) {
        // the attackers wait when the defenders are to move, and the other way round
        String later = side.equals("attackers") ? "not (" + ATTACKERS_TO_MOVE + ")" : "(" + ATTACKERS_TO_MOVE + ")";
        parameters.add(player);
        String notBoth = "";
        if (side.equals("defenders")) {
            notBoth = " and g.attackers_player_id is distinct from ?";
            parameters.add(player);
        }
        String after = "";
        if (cursor != null) {
            after = " and (" + later + ", " + DUE + ", g.id) > (?, ?::timestamptz, ?)";
            parameters.add(cursor.number(0) == 1);
            parameters.add(cursor.timeText(1));
            parameters.add(cursor.text(2));
        }
        parameters.add(limit);
        return SEAT.formatted(side, later, DUE, notBoth, after);
    }

    private static void bind(PreparedStatement query, List<Object> parameters) throws SQLException {
        for (int i = 0; i < parameters.size(); i++) {
            query.setObject(i + 1, parameters.get(i));
        }
    }

    /** A row of the page with its sort key, from which the next page's cursor is made. */
    private record Row(MyGamesView.Entry entry, boolean later) {
        Cursor cursor() {
            return Cursor.of(LIST, later ? 1 : 0, entry.deadline(), entry.id());
        }
    }

    private static Row row(ResultSet row) throws SQLException {
        boolean later = row.getBoolean(9);
        int ply = row.getInt(6);
        OffsetDateTime deadline = row.getObject(7, OffsetDateTime.class);
        Instant due = deadline == null ? null : deadline.toInstant();
        return new Row(
                new MyGamesView.Entry(
                        row.getString(1),
                        row.getString(2),
                        row.getString(3) == null ? "custom" : row.getString(3),
                        row.getString(4),
                        row.getString(5),
                        !later,
                        ply,
                        due,
                        ply == 0 ? null : row.getString(8)),
                later);
    }
}
