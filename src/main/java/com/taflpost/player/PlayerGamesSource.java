package com.taflpost.player;

import java.util.UUID;

/**
 * Where a profile's games come from. The games feature implements it, so that players never depend on games
 * (games depend on players).
 */
public interface PlayerGamesSource {

    PlayerGames summaryFor(UUID playerId);
}
