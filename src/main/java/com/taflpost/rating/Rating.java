package com.taflpost.rating;

import java.time.Instant;
import java.util.Optional;

/**
 * A player's Glicko-2 rating on the Glicko scale (1500-centred), as stored between games.
 *
 * @param rating the rating r
 * @param deviation the rating deviation RD
 * @param volatility the volatility sigma
 * @param games how many rated games the player has played
 * @param lastPlayed when the last rated game ended; null before the first one
 */
public record Rating(double rating, double deviation, double volatility, int games, Instant lastPlayed) {

    public static final double START_RATING = 1500;
    public static final double START_DEVIATION = 350;
    public static final double START_VOLATILITY = 0.06;
    /** Above this deviation a rating is too uncertain to show without a question mark. */
    public static final double PROVISIONAL_DEVIATION = 110;

    public Rating {
        if (!Double.isFinite(rating) || !Double.isFinite(deviation) || !Double.isFinite(volatility)) {
            throw new IllegalArgumentException("rating, deviation and volatility must be finite");
        }
        if (deviation <= 0 || volatility <= 0) {
            throw new IllegalArgumentException("deviation and volatility must be positive");
        }
        if (games < 0) {
            throw new IllegalArgumentException("games must not be negative");
        }
    }

    /** The rating every player starts with. */
    public static Rating initial() {
        return new Rating(START_RATING, START_DEVIATION, START_VOLATILITY, 0, null);
    }

    public boolean provisional() {
        return deviation > PROVISIONAL_DEVIATION;
    }

    public Optional<Instant> lastPlayedAt() {
        return Optional.ofNullable(lastPlayed);
    }
}
