package com.taflpost.event;

import com.taflpost.rules.Side;
import java.util.UUID;

/** Who an event is for, as stored: a registered player, or one seat of an anonymous game. */
public final class Recipients {
    private Recipients() {}

    public static String player(UUID playerId) {
        return playerId.toString();
    }

    public static String seat(String gameId, Side side) {
        return gameId + "/" + side.id();
    }
}
