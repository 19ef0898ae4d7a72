package com.taflpost.game;

import java.util.Locale;

/** Where a game is in its life: waiting for a second player, being played, over, or stopped before it began. */
public enum GameStatus {
    WAITING,
    ACTIVE,
    FINISHED,
    /** Stopped by a player before its second ply (or while waiting): no result, never rated. */
    ABORTED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
