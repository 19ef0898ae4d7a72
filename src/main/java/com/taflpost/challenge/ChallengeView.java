package com.taflpost.challenge;

import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "Challenge",
        description = "A game offered by one player to another, or to anyone, and what became of it")
public record ChallengeView(
        @Schema(required = true, examples = "6f1d0c7e-8a2b-4c3d-9e4f-5a6b7c8d9e0f")
        String id,

        @Schema(required = true, description = "The challenger's name", examples = "astrid")
        String challenger,

        @Schema(
                description = "The challenged player's name; null for an open challenge",
                examples = "bjorn",
                nullable = true)
        String opponent,

        @Schema(required = true, examples = "copenhagen") String ruleset,

        @Schema(required = true, description = "The named board, or custom", examples = "copenhagen")
        String board,

        @Schema(description = "The custom position; null for a named board", nullable = true)
        String position,

        @Schema(description = "Who moves first in the custom position; null for a named board", nullable = true)
        String sideToMove,

        @Schema(
                required = true,
                description = "The challenger's side",
                enumeration = {"attackers", "defenders", "random"})
        String side,

        @Schema(required = true, description = "The time control the game will have")
        TimeControl timeControl,

        @Schema(
                required = true,
                enumeration = {"open", "accepted", "declined", "cancelled", "expired"})
        String status,

        @Schema(description = "Why the opponent declined, if they said", nullable = true)
        String declineReason,

        @Schema(description = "The game, once accepted", nullable = true, examples = "Xk3p9QaZ2m")
        String gameId,

        @Schema(required = true) Instant createdAt,
        @Schema(required = true) Instant expiresAt) {

    @Schema(
            name = "ChallengeTimeControl",
            description = "The time control asked for, as sent; type none without a clock")
    public record TimeControl(
            @Schema(
                    required = true,
                    enumeration = {"none", "per-move", "fischer"},
                    examples = "per-move")
            String type,

            @Schema(description = "per-move: the time for every move", nullable = true, examples = "P3D")
            String perMove,

            @Schema(description = "fischer: each side's time at the start", nullable = true)
            String initial,

            @Schema(description = "fischer: the time added after each move", nullable = true)
            String increment,

            @Schema(description = "fischer: the most time a side can bank", nullable = true)
            String cap) {}
}
