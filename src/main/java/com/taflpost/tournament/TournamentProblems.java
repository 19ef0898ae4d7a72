package com.taflpost.tournament;

import com.taflpost.problem.ApiException;
import java.util.Map;

/** The problems of the tournaments API, each with its stable code. */
final class TournamentProblems {
    private TournamentProblems() {}

    static ApiException notFound(String id) {
        return new ApiException.NotFound("tournament-not-found", "there is no tournament " + id);
    }

    static ApiException notOrganiser() {
        return new ApiException.Forbidden("not-organiser", "only the tournament's organiser may do this");
    }

    static ApiException full(int maxPlayers) {
        return new ApiException.Conflict(
                "tournament-full",
                "the tournament is full: " + maxPlayers + " players",
                Map.of("maxPlayers", maxPlayers));
    }

    static ApiException entriesClosed(String status) {
        return new ApiException.Conflict(
                "entries-closed",
                "entries are closed: the tournament is " + status,
                Map.of("tournamentStatus", status));
    }

    static ApiException alreadyEntered() {
        return new ApiException.Conflict("already-entered", "you have already entered this tournament");
    }

    static ApiException notEntered() {
        return new ApiException.Conflict("not-entered", "you have not entered this tournament");
    }

    static ApiException notInEntry(String status) {
        return new ApiException.Conflict(
                "tournament-started",
                "the tournament is " + status + "; this is only possible before it starts",
                Map.of("tournamentStatus", status));
    }

    static ApiException notRunning(String status) {
        return new ApiException.Conflict(
                "tournament-not-running",
                "the tournament is " + status + ", not running",
                Map.of("tournamentStatus", status));
    }

    static ApiException tooFewPlayers(int players) {
        return new ApiException.Conflict(
                "not-enough-players", "a tournament needs at least 2 players to start, it has " + players);
    }

    static ApiException notAPlayer(String name) {
        return new ApiException.Conflict("not-a-player", name + " is not playing in this tournament");
    }

    static ApiException notATournamentGame(String gameId) {
        return new ApiException.NotFound("game-not-found", "the tournament has no game " + gameId);
    }

    static ApiException roundNotFound(int number) {
        return new ApiException.NotFound("round-not-found", "the tournament has no round " + number + " (yet)");
    }

    /** The organiser also plays, and would decide a game of his own. */
    static ApiException organiserPlaysInGame(String gameId) {
        return new ApiException.Forbidden(
                "organiser-plays-in-game",
                "you play in the game " + gameId + ": an organiser cannot decide a game of his own");
    }

    static ApiException gameOver(String gameId) {
        return new ApiException.Conflict("game-over", "the game " + gameId + " is already over");
    }

    static ApiException invalid(String code, String detail) {
        return new ApiException.Unprocessable("invalid-tournament", "Invalid tournament", code, detail, Map.of());
    }
}
