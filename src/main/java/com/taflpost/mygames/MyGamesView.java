package com.taflpost.mygames;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "MyGames",
        description = "A page of the caller's active games: those awaiting their move first, soonest deadline"
                + " first, then by id; the counts are over all pages",
        requiredProperties = {"awaitingYou", "total", "games", "size"})
public record MyGamesView(
        @Schema(description = "How many of the caller's active games await their move, on all pages", examples = "1")
        int awaitingYou,

        @Schema(description = "How many active games the caller has, on all pages", examples = "2")
        int total,

        @Schema(description = "The games on this page") List<Entry> games,

        @Schema(description = "Largest number of games on a page", examples = "20")
        int size,

        @Schema(
                description = "The next page: null on the last. A game whose turn passes moves in the order; the"
                        + " others are each listed once.",
                nullable = true,
                examples =
                        "http://localhost:8080/api/players/me/games?cursor=bWluZXwwfDE3NjQ3ODIwMDAwMDAwMDB8WGszcDlRYVoybQ")
        URI next) {

    @Schema(name = "MyGame", description = "One of the caller's active games")
    public record Entry(
            @Schema(examples = "Xk3p9QaZ2m") String id,

            @Schema(ref = "RulesetNameOrCustom") String ruleset,

            @Schema(ref = "BoardNameOrCustom") String board,

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
