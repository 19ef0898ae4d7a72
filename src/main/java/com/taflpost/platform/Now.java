package com.taflpost.platform;

import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * The current time for everything the server stores or shows, read from the one injected {@link Clock} (which tests
 * move forward) at the database's precision, so that an answer shows what a later read of the same row shows.
 */
@Singleton
public class Now {
    private final Clock clock;

    Now(Clock clock) {
        this.clock = clock;
    }

    /** The current instant, truncated to microseconds as PostgreSQL stores it. */
    public Instant instant() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }
}
