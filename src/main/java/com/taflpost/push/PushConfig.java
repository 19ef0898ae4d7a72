package com.taflpost.push;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/** Settings of Web Push to the players' and seats' browsers. */
@ConfigMapping(prefix = "taflpost.push")
public interface PushConfig {

    /** How often each instance looks for pushes that are due. */
    @WithDefault("1s")
    Duration poll();

    /** The wait after the first failed attempt; it doubles with each further failure (or follows Retry-After). */
    @WithDefault("30s")
    Duration retryDelay();

    /** Attempts before a push is given up as failed. */
    @WithDefault("8")
    int maxAttempts();

    /**
     * Whether push endpoints may be plain http and reach loopback, private, link-local, unique-local and carrier-grade
     * NAT addresses: only for tests and a push service run beside the server. Metadata, multicast and reserved
     * addresses never.
     */
    @WithDefault("false")
    boolean allowPrivateTargets();

    /** The most one attempt may take, from looking up the host to the push service's status line. */
    @WithDefault("10s")
    Duration timeout();

    /** How long a push being sent stays reserved to its instance; an instance that died loses it after this. */
    @WithDefault("60s")
    Duration claim();

    /** Pushes one instance sends at once. */
    @WithDefault("64")
    int maxInFlight();

    /** Subscriptions one player or seat may have (a browser each). */
    @WithDefault("20")
    int maxPerOwner();

    /** How long the push service keeps a push for a browser that is offline (the TTL header). */
    @WithDefault("28d")
    Duration ttl();

    /**
     * The contact the push services may write to about this server's pushes (the VAPID {@code sub}): a mailto: or
     * https: URL. Without it the tokens carry none, which some push services refuse.
     */
    Optional<String> subject();

    /** The VAPID key pair; without both, a key pair is created once in the data directory. */
    VapidSettings vapid();

    /** The VAPID keys as web-push tools print them. */
    interface VapidSettings {
        /** The public key: the uncompressed P-256 point, base64url. */
        Optional<String> publicKey();

        /** The private key: the P-256 scalar, base64url. */
        Optional<String> privateKey();
    }
}
