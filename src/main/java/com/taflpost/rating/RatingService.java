package com.taflpost.rating;

import com.taflpost.catalog.Setup;
import com.taflpost.http.Page;
import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
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

    private final EntityManager database;
    private final Now now;
    private final Glicko2 glicko = new Glicko2();

    RatingService(EntityManager database, Now now) {
        this.database = database;
        this.now = now;
    }

    /**
     * The player's rating changes, the last applied first (two games ending at once are applied in turn, whatever
     * their end times); only those of one ruleset and/or board when given.
     */
    public Page<RatingChange> history(String name, String ruleset, String board, int page, int size) {
        if (ruleset != null) {
            Setup.ruleset(ruleset);
        }
        if (board != null) {
            Setup.layout(board);
        }
        Player player = Player.findByName(name)
                .orElseThrow(() -> new ApiException.NotFound("player-not-found", "no player is named '" + name + "'"));
        String where = "c.playerId = :player" + (ruleset == null ? "" : " and c.ruleset = :ruleset")
                + (board == null ? "" : " and c.board = :board");
        var query = database.createQuery(
                        "select c, o.name from RatingChangeEntity c join Player o on o.id = c.opponentId where " + where
                                + " order by c.id desc",
                        Object[].class)
                .setFirstResult(page * size)
                .setMaxResults(size);
        var count = database.createQuery("select count(c) from RatingChangeEntity c where " + where, Long.class);
        for (var q : List.of(query, count)) {
            q.setParameter("player", player.id);
            if (ruleset != null) {
                q.setParameter("ruleset", ruleset);
            }
            if (board != null) {
                q.setParameter("board", board);
            }
        }
        List<RatingChange> items = query.getResultList().stream()
                .map(row -> change((RatingChangeEntity) row[0], (String) row[1]))
                .toList();
        return new Page<>(items, page, size, count.getSingleResult());
    }

    /** The pool's non-provisional players (deviation as of now at most 110), best rating first. */
    @SuppressWarnings("unchecked")
    public Page<LeaderboardEntry> leaderboard(String ruleset, String board, int page, int size) {
        if (ruleset == null) {
            throw new ApiException.BadRequest("ruleset-required", "ruleset is required: copenhagen or tablut");
        }
        Setup.ruleset(ruleset);
        if (board == null) {
            throw new ApiException.BadRequest(
                    "board-required", "board is required: brandubh, tablut, copenhagen or hnefatafl");
        }
        Setup.layout(board);
        Instant at = now.instant();
        var rows = parameters(
                        database.createNativeQuery("select r.player_id, p.name " + LEADERBOARD_FROM
                                + " order by r.rating desc, p.name, r.player_id limit :limit offset :offset"),
                        ruleset,
                        board,
                        at)
                .setParameter("limit", size)
                .setParameter("offset", (long) page * size)
                .getResultList();
        long total = ((Number) parameters(
                                database.createNativeQuery("select count(*) " + LEADERBOARD_FROM), ruleset, board, at)
                        .getSingleResult())
                .longValue();
        List<LeaderboardEntry> items = new ArrayList<>();
        for (Object[] row : (List<Object[]>) rows) {
            UUID player = (UUID) row[0];
            Rating rating = glicko.idle(
                    PlayerRatingEntity.<PlayerRatingEntity>findById(new PlayerRatingEntity.Key(player, ruleset, board))
                            .value(),
                    at);
            items.add(new LeaderboardEntry(
                    page * size + items.size() + 1,
                    (String) row[1],
                    rating.rating(),
                    rating.deviation(),
                    rating.volatility(),
                    rating.games()));
        }
        return new Page<>(items, page, size, total);
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
