package com.taflpost.catalog;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The most plies a game, an imported record or an analysis may have ({@code taflpost.games.max-plies}): far more than
 * any real game, few enough that replaying one costs little. One setting for every place moves are played.
 */
@ApplicationScoped
public class PlyLimit {
    public static final String DEFAULT = "2000";

    @ConfigProperty(name = "taflpost.games.max-plies", defaultValue = DEFAULT)
    int max;

    public int max() {
        return max;
    }

    /** Refuses {@code plies} when over the limit. */
    public void check(int plies) {
        if (plies > max) {
            throw MoveProblems.tooManyMoves(max, plies);
        }
    }
}
