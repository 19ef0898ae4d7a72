package com.taflpost.rating;

import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** One rated game's change of a player's rating. */
@Schema(description = "One rated game's change of a player's rating")
public record RatingChange(
        @Schema(required = true, description = "The rated game", examples = "Xk3p9QaZ2m")
        String gameId,

        @Schema(required = true, ref = "RulesetName", examples = "copenhagen")
        String ruleset,

        @Schema(required = true, ref = "BoardName", examples = "copenhagen")
        String board,

        @Schema(required = true, description = "The opponent's name", examples = "bjorn")
        String opponent,

        @Schema(required = true, description = "The player's score: 1 win, 0.5 draw, 0 loss", examples = "1")
        double score,

        @Schema(
                required = true,
                description = "What the update started from: the values after the previous rated game, the deviation"
                        + " grown for the full weeks since")
        RatingValues before,

        @Schema(required = true, description = "The values after the game")
        RatingValues after,

        @Schema(required = true, description = "When the game ended", examples = "2025-03-20T18:02:11.120000Z")
        Instant at) {}
