package com.taflpost.game;

import com.taflpost.http.ETags;
import com.taflpost.rules.Side;

/**
 * The entity tags of a game's representations. A game's answers change only when its ply or status does (a move,
 * a join, a resignation, an ending), so these and the ply shown make the tag; each representation has its own
 * prefix, as a strong tag names one exact body.
 */
public final class GameTags {
    private GameTags() {
    }

    /** The tag of {@code GET /api/games/{id}} (with or without ?ply) and of the moves' answers that show the same. */
    public static String json(String id, int ply, String status, int shownPly) {
        return ETags.of("game", id, ply, status, shownPly);
    }

    public static String json(GameView game) {
        return json(game.id(), game.ply(), game.status(), game.shownPly());
    }

    public static String record(String id, int ply, String status) {
        return ETags.of("record", id, ply, status);
    }

    public static String svg(String id, int ply, String status, int shownPly, Side bottom) {
        return ETags.of("svg", id, ply, status, shownPly, bottom.id());
    }
}
