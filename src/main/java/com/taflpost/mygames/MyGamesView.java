package com.taflpost.mygames;

import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "MyGames",
        description = "The caller's active games: those awaiting their move first, soonest deadline first")
public record MyGamesView(
        @Schema(description = "How many of the games await the caller's move", examples = "1")
        int awaitingYou,

        List<Entry> games) {

    @Schema(name = "MyGame", description = "One of the caller's active games")
    public record Entry(
            @Schema(examples = "Xk3p9QaZ2m") String id,
            @Schema(enumeration = {"copenhagen", "tablut"}) String ruleset,

            @Schema(enumeration = {"brandubh", "tablut", "copenhagen", "hnefatafl", "custom"})
            String board,

            @Schema(description = "The opponent's name", examples = "bjorn")
            String opponent,

            @Schema(
                    description = "The caller's side",
                    enumeration = {"attackers", "defenders"})
            String side,

            @Schema(description = "Whether the caller is to move")
            boolean yourTurn,

            @Schema(description = "The number of moves played", examples = "2")
            int ply,

            @Schema(description = "When the side to move loses on time; null without a clock", nullable = true)
            Instant deadline,

            @Schema(description = "The last move played; null before the first", nullable = true, examples = "e3-h3")
            String lastMove) {}
}
