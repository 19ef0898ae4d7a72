package com.taflpost.mail;

import com.taflpost.testsupport.TestClock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

/**
 * Moves the server's clock to a digest hour: five minutes past the start of the next hour in UTC, so that a test has
 * most of that hour, all within one day, to move on in.
 */
final class DigestClock {
    private DigestClock() {}

    /** The hour of day the clock will reach with {@link #reachNextHour}. */
    static int nextHour() {
        return Instant.now().plus(Duration.ofHours(1)).atZone(ZoneOffset.UTC).getHour();
    }

    static void reachNextHour(TestClock clock) {
        Instant now = clock.instant();
        Instant target = now.truncatedTo(ChronoUnit.HOURS).plus(Duration.ofMinutes(65));
        clock.advance(Duration.between(now, target));
    }
}
