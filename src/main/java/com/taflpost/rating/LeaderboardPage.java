package com.taflpost.rating;

import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A page of a pool's leaderboard, as the API answers it. */
@Schema(
        name = "LeaderboardPage",
        description = "A page of a leaderboard, best rating first, then by player id",
        requiredProperties = {"items", "size"})
public record LeaderboardPage(
        @Schema(description = "The players on this page, best first")
        List<LeaderboardEntry> items,

        @Schema(description = "Largest number of players on a page", examples = "20")
        int size,

        @Schema(
                description = "The next page of the same pool: null on the last",
                nullable = true,
                examples = "http://localhost:8080/api/leaderboards?ruleset=copenhagen&board=copenhagen&cursor="
                        + "bGVhZGVyYm9hcmR8MTcxMi40fDJmMWM0YjZlLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMXwyMA")
        URI next) {}
