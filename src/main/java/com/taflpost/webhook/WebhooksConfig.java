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
}
