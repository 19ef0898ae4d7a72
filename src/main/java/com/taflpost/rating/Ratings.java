package com.taflpost.rating;

import com.taflpost.platform.Now;
import com.taflpost.player.PlayerRating;
import com.taflpost.player.PlayerRatingsSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Players' ratings as of now: the stored values with the deviation grown for the full weeks since the last rated
 * game. What other features read (Swiss pairing, profiles); never written here.
 */
@ApplicationScoped
public class Ratings implements PlayerRatingsSource {

    private final Glicko2 glicko = new Glicko2();
    private final Now now;

    Ratings(Now now) {
        this.now = now;
    }

    /** The player's rating in the pool as of now; empty before their first rated game there. */
    public Optional<Rating> current(UUID player, String ruleset, String board) {
        return PlayerRatingEntity.<PlayerRatingEntity>findByIdOptional(
                        new PlayerRatingEntity.Key(player, ruleset, board))
                .filter(row -> row.games > 0)
                .map(row -> glicko.idle(row.value(), now.instant()));
    }

    @Override
    public List<PlayerRating> ratingsOf(UUID playerId) {
        return PlayerRatingEntity.<PlayerRatingEntity>list(
                        "playerId = ?1 and games > 0 order by ruleset, board", playerId)
                .stream()
                .map(this::view)
                .toList();
    }

    PlayerRating view(PlayerRatingEntity row) {
        Rating rating = glicko.idle(row.value(), now.instant());
        return new PlayerRating(
                row.ruleset,
                row.board,
                rating.rating(),
                rating.deviation(),
                rating.volatility(),
                rating.games(),
                rating.provisional());
    }
}
