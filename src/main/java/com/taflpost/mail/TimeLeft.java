package com.taflpost.mail;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** How long a player has for a move, in words a mail can show. */
final class TimeLeft {
    private static final DateTimeFormatter DEADLINE =
            DateTimeFormatter.ofPattern("EEE d MMM HH:mm 'UTC'", Locale.ENGLISH).withZone(ZoneOffset.UTC);

    private TimeLeft() {}

    /** "2 days 3 hours left (until Fri 21 Mar 18:02 UTC)", or "no time limit" for a game without a clock. */
    static String of(Instant deadline, Instant now) {
        if (deadline == null) {
            return "no time limit";
        }
        return words(Duration.between(now, deadline)) + " left (until " + DEADLINE.format(deadline) + ")";
    }

    /** The two largest units only: a correspondence player needs no seconds. */
    static String words(Duration left) {
        if (left.isNegative() || left.isZero()) {
            return "no time";
        }
        long days = left.toDays();
        int hours = left.toHoursPart();
        int minutes = left.toMinutesPart();
        if (days > 0) {
            return plural(days, "day") + (hours > 0 ? " " + plural(hours, "hour") : "");
        }
        if (hours > 0) {
            return plural(hours, "hour") + (minutes > 0 ? " " + plural(minutes, "minute") : "");
        }
        return plural(Math.max(1, minutes), "minute");
    }

    private static String plural(long count, String unit) {
        return count + " " + unit + (count == 1 ? "" : "s");
    }
}
