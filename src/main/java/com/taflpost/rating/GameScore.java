package com.taflpost.rating;

/**
 * One game of a rating period, from the rated player's point of view.
 *
 * @param opponent the opponent's rating before the period
 * @param score 1 for a win, 0.5 for a draw, 0 for a loss
 */
public record GameScore(Rating opponent, double score) {

    public GameScore {
        if (opponent == null) {
            throw new IllegalArgumentException("opponent is required");
        }
        if (score != 0 && score != 0.5 && score != 1) {
            throw new IllegalArgumentException("score must be 0, 0.5 or 1, not " + score);
        }
    }
}
