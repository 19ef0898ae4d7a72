package com.taflpost.gamelist;

import com.taflpost.catalog.ResultView;
import com.taflpost.game.GameView.PlayersView;
import com.taflpost.game.GameView.TournamentTag;
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "GameListEntry",
        description = "A game in a list: enough to choose one to open with GET /api/games/{id}",
        requiredProperties = {"id", "ruleset", "board", "players", "ratings", "status", "rated", "ply", "lastMoveAt"})
public record GameListEntry(
        @Schema(description = "The game's id", examples = "Xk3p9QaZ2m")
        String id,

        @Schema(ref = "RulesetNameOrCustom", examples = "copenhagen")
        String ruleset,

        @Schema(ref = "BoardNameOrCustom", examples = "copenhagen")
        String board,

        PlayersView players,

        @Schema(description = "Each player's rating in the game's pool now; null before their first rated game there")
        Ratings ratings,

        @Schema(
                enumeration = {"active", "finished", "aborted"},
                examples = "finished")
        String status,

        @Schema(nullable = true) ResultView result,

        @Schema(description = "Whether the game counts in its players' ratings")
        boolean rated,

        @Schema(description = "The tournament and round; null outside tournaments", nullable = true)
        TournamentTag tournament,

        @Schema(description = "The number of moves played", minimum = "0", examples = "41")
        int ply,

        @Schema(
                description = "The side to move of an active game; null once over",
                enumeration = {"attackers", "defenders"},
                nullable = true,
                examples = "defenders")
        String sideToMove,

        @Schema(description = "When the last move was played, or the game ended off the board (resignation, time)")
        Instant lastMoveAt,

        @Schema(
                description = "When the side to move runs out of time; null without a clock or once over",
                nullable = true)
        Instant deadline) {

    @Schema(name = "GameListRatings", description = "The players' ratings in the game's pool")
    public record Ratings(
            @Schema(nullable = true, examples = "1562") Integer attackers,
            @Schema(nullable = true, examples = "1498") Integer defenders) {}
}
