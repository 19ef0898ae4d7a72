package com.taflpost.player;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A player's rating in one pool (a ruleset on a named board), as of now: the deviation grown for idle weeks. */
@Schema(description = "A player's Glicko-2 rating in one pool: a ruleset on a named board")
public record PlayerRating(
        @Schema(required = true, ref = "RulesetName", examples = "copenhagen")
        String ruleset,

        @Schema(required = true, ref = "BoardName", examples = "copenhagen")
        String board,

        @Schema(required = true, description = "The rating r (Glicko scale, starts at 1500)", examples = "1662.31")
        double rating,

        @Schema(
                required = true,
                description = "The rating deviation RD as of now: it grows once per full week without a rated game,"
                        + " up to 350",
                examples = "151.52")
        double deviation,

        @Schema(required = true, description = "The volatility sigma (starts at 0.06)", examples = "0.059996")
        double volatility,

        @Schema(required = true, description = "Rated games played in this pool", examples = "4")
        int games,

        @Schema(required = true, description = "Whether the deviation is above 110: too uncertain to rank")
        boolean provisional) {}
