package com.taflpost.webhook;

import com.taflpost.contract.TextPatterns;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What the webhook operations read and answer. */
public final class WebhookViews {
    private WebhookViews() {}

    /** The longest URL a webhook may have. */
    public static final int MAX_URL_LENGTH = 2048;

    @Schema(description = "A webhook to register")
    public record NewWebhook(
            @Schema(
                    description = "An absolute http or https URL on port 80, 443 or 1024-65535, without a user name or"
                            + " password, whose host resolves to public addresses only",
                    required = true,
                    format = "uri",
                    minLength = 1,
                    pattern = TextPatterns.NOT_BLANK,
                    example = "https://bot.example.org/taflpost")
            @Size(max = MAX_URL_LENGTH, message = "must be at most " + MAX_URL_LENGTH + " characters")
            String url) {}

    @Schema(description = "One of the player's webhooks, without its secret")
    public record WebhookSummary(
            @Schema(required = true) UUID id,
            @Schema(required = true) String url,
            @Schema(required = true) Instant createdAt,

            @Schema(required = true, description = "Failed attempts in a row; 0 after any delivered one")
            int failures,

            @Schema(
                    description = "Set while the webhook is paused after repeated failures: nothing is sent to it"
                            + " before then, and the first attempt after it decides whether it stays paused",
                    nullable = true)
            Instant pausedUntil) {}

    @Schema(description = "A registered webhook; the secret is shown only in the answer to its registration")
    public record Webhook(
            @Schema(required = true) UUID id,
            @Schema(required = true) String url,

            @Schema(description = "Signs every delivery (Taflpost-Signature); shown once")
            String secret,

            @Schema(required = true) Instant createdAt) {}

    @Schema(description = "One event sent (or being sent) to a webhook")
    public record Delivery(
            @Schema(required = true) long id,
            @Schema(required = true) long eventId,
            @Schema(required = true) String type,

            @Schema(
                    required = true,
                    enumeration = {"pending", "delivered", "failed"})
            String status,

            @Schema(required = true) int attempts,

            @Schema(description = "The HTTP status of the last attempt, if it got one", nullable = true)
            Integer lastStatus,

            @Schema(description = "Why the last attempt failed", nullable = true)
            String lastError,

            @Schema(description = "When a pending delivery is tried next", nullable = true)
            Instant nextAttemptAt,

            @Schema(nullable = true) Instant deliveredAt,
            @Schema(required = true) Instant createdAt) {}
}
