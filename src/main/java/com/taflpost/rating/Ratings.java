package com.taflpost.rating;

import com.taflpost.platform.Now;
import com.taflpost.player.PlayerRating;
import com.taflpost.player.PlayerRatingsSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

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

    /**
     * The players' ratings in the pool as of now, in one query for a whole field; a player without a rated game there
     * yet has none.
     */
    public Map<UUID, Rating> current(Collection<UUID> players, String ruleset, String board) {
        return PlayerRatingEntity.<PlayerRatingEntity>stream(
                        "playerId in ?1 and ruleset = ?2 and board = ?3 and games > 0", players, ruleset, board)
                .collect(Collectors.toMap(row -> row.playerId, row -> glicko.idle(row.value(), now.instant())));
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
