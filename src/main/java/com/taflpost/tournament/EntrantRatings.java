package com.taflpost.tournament;

import com.taflpost.rating.Rating;
import com.taflpost.rating.Ratings;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.UUID;

/**
 * The one place tournaments ask for a player's rating (Swiss seeding and order): the player's Glicko-2 rating in the
 * tournament's pool, or the starting rating for a player who has none there yet.
 */
@ApplicationScoped
public class EntrantRatings {
    @Inject
    Ratings ratings;

    /** The player's rating in the pool of this ruleset and board. */
    public double ratingOf(UUID player, String ruleset, String board) {
        return ratings.current(player, ruleset, board).map(Rating::rating).orElse(Rating.START_RATING);
    }
}
