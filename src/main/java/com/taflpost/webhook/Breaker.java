package com.taflpost.webhook;

import java.time.Duration;
import java.util.Optional;

/**
 * A circuit breaker per webhook, its state (failures in a row, paused until) kept on the webhook's row so that every
 * instance honours it. Closed while the failures in a row stay under the threshold; open, the webhook paused, once
 * they reach it; half-open when the pause is over: the next attempt is the trial (a webhook never has more than one
 * in flight). A success closes it; a failed trial pauses it again, twice as long each time, up to an hour.
 */
record Breaker(int threshold, Duration delay) {
    static final Duration LONGEST = Duration.ofHours(1);

    /** The pause after an attempt that makes {@code failures} in a row, or empty while the breaker stays closed. */
    Optional<Duration> pauseAfter(int failures) {
        if (failures < threshold) {
            return Optional.empty();
        }
        Duration pause = delay.multipliedBy(1L << Math.min(failures - threshold, 16));
        Duration longest = delay.compareTo(LONGEST) > 0 ? delay : LONGEST;
        return Optional.of(pause.compareTo(longest) > 0 ? longest : pause);
    }
}
