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

    /** The most streams one instance holds open at once, all holders together; more answer 503 streams-full. */
    @WithDefault("1000")
    int maxStreams();

    /**
     * How often the player tokens of open streams are checked again, so that a stream opened with a token that was
     * since ended (logout, password change, deleted account) ends too.
     */
    @WithDefault("10s")
    Duration tokenCheck();

    /**
     * The most stored events a stream replays after Last-Event-ID: a client further behind gets a resync event and
     * the latest ones, and reads its games again, so that no reconnect can ask for a recipient's whole history.
     */
    @WithDefault("100")
    int replayWindow();
}
