package com.taflpost.mail;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** How a registered player wants to be told that it is their turn; in a PUT, an omitted field keeps its value. */
@Schema(name = "NotificationSettings", description = "How the player is told that it is their turn")
public record NotificationSettings(
        @Schema(description = "Web push notifications (where the browser allows them)", examples = "true")
        Boolean push,

        @Schema(
                description = "A daily e-mail digest of the games awaiting a move, and the time alarm by mail;"
                        + " sent only to a verified address",
                examples = "true")
        Boolean email,

        @Schema(description = "The hour of the day, in UTC (0-23), at which the digest is sent", examples = "8")
        @Min(value = 0, message = "must be 0 to 23 (an hour in UTC)")
        @Max(value = 23, message = "must be 0 to 23 (an hour in UTC)")
        Integer digestHour,

        @Schema(description = "A warning once 80% of the time for a move has passed without a move", examples = "true")
        Boolean alarm) {

    static final boolean DEFAULT_PUSH = true;
    static final boolean DEFAULT_EMAIL = false;
    static final int DEFAULT_DIGEST_HOUR = 8;
    static final boolean DEFAULT_ALARM = true;
}
