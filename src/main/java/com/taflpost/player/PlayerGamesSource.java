package com.taflpost.player;

import java.util.UUID;

/**
 * Where a profile's games come from. The games feature implements it, so that players never depend on games
 * (games depend on players).
 */
public interface PlayerGamesSource {

    /**
     * The player's games as {@code viewer} (a player's id, or null for anyone else) may see them: a game kept for a
     * named opponent is known only to its two players until it is accepted, as a challenge is.
     */
    PlayerGames summaryFor(UUID playerId, UUID viewer);
}
