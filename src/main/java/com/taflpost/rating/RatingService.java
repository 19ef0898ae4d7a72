package com.taflpost.rating;

import com.taflpost.catalog.Setup;
import com.taflpost.paging.Cursor;
import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** What the API shows of ratings: a player's history and the leaderboards. */
@ApplicationScoped
public class RatingService {

    /**
     * The deviation as of :now, as {@link Glicko2#idle} computes it: one empty period (phi^2 + sigma^2) per full week
     * since the last rated game, never above the start deviation. Kept in SQL so that the leaderboard can filter and
     * count by it.
     */
    private static final String CURRENT_DEVIATION = """
            least(:start, sqrt(power(r.deviation / :scale, 2) + greatest(0,
                floor(extract(epoch from (cast(:now as timestamptz) - r.last_rated_at)) / :period))
                * power(r.volatility, 2)) * :scale)""";

    private static final String LEADERBOARD_FROM = """
            from player_ratings r join players p on p.id = r.player_id
            where r.ruleset = :ruleset and r.board = :board and r.games > 0 and p.deleted_at is null
            and r.deviation <= :provisional and\s""" + CURRENT_DEVIATION + " <= :provisional";

    private static final String LEADERBOARD = "leaderboard";
    private static final String HISTORY = "history";

    private final EntityManager database;
    private final Now now;
    private final Glicko2 glicko = new Glicko2();

    RatingService(EntityManager database, Now now) {
        this.database = database;
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
        Player player = Player.findByName(name)
                .orElseThrow(() -> new ApiException.NotFound("player-not-found", "no player is named '" + name + "'"));
        String where = "c.playerId = :player" + (ruleset == null ? "" : " and c.ruleset = :ruleset")
                + (board == null ? "" : " and c.board = :board") + (cursor == null ? "" : " and c.id < :after");
        var query = database.createQuery(
                        "select c, o.name from RatingChangeEntity c join Player o on o.id = c.opponentId where " + where
                                + " order by c.id desc",
                        Object[].class)
                .setParameter("player", player.id)
                .setMaxResults(paging.limit());
        if (ruleset != null) {
            query.setParameter("ruleset", ruleset);
        }
        if (board != null) {
            query.setParameter("board", board);
        }
        if (cursor != null) {
            query.setParameter("after", cursor.number(0));
        }
        List<Object[]> rows = query.getResultList();
        Keyset<Object[]> page =
                Keyset.of(rows, paging.size, row -> Cursor.of(HISTORY, ((RatingChangeEntity) row[0]).id));
        return new Keyset<>(
                page.items().stream()
                        .map(row -> change((RatingChangeEntity) row[0], (String) row[1]))
                        .toList(),
                page.next());
    }

    /**
     * A page of the pool's non-provisional players (deviation as of now at most 110), best rating first, then by
     * player id (the last first), by keyset from the index of V47: no count over the pool, the same cost however deep.
     * The cursor carries the last place shown, so places run on over the pages.
     */
    @SuppressWarnings("unchecked")
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
        var query = parameters(
                        database.createNativeQuery("""
                                select r.player_id, p.name, r.rating, r.deviation, r.volatility, r.games,
                                       r.last_rated_at\s""" + LEADERBOARD_FROM
                                + (cursor == null ? "" : " and (r.rating, r.player_id) < (:rating, :player)")
                                + " order by r.rating desc, r.player_id desc limit :limit"),
                        ruleset,
                        board,
                        at)
                .setParameter("limit", paging.limit());
        long before = 0;
        if (cursor != null) {
            query.setParameter("rating", cursor.decimal(0)).setParameter("player", playerId(cursor.text(1)));
            before = cursor.number(2);
        }
        List<Ranked> rows = new ArrayList<>();
        for (Object[] row : (List<Object[]>) query.getResultList()) {
            Rating stored = new Rating(
                    ((Number) row[2]).doubleValue(),
                    ((Number) row[3]).doubleValue(),
                    ((Number) row[4]).doubleValue(),
                    ((Number) row[5]).intValue(),
                    instant(row[6]));
            Rating rating = glicko.idle(stored, at);
            rows.add(new Ranked(
                    (UUID) row[0],
                    stored.rating(),
                    new LeaderboardEntry(
                            Math.toIntExact(before + rows.size() + 1),
                            (String) row[1],
                            rating.rating(),
                            rating.deviation(),
                            rating.volatility(),
                            rating.games())));
        }
        Keyset<Ranked> page = Keyset.of(rows, paging.size, Ranked::cursor);
        return new Keyset<>(page.items().stream().map(Ranked::entry).toList(), page.next());
    }

    /** A leaderboard row with its sort key (the stored rating and the player's id). */
    private record Ranked(UUID player, double rating, LeaderboardEntry entry) {
        Cursor cursor() {
            return Cursor.of(LEADERBOARD, rating, player, entry.rank());
        }
    }

    private static UUID playerId(String text) {
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw Cursor.bad();
        }
    }

    private static Instant instant(Object value) {
        if (value == null || value instanceof Instant) {
            return (Instant) value;
        }
        if (value instanceof OffsetDateTime at) {
            return at.toInstant();
        }
        if (value instanceof java.sql.Timestamp at) {
            return at.toInstant();
        }
        throw new IllegalStateException("a time read as " + value.getClass());
    }

    private static jakarta.persistence.Query parameters(
            jakarta.persistence.Query query, String ruleset, String board, Instant at) {
        return query.setParameter("ruleset", ruleset)
                .setParameter("board", board)
                .setParameter("now", at)
                .setParameter("start", Rating.START_DEVIATION)
                .setParameter("scale", Glicko2.SCALE)
                .setParameter("period", (double) Glicko2.IDLE_PERIOD.toSeconds())
                .setParameter("provisional", Rating.PROVISIONAL_DEVIATION);
    }

    private static RatingChange change(RatingChangeEntity change, String opponent) {
        return new RatingChange(
                change.gameId,
                change.ruleset,
                change.board,
                opponent,
                change.score,
                new RatingValues(change.ratingBefore, change.deviationBefore, change.volatilityBefore),
                new RatingValues(change.ratingAfter, change.deviationAfter, change.volatilityAfter),
                change.at);
    }
}
