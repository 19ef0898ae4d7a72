package com.taflpost.player;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What anyone may know about a player. Built in one place, {@link PlayerService#profile}. */
@Schema(description = "A player's public profile")
public record PlayerProfile(
        @Schema(required = true, description = "The player's id", examples = PlayerExamples.ID)
        UUID id,

        @Schema(required = true, description = "The player's name", examples = PlayerExamples.NAME)
        String name,

        @Schema(required = true, description = "When the player registered", examples = PlayerExamples.CREATED_AT)
        Instant createdAt,

        @Schema(
                required = true,
                description = "The player's games going on, invitations waiting for them, and results; a game kept"
                        + " for a named opponent shows only to its two players until it is accepted")
        PlayerGames games,

        @Schema(
                required = true,
                description = "The player's Glicko-2 ratings, one per pool (ruleset and board) of their rated games")
        List<PlayerRating> ratings,

        @Schema(required = true, description = "Whether the player is on vacation now (their clocks paused)")
        boolean onVacation,

        @Schema(
                nullable = true,
                description = "When the player's vacation ends; null when they are not on vacation",
                examples = "2026-07-14T09:00:00Z")
        Instant vacationUntil) {}
