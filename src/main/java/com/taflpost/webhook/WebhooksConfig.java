package com.taflpost.webhook;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Settings of webhook deliveries. */
@ConfigMapping(prefix = "taflpost.webhooks")
public interface WebhooksConfig {

    /** How often each instance looks for deliveries that are due. */
    @WithDefault("5s")
    Duration poll();

    /** The wait after the first failed attempt; it doubles with each further failure. */
    @WithDefault("30s")
    Duration retryDelay();

    /** Attempts before a delivery is given up as failed. */
    @WithDefault("8")
    int maxAttempts();

    /**
     * Whether webhooks may reach loopback, private (RFC 1918), link-local, unique-local and carrier-grade NAT
     * addresses: only for a deployment whose bots run beside it. Metadata, multicast and reserved addresses never.
     */
    @WithDefault("false")
    boolean allowPrivateTargets();

    /** The most one attempt may take, from looking up the host to the receiver's status line. */
    @WithDefault("5s")
    Duration timeout();

    /**
     * How long a delivery being sent stays reserved to its instance; renewed while it is sent, so this only bounds how
     * soon the deliveries of an instance that died are taken over.
     */
    @WithDefault("60s")
    Duration claim();

    /** Deliveries one instance sends at once (each webhook has at most one in flight, over all instances). */
    @WithDefault("64")
    int maxInFlight();

    /**
     * Deliveries of one player's webhooks in flight at once, over all instances, so that one player's slow receivers
     * cannot take every slot; the others' deliveries are claimed first.
     */
    @WithDefault("4")
    int perOwnerConcurrency();

    /**
     * An answer later than this is slow; a receiver that was slow {@link #slowAnswers()} times in a row gets only this
     * long for each attempt until it answers within it again.
     */
    @WithDefault("2s")
    Duration slowTimeout();

    /** Slow answers (or none) in a row, over a webhook's deliveries, after which it gets the slow timeout. */
    @WithDefault("3")
    int slowAnswers();

    /** Failed attempts in a row, over a webhook's deliveries, after which the webhook is paused. */
    @WithDefault("5")
    int breakerFailures();

    /** The first pause of a failing webhook; it doubles each time the trial after a pause fails, up to an hour. */
    @WithDefault("1m")
    Duration breakerDelay();

    /** Webhooks one player may have. */
    @WithDefault("10")
    int maxPerPlayer();
}
