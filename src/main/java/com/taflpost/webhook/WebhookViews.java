package com.taflpost.webhook;

import com.taflpost.contract.TextPatterns;
import jakarta.validation.constraints.Size;
import java.net.URI;
import java.time.Instant;
import java.util.List;
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

    @Schema(
            name = "WebhookPage",
            description = "A page of the player's webhooks, oldest first, then by id",
            requiredProperties = {"items", "size"})
    public record WebhookPage(
            @Schema(description = "The webhooks on this page")
            List<WebhookSummary> items,

            @Schema(description = "Largest number of webhooks on a page", examples = "20")
            int size,

            @Schema(
                    description = "The next page: null on the last",
                    nullable = true,
                    examples = "http://localhost:8080/api/players/me/webhooks?cursor="
                            + "d2ViaG9va3N8MTc2NDc4MjAwMDAwMDAwMHw3YzFlMmQ0YS0wYjNmLTRhNWUtOWM2ZC0xZTJmM2E0YjVjNmQ")
            URI next) {}

    @Schema(
            name = "WebhookDeliveryPage",
            description = "A page of a webhook's deliveries, newest first",
            requiredProperties = {"items", "size"})
    public record DeliveryPage(
            @Schema(description = "The deliveries on this page")
            List<Delivery> items,

            @Schema(description = "Largest number of deliveries on a page", examples = "20")
            int size,

            @Schema(
                    description = "The next page: null on the last",
                    nullable = true,
                    examples = "http://localhost:8080/api/players/me/webhooks/7c1e2d4a-0b3f-4a5e-9c6d-1e2f3a4b5c6d"
                            + "/deliveries?cursor=ZGVsaXZlcmllc3w0Mg")
            URI next) {}
}
