package com.taflpost.player;

import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A player token and what it stands for. */
@Schema(description = "A bearer token for a registered player")
public record TokenResponse(
        @Schema(description = "The signed JWT to send as 'Authorization: Bearer <token>'", examples = PlayerExamples.TOKEN)
        String token,
        @Schema(description = "Always Bearer", examples = "Bearer")
        String tokenType,
        @Schema(description = "When the token stops being accepted", examples = PlayerExamples.EXPIRES_AT)
        Instant expiresAt,
        @Schema(description = "The player the token names")
        PlayerRef player) {
}
