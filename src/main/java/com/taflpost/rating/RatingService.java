package com.taflpost.rating;

import com.taflpost.catalog.Setup;
import com.taflpost.paging.Cursor;
import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
import com.taflpost.platform.Now;
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
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * What the API shows of ratings: a player's history and the leaderboards. Both are read where {@link Standby#reads}
 * says, the standby while it applies every commit before it is acknowledged: rating pages are read far more often
 * than ratings change.
 */
@ApplicationScoped
public class RatingService {

    /**
     * The deviation as of now, as {@link Glicko2#idle} computes it: one empty period (phi^2 + sigma^2) per full week
     * since the last rated game, never above the start deviation. Kept in SQL so that the leaderboard can filter by
     * it. Its parameters, in order: the start deviation, the scale, now, the period in seconds, the scale again.
     */
    private static final String CURRENT_DEVIATION = """
            least(?, sqrt(power(r.deviation / ?, 2) + greatest(0,
                floor(extract(epoch from (cast(? as timestamptz) - r.last_rated_at)) / ?))
                * power(r.volatility, 2)) * ?)""";

    private static final String LEADERBOARD = "leaderboard";
    private static final String HISTORY = "history";

    private final Standby standby;
    private final Now now;
    private final Glicko2 glicko = new Glicko2();

    RatingService(Standby standby, Now now) {
        this.standby = standby;
        this.now = now;
    }

    /**
     * A page of the player's rating changes, the last applied first (two games ending at once are applied in turn,
     * whatever their end times), by keyset on the change's id; only those of one ruleset and/or board when given.
     */
    public Keyset<RatingChange> history(String name, String ruleset, String board, CursorPaging paging) {
        if (ruleset != null) {
            Setup.ruleset(ruleset);
        }
        if (board != null) {
            Setup.layout(board);
        }
        Cursor cursor = paging.cursor(HISTORY, 1);
        List<Object> parameters = new ArrayList<>();
        StringBuilder sql = new StringBuilder("""
                select c.id, c.game_id, c.ruleset, c.board, o.name, c.score,
                       c.rating_before, c.deviation_before, c.volatility_before,
                       c.rating_after, c.deviation_after, c.volatility_after, c.at
                from rating_changes c join players o on o.id = c.opponent_id
                where c.player_id = ?""");
        if (ruleset != null) {
            sql.append(" and c.ruleset = ?");
            parameters.add(ruleset);
        }
        if (board != null) {
            sql.append(" and c.board = ?");
            parameters.add(board);
        }
        if (cursor != null) {
            sql.append(" and c.id < ?");
            parameters.add(cursor.number(0));
        }
        sql.append(" order by c.id desc limit ?");
        parameters.add(paging.limit());
        try (Connection connection = standby.reads().getConnection()) {
            parameters.add(
                    0,
                    playerNamed(connection, name)
                            .orElseThrow(() -> new ApiException.NotFound(
                                    "player-not-found", "no player is named '" + name + "'")));
            List<Changed> rows = new ArrayList<>();
            try (PreparedStatement query = prepared(connection, sql.toString(), parameters);
                    ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    rows.add(new Changed(
                            row.getLong(1),
                            new RatingChange(
                                    row.getString(2),
                                    row.getString(3),
                                    row.getString(4),
                                    row.getString(5),
                                    row.getDouble(6),
                                    new RatingValues(row.getDouble(7), row.getDouble(8), row.getDouble(9)),
                                    new RatingValues(row.getDouble(10), row.getDouble(11), row.getDouble(12)),
                                    StoredRatings.instant(row, 13))));
                }
            }
            Keyset<Changed> page = Keyset.of(rows, paging.size, changed -> Cursor.of(HISTORY, changed.id()));
            return new Keyset<>(page.items().stream().map(Changed::change).toList(), page.next());
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /**
     * A page of the pool's non-provisional players (deviation as of now at most 110), best rating first, then by
     * player id (the last first), by keyset from the index of V47: no count over the pool, the same cost however deep.
     * The cursor carries the last place shown, so places run on over the pages.
     */
    public Keyset<LeaderboardEntry> leaderboard(String ruleset, String board, CursorPaging paging) {
        if (ruleset == null) {
            throw new ApiException.BadRequest("ruleset-required", "ruleset is required: one of GET /api/rulesets");
        }
        Setup.ruleset(ruleset);
        if (board == null) {
            throw new ApiException.BadRequest("board-required", "board is required: one of GET /api/boards");
        }
        Setup.layout(board);
        Cursor cursor = paging.cursor(LEADERBOARD, 3);
        Instant at = now.instant();
        List<Object> parameters = new ArrayList<>(List.of(
                ruleset,
                board,
                Rating.PROVISIONAL_DEVIATION,
                Rating.START_DEVIATION,
                Glicko2.SCALE,
                OffsetDateTime.ofInstant(at, ZoneOffset.UTC),
                (double) Glicko2.IDLE_PERIOD.toSeconds(),
                Glicko2.SCALE,
                Rating.PROVISIONAL_DEVIATION));
        String sql = """
                select r.player_id, p.name, r.rating, r.deviation, r.volatility, r.games, r.last_rated_at
                from player_ratings r join players p on p.id = r.player_id
                where r.ruleset = ? and r.board = ? and r.games > 0 and p.deleted_at is null
                and r.deviation <= ? and\s""" + CURRENT_DEVIATION + " <= ?";
        long before = 0;
        if (cursor != null) {
            sql += " and (r.rating, r.player_id) < (?, ?)";
            parameters.add(cursor.decimal(0));
            parameters.add(playerId(cursor.text(1)));
            before = cursor.number(2);
        }
        sql += " order by r.rating desc, r.player_id desc limit ?";
        parameters.add(paging.limit());
        List<Ranked> rows = new ArrayList<>();
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = prepared(connection, sql, parameters);
                ResultSet row = query.executeQuery()) {
            while (row.next()) {
                Rating stored = StoredRatings.read(row, 3);
                Rating rating = glicko.idle(stored, at);
                rows.add(new Ranked(
                        row.getObject(1, UUID.class),
                        stored.rating(),
                        new LeaderboardEntry(
                                Math.toIntExact(before + rows.size() + 1),
                                row.getString(2),
                                rating.rating(),
                                rating.deviation(),
                                rating.volatility(),
                                rating.games())));
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
        Keyset<Ranked> page = Keyset.of(rows, paging.size, Ranked::cursor);
        return new Keyset<>(page.items().stream().map(Ranked::entry).toList(), page.next());
    }

    /** A rating change with its id, the history's sort key. */
    private record Changed(long id, RatingChange change) {}

    /** A leaderboard row with its sort key (the stored rating and the player's id). */
    private record Ranked(UUID player, double rating, LeaderboardEntry entry) {
        Cursor cursor() {
            return Cursor.of(LEADERBOARD, rating, player, entry.rank());
        }
    }

    /** The id of the player of that name (any case), if there is one. */
    private static Optional<UUID> playerNamed(Connection connection, String name) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(
                "select id from players where lower(name) = lower(?) and deleted_at is null")) {
            query.setString(1, name);
            try (ResultSet row = query.executeQuery()) {
                return row.next() ? Optional.of(row.getObject(1, UUID.class)) : Optional.empty();
            }
        }
    }

    private static PreparedStatement prepared(Connection connection, String sql, List<Object> parameters)
            throws SQLException {
        PreparedStatement query = connection.prepareStatement(sql);
        for (int i = 0; i < parameters.size(); i++) {
            query.setObject(i + 1, parameters.get(i));
        }
        return query;
    }

    private static UUID playerId(String text) {
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw Cursor.bad();
        }
    }
}
