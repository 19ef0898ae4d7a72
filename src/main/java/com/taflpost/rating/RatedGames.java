package com.taflpost.rating;

import com.taflpost.game.GameEnded;
import com.taflpost.game.GameEntity;
import com.taflpost.game.timeout.EndingLocks;
import com.taflpost.player.Player;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.hibernate.Session;

/**
 * Updates both players' ratings when a rated game ends, in the transaction that stored the result: one game is one
 * rating period for its two players, computed from both players' values before it.
 */
@ApplicationScoped
public class RatedGames implements EndingLocks {

    private final Glicko2 glicko = new Glicko2();
    private final EntityManager database;

    RatedGames(EntityManager database) {
        this.database = database;
    }

    /** Whether a game that ends counts in ratings: rated, between two registered players, from a named board. */
    public static boolean counts(GameEntity game) {
        return game.rated
                && !game.anonymous
                && !game.imported
                && game.boardId != null
                && game.attackers != null
                && game.defenders != null
                && !game.attackers.id.equals(game.defenders.id);
    }

    /**
     * Fewer than two plies is a game one side never played (and two accounts of one person could farm it); a forfeit
     * or an adjudication is an organiser's word, not a result over the board.
     */
    static final int FEWEST_RATED_PLIES = 2;

    /** Ratings are locked after tournaments, as one game's ending takes them. */
    @Override
    public int order() {
        return 2;
    }

    /**
     * The rows of the players of the games that will be rated, created at the start values if need be and locked in
     * key order, skipping those another transaction holds (see {@link EndingLocks}).
     */
    @Override
    public Set<String> lockSkipping(List<GameEntity> games) {
        List<GameEntity> rated = games.stream()
                .filter(g -> counts(g) && g.ply() >= FEWEST_RATED_PLIES)
                .toList();
        if (rated.isEmpty()) {
            return Set.of();
        }
        List<PlayerRatingEntity.Key> keys = new ArrayList<>();
        for (GameEntity game : rated) {
            keys.add(new PlayerRatingEntity.Key(game.attackers.id, game.ruleset, game.boardId));
            keys.add(new PlayerRatingEntity.Key(game.defenders.id, game.ruleset, game.boardId));
        }
        List<PlayerRatingEntity.Key> ordered = keys.stream()
                .distinct()
                .sorted(Comparator.comparing((PlayerRatingEntity.Key k) -> k.playerId)
                        .thenComparing(k -> k.ruleset)
                        .thenComparing(k -> k.board))
                .toList();
        Set<PlayerRatingEntity.Key> locked = database.unwrap(Session.class).doReturningWork(connection -> {
            Object[] players = ordered.stream().map(k -> k.playerId).toArray(UUID[]::new);
            Object[] rulesets = ordered.stream().map(k -> k.ruleset).toArray(String[]::new);
            Object[] boards = ordered.stream().map(k -> k.board).toArray(String[]::new);
            Rating start = Rating.initial();
            try (PreparedStatement insert = connection.prepareStatement("""
                    insert into player_ratings (player_id, ruleset, board, rating, deviation, volatility, games)
                    select k.player_id, k.ruleset, k.board, ?, ?, ?, 0
                    from unnest(?::uuid[], ?::text[], ?::text[]) with ordinality k(player_id, ruleset, board, n)
                    order by k.n
                    on conflict do nothing""")) {
                insert.setDouble(1, start.rating());
                insert.setDouble(2, start.deviation());
                insert.setDouble(3, start.volatility());
                insert.setObject(4, players);
                insert.setObject(5, rulesets);
                insert.setObject(6, boards);
                insert.executeUpdate();
            }
            Set<PlayerRatingEntity.Key> taken = new HashSet<>();
            try (PreparedStatement lock = connection.prepareStatement("""
                    select r.player_id, r.ruleset, r.board
                    from player_ratings r
                    join unnest(?::uuid[], ?::text[], ?::text[]) k(player_id, ruleset, board)
                      on r.player_id = k.player_id and r.ruleset = k.ruleset and r.board = k.board
                    order by r.player_id, r.ruleset, r.board
                    for update of r skip locked""")) {
                lock.setObject(1, players);
                lock.setObject(2, rulesets);
                lock.setObject(3, boards);
                try (ResultSet row = lock.executeQuery()) {
                    while (row.next()) {
                        taken.add(new PlayerRatingEntity.Key(
                                (UUID) row.getObject(1), row.getString(2), row.getString(3)));
                    }
                }
            }
            return taken;
        });
        Set<String> deferred = new HashSet<>();
        for (GameEntity game : rated) {
            if (!locked.contains(new PlayerRatingEntity.Key(game.attackers.id, game.ruleset, game.boardId))
                    || !locked.contains(new PlayerRatingEntity.Key(game.defenders.id, game.ruleset, game.boardId))) {
                deferred.add(game.id);
            }
        }
        return deferred;
    }

