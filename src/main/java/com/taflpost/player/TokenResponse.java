package com.taflpost.player;

import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A player token and what it stands for. */
@Schema(description = "A bearer token for a registered player")
public record TokenResponse(
        @Schema(
                required = true,
                description = "The signed JWT to send as 'Authorization: Bearer <token>'",
                examples = PlayerExamples.TOKEN)
        String token,

        @Schema(required = true, description = "Always Bearer", examples = "Bearer")
        String tokenType,

        @Schema(
                required = true,
                description = "When the token stops being accepted",
                examples = PlayerExamples.EXPIRES_AT)
        Instant expiresAt,

        @Schema(required = true, description = "The player the token names")
        PlayerRef player) {}
