package com.taflpost.player;

import java.time.Instant;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A player in a list of players. */
@Schema(description = "A player in a list of players")
public record PlayerSummary(
        @Schema(required = true, description = "The player's id", examples = PlayerExamples.ID)
        UUID id,

        @Schema(required = true, description = "The player's name", examples = PlayerExamples.NAME)
        String name,

        @Schema(required = true, description = "When the player registered", examples = PlayerExamples.CREATED_AT)
        Instant createdAt) {}
