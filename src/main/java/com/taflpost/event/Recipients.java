package com.taflpost.event;

import com.taflpost.rules.Side;
import java.util.UUID;

/**
 * Who an event is for, as stored: a registered player, one seat of an anonymous game, or a game's public stream.
 */
public final class Recipients {
    private Recipients() {}

    public static String player(UUID playerId) {
        return playerId.toString();
    }

    public static String seat(String gameId, Side side) {
        return gameId + "/" + side.id();
    }

    /** The spectators of a game: its public stream. */
    public static String game(String gameId) {
        return "game:" + gameId;
    }
}
