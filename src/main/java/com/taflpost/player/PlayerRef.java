package com.taflpost.player;

import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A player named in another answer (a token, a seat of a game). */
@Schema(description = "A registered player, by id and name")
public record PlayerRef(
        @Schema(required = true, description = "The player's id", examples = PlayerExamples.ID)
        UUID id,

        @Schema(required = true, description = "The player's name", examples = PlayerExamples.NAME)
        String name) {}
