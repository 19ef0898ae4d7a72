package com.taflpost.game;

import com.taflpost.http.ETags;
import com.taflpost.problem.PreconditionFailed;
import com.taflpost.rules.Side;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.Map;

/**
 * The entity tags of a game's representations. A game's answers change only when its row does (a move, a join, an
 * ending, a takeback, added time, a rematch), and every change of the row bumps its version; so the version, with
 * the ply and status a person can read in the tag and the ply shown, makes the tag. Each representation has its own
 * prefix, as a strong tag names one exact body.
 */
public final class GameTags {
    private GameTags() {}

    /** The tag of {@code GET /api/games/{id}} (with or without ?ply) and of the moves' answers that show the same. */
    public static String json(String id, int ply, long version, String status, int shownPly) {
        return ETags.of("game", id, ply, "v" + version, status, shownPly);
    }

    /** The answer with the game's tag; an answer with seat tokens or links has none, no later answer is the same. */
    public static Response.ResponseBuilder tagged(Response.ResponseBuilder answer, GameView game) {
        boolean once = game.seats() != null || game.seat() != null || game.invitation() != null;
        return once ? answer : answer.header(HttpHeaders.ETAG, json(game));
    }

    /**
     * 412 with the current tag unless {@code ifMatch} names the tag of the game at {@code ply}, {@code version} and
     * {@code status}.
     */
    static void requireMatch(String ifMatch, String id, int ply, long version, GameStatus status) {
        String tag = json(id, ply, version, status.id(), ply);
        if (!ETags.matches(ifMatch, tag)) {
            throw new PreconditionFailed(
                    "the game has moved on: it is at ply " + ply + " (" + status.id() + "), tagged " + tag
                            + "; reload it",
                    Map.of("ply", ply),
                    tag);
        }
    }

    public static String json(GameView game) {
        return json(game.id(), game.ply(), game.version(), game.status(), game.shownPly());
    }

    public static String record(String id, int ply, long version, String status) {
        return ETags.of("record", id, ply, "v" + version, status);
    }

    public static String svg(String id, int ply, long version, String status, int shownPly, Side bottom) {
        return ETags.of("svg", id, ply, "v" + version, status, shownPly, bottom.id());
    }
}
