package com.taflpost.rating;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A player's place on a pool's leaderboard. */
@Schema(description = "A player's place on a leaderboard")
public record LeaderboardEntry(
        @Schema(required = true, description = "The place, from 1, over all pages", examples = "1")
        int rank,

        @Schema(required = true, description = "The player's name", examples = "astrid")
        String player,

        @Schema(required = true, description = "The rating r (Glicko scale)", examples = "1712.4")
        double rating,

        @Schema(required = true, description = "The rating deviation RD as of now, at most 110", examples = "84.2")
        double deviation,

        @Schema(required = true, description = "The volatility sigma", examples = "0.059998")
        double volatility,

        @Schema(required = true, description = "Rated games played in this pool", examples = "31")
        int games) {}
