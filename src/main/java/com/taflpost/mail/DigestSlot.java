package com.taflpost.mail;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * The day's moment at which a player's digest is due: their hour in UTC, today or, early in the day, yesterday. A
 * digest may go out from that moment until {@code catchUp} later, so that a server that was down at the hour still
 * sends it; one sent at or after the moment settles the day.
 */
final class DigestSlot {
    /** Digests are at least this far apart, also for a player who moved their hour after the day's digest. */
    static final Duration LEAST_GAP = Duration.ofHours(12);

    private DigestSlot() {}

    /** The slot open at {@code now}, if the player's hour was less than {@code catchUp} ago. */
    static Optional<Instant> open(int digestHour, Instant now, Duration catchUp) {
        ZonedDateTime today = now.atZone(ZoneOffset.UTC).truncatedTo(ChronoUnit.DAYS);
        Instant start = today.withHour(digestHour).toInstant();
        if (start.isAfter(now)) {
            start = today.minusDays(1).withHour(digestHour).toInstant();
        }
        return now.isBefore(start.plus(catchUp)) ? Optional.of(start) : Optional.empty();
    }

    /** Whether a digest is due: a slot is open, and none was sent since it opened or lately. */
    static boolean due(int digestHour, Instant lastDigestAt, Instant now, Duration catchUp) {
        return open(digestHour, now, catchUp)
                .map(start -> lastDigestAt == null
                        || (lastDigestAt.isBefore(start) && lastDigestAt.isBefore(now.minus(LEAST_GAP))))
                .orElse(false);
    }
}
