package com.taflpost.review;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How the computer reviews finished games: at which level, and how many reviews an instance works at once. */
@ConfigMapping(prefix = "taflpost.review")
public interface ReviewConfig {
    /**
     * The level each position is searched at: level 5 looks two plies and three of the king's threats deep and
     * visits a bounded number of positions, so a review costs the same on a busy server as on an idle one.
     */
    @WithDefault("5")
    int level();

    /** Reviews an instance works at once; each takes one of the computer's threads for one position at a time. */
    @WithDefault("1")
    int concurrent();
}
