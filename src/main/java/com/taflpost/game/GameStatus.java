package com.taflpost.game;

import java.util.Locale;

/** Where a game is in its life: waiting for a second player, being played, or over. */
public enum GameStatus {
    WAITING,
    ACTIVE,
    FINISHED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
