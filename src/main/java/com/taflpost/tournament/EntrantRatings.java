package com.taflpost.tournament;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;

/**
 * The one place tournaments ask for a player's rating (Swiss seeding and order). Every player starts at 1500 until
 * this is wired to the ratings of the {@code rating} package.
 */
@ApplicationScoped
public class EntrantRatings {
    static final double INITIAL = 1500;

    /** The player's rating in the pool of this ruleset and board. */
    public double ratingOf(UUID player, String ruleset, String board) {
        return INITIAL;
    }
}
