package com.taflpost.tournament;

import com.taflpost.rating.Rating;
import com.taflpost.rating.Ratings;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

/**
 * The one place tournaments ask for a player's rating (Swiss seeding and order): the player's Glicko-2 rating in the
 * tournament's pool, or the starting rating for a player who has none there yet.
 */
@ApplicationScoped
public class EntrantRatings {
    @Inject
    Ratings ratings;

    /** Each player's rating in the pool of this ruleset and board, read at once for a whole field. */
    public Map<UUID, Double> ratingsOf(Collection<UUID> players, String ruleset, String board) {
        Map<UUID, Rating> rated = ratings.current(players, ruleset, board);
        Map<UUID, Double> result = new HashMap<>();
        for (UUID player : players) {
            Rating rating = rated.get(player);
            result.put(player, rating == null ? Rating.START_RATING : rating.rating());
        }
        return result;
    }
}
