package com.taflpost.player;

import java.util.List;
import java.util.UUID;

/**
 * Where a profile's ratings come from. The ratings feature implements it, so that players never depend on ratings
 * (ratings depend on players and games).
 */
public interface PlayerRatingsSource {

    /** The player's ratings, one per pool they played a rated game in, by ruleset then board. */
    List<PlayerRating> ratingsOf(UUID playerId);
}
