package com.taflpost.game.abort;

import com.taflpost.auth.Caller;
import com.taflpost.game.Conflicts;
import com.taflpost.game.GameEnding;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameService;
import com.taflpost.game.GameView;
import com.taflpost.game.GameViews;
import com.taflpost.game.Problems;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Game;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * Either player stops a game that has not really begun: a waiting game, or one with fewer than two plies, so that a
 * mistaken setting or an opponent who never moves costs nobody a result. An aborted game has no result and is never
 * rated; a tournament's games are the organiser's to rule on, so they cannot be aborted.
 */
@ApplicationScoped
public class Aborting {
    /** From this ply on both sides have moved, and the game counts. */
    static final int LAST_ABORTABLE_PLY = 1;

    @Inject
    GameService games;

    @Inject
    GameEnding ending;

    @Inject
    GameViews views;

    /** Aborts the game for the caller's side; aborting an aborted game again answers with it, so retries are safe. */
    public GameView abort(String id, Caller caller) {
        GameService.requireToken(caller);
        return Conflicts.retrying(() -> abortOnce(id, caller), Problems::writeConflict);
    }

    private GameView abortOnce(String id, Caller caller) {
        GameService.Loaded loaded = games.load(id);
        GameEntity entity = loaded.entity();
        Game game = loaded.game();
        Side side = GameService.seat(entity, caller);
        switch (entity.status) {
            case ABORTED -> {
                return views.of(entity, game, game.ply());
            }
            case FINISHED -> throw Problems.gameOver(entity);
            case WAITING, ACTIVE -> {}
        }
        if (entity.tournamentId != null) {
            throw new ApiException.Conflict(
                    "tournament-game", "a tournament's game cannot be aborted; its organiser rules on it");
        }
        if (game.ply() > LAST_ABORTABLE_PLY) {
            throw new ApiException.Conflict(
                    "abort-too-late",
                    "both sides have moved (ply " + game.ply() + "): the game can only be resigned now");
        }
        ending.abort(entity, game, side);
        return views.of(entity, game, game.ply());
    }
}
