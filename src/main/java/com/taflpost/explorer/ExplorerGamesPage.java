package com.taflpost.explorer;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "ExplorerGamePage",
        description = "A page of the finished games that passed through a position, the last ended first",
        requiredProperties = {"items", "size"})
public record ExplorerGamesPage(
        @Schema(description = "The games on this page") List<PlayedGame> items,

        @Schema(description = "Largest number of games on a page", examples = "20")
        int size,

        @Schema(
                description = "The next page, for the same position and move: null on the last",
                nullable = true,
                examples = "http://localhost:8080/api/explorer/games?ruleset=copenhagen&board=brandubh"
                        + "&cursor=ZXhwbG9yZXItZ2FtZXN8MTc2NDg0Mjg1NTEyMzQ1NnxYazNwOVFhWjJtfDE")
        URI next) {

    @Schema(name = "ExplorerGame", description = "A finished game that passed through the position, and what it played")
    public record PlayedGame(
            @Schema(description = "The game's id: GET /api/games/{id}", examples = "Xk3p9QaZ2m")
            String gameId,

            @Schema(description = "The move it played from the position", examples = "d2-f2")
            String move,

            @Schema(description = "The move's place in that game, from 1", minimum = "1", examples = "1")
            int ply,

            @Schema(ref = "Winner", examples = "defenders") String winner,

            @Schema(ref = "ResultReason", examples = "king-escaped")
            String reason,

            @Schema(description = "When the game ended") Instant endedAt) {}
}