    void onGameEnded(@Observes GameEnded ended) {
        GameEntity game = ended.game();
        if (!counts(game)
                || game.resultWinner == null
                || ended.plies() < FEWEST_RATED_PLIES
                || !ended.decidedByPlay()) {
            return;
        }
        Instant at = game.updatedAt;
        // Both rows locked in player id order, so that two games of one player ending together take turns.
        boolean attackersFirst = game.attackers.id.compareTo(game.defenders.id) < 0;
        Player first = attackersFirst ? game.attackers : game.defenders;
        Player second = attackersFirst ? game.defenders : game.attackers;
        PlayerRatingEntity firstRow = locked(first.id, game);
        PlayerRatingEntity secondRow = locked(second.id, game);
        PlayerRatingEntity attackers = attackersFirst ? firstRow : secondRow;
        PlayerRatingEntity defenders = attackersFirst ? secondRow : firstRow;
        double attackersScore = switch (game.resultWinner) {
            case ATTACKERS -> 1;
            case DEFENDERS -> 0;
            case DRAW -> 0.5;
        };
        Rating attackersBefore = attackers.value();
        Rating defendersBefore = defenders.value();
        update(attackers, defenders.playerId, game.id, attackersBefore, defendersBefore, attackersScore, at);
        update(defenders, attackers.playerId, game.id, defendersBefore, attackersBefore, 1 - attackersScore, at);
    }

    private void update(
            PlayerRatingEntity row,
            UUID opponent,
            String gameId,
            Rating before,
            Rating opponentBefore,
            double score,
            Instant at) {
        Rating rated = glicko.rate(before, opponentBefore, score, at);
        // a timeout is dated at its deadline, which may come before a game already rated
        Instant last = before.lastPlayed() != null && before.lastPlayed().isAfter(at) ? before.lastPlayed() : at;
        Rating after = new Rating(rated.rating(), rated.deviation(), rated.volatility(), rated.games(), last);
        RatingChangeEntity.of(row, gameId, opponent, score, glicko.idle(before, at), after, at)
                .persist();
        row.set(after);
    }

    /** The player's row in the game's pool, created at the start values if need be, locked until commit. */
    private PlayerRatingEntity locked(UUID player, GameEntity game) {
        Rating start = Rating.initial();
        database.createNativeQuery("""
                        insert into player_ratings (player_id, ruleset, board, rating, deviation, volatility, games)
                        values (?1, ?2, ?3, ?4, ?5, ?6, 0)
                        on conflict do nothing""")
                .setParameter(1, player)
                .setParameter(2, game.ruleset)
                .setParameter(3, game.boardId)
                .setParameter(4, start.rating())
                .setParameter(5, start.deviation())
                .setParameter(6, start.volatility())
                .executeUpdate();
        return database.find(
                PlayerRatingEntity.class,
                new PlayerRatingEntity.Key(player, game.ruleset, game.boardId),
                LockModeType.PESSIMISTIC_WRITE);
    }
}
