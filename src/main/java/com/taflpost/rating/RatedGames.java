package com.taflpost.rating;

import com.taflpost.game.GameEnded;
import com.taflpost.game.GameEntity;
import com.taflpost.player.Player;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.UUID;

/**
 * Updates both players' ratings when a rated game ends, in the transaction that stored the result: one game is one
 * rating period for its two players, computed from both players' values before it.
 */
@ApplicationScoped
public class RatedGames {

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
