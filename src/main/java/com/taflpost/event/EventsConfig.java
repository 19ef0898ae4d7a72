package com.taflpost.event;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Settings of the event streams. */
@ConfigMapping(prefix = "taflpost.events")
public interface EventsConfig {

    /** How often an idle stream gets a comment line, so that proxies and clients keep it open. */
    @WithDefault("25s")
    Duration keepAlive();
}
