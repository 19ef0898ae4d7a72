package com.taflpost.push;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What the push operations take and answer. */
final class PushViews {
    private PushViews() {}

    @Schema(description = "The server's VAPID application server key, for PushManager.subscribe")
    record PublicKey(
            @Schema(
                    description = "The uncompressed P-256 public point, base64url without padding",
                    example = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM")
            String publicKey) {}

    @Schema(description = "A browser's PushSubscription as PushSubscription.toJSON() writes it")
    record NewSubscription(
            @Schema(
                    description = "The push service's URL for this browser (https), at most "
                            + EndpointRules.MAX_LENGTH
                            + " characters once trimmed",
                    required = true,
                    pattern = EndpointRules.PATTERN)
            String endpoint,

            @Schema(description = "The browser's keys", required = true)
            Keys keys) {}

    @Schema(description = "The keys a push is encrypted to (RFC 8291)")
    record Keys(
            @Schema(description = "The browser's P-256 public key: the uncompressed point, base64url", required = true)
            String p256dh,

            @Schema(description = "The browser's 16-byte auth secret, base64url", required = true)
            String auth) {}

    @Schema(description = "A push subscription")
    record Subscription(
            @Schema(description = "The subscription's id", example = "8d2f6b1e-4c3a-4e5f-9a7b-0c1d2e3f4a5b")
            String id) {}
}
