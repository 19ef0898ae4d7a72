package com.taflpost.game;

import com.taflpost.problem.ApiException;
import java.util.Map;

/** The refusals of the game feature, each with its stable code, written once. */
public final class Problems {
    private Problems() {}

    /** Refuses a change of a game that is not being played: not started, over or aborted. */
    public static void requireActive(GameEntity entity) {
        switch (entity.status) {
            case WAITING -> throw notStarted();
            case FINISHED -> throw gameOver(entity);
            case ABORTED -> throw aborted();
            case ACTIVE -> {}
        }
    }

    public static ApiException gameNotFound(String id) {
        return new ApiException.NotFound("game-not-found", "no game with id '" + id + "'");
    }

    /** A game asked to be rated that could never count in a rating. */
    public static ApiException unratable(String reason) {
        return new ApiException.Unprocessable("unratable-game", "Unratable game", "unratable-game", reason, Map.of());
    }

    /** A game asked to be rated and to allow takebacks: a rated game never allows them. */
    public static ApiException takebacksInRatedGame() {
        return new ApiException.Unprocessable(
                "takebacks-in-rated-game",
                "Takebacks in a rated game",
                "takebacks-in-rated-game",
                "a rated game never allows takebacks: leave out takebacks, or make the game unrated",
                Map.of());
    }

    public static ApiException tokenRequired() {
        return new ApiException.Unauthorized(
                "unauthorized", "this needs a bearer token: a player token or a seat token of this game");
    }

    public static ApiException unknownPlayer() {
        return new ApiException.Unauthorized("unknown-player", "the player of this token does not exist");
    }

    public static ApiException wrongGame() {
        return new ApiException.Forbidden("wrong-game", "this seat token belongs to another game");
    }

    public static ApiException notInGame() {
        return new ApiException.Forbidden("not-in-game", "you have no seat in this game");
    }

    public static ApiException gameOver() {
        return new ApiException.Conflict("game-over", "the game is over");
    }

    /** The game is over; on time, the detail says so. */
    public static ApiException gameOver(GameEntity game) {
        if (game.resultReason == ResultReason.TIMEOUT) {
            return new ApiException.Conflict(
                    "game-over",
                    "the game is over: the " + game.resultWinner.id() + " won on time (timeout) at " + game.updatedAt);
        }
        return gameOver();
    }

    public static ApiException aborted() {
        return new ApiException.Conflict("game-aborted", "the game was aborted");
    }

    public static ApiException notStarted() {
        return new ApiException.Conflict("game-not-started", "the game waits for its second player");
    }

    public static ApiException notYourTurn(String sideToMove) {
        return new ApiException.Conflict("not-your-turn", "it is the " + sideToMove + "' turn");
    }

    public static ApiException stalePly(int expected, int current) {
        return new ApiException.Conflict(
                "stale-ply",
                "the move was meant to follow ply " + expected + ", but the game is at ply " + current
                        + "; reload the game",
                Map.of("ply", current));
    }

    public static ApiException writeConflict() {
        return new ApiException.Conflict(
                "conflict", "the game changed while this request was saved; reload it and try again");
    }
}
