package com.taflpost.clock;

import com.taflpost.problem.ApiException;
import java.time.Duration;
import java.time.format.DateTimeParseException;

/** A game's time control, as chosen when it is created. */
public sealed interface TimeControl {
    Duration MINIMUM = Duration.ofMinutes(1);
    /**
     * The longest period a clock counts (a time to move, an increment, a cap): long enough for any correspondence game.
     */
    String MAXIMUM_TEXT = "P365D";

    Duration MAXIMUM = Duration.parse(MAXIMUM_TEXT);

    String id();

    /** The time each side has when the game starts. */
    Duration start();

    /** The mover's time after a move that left it {@code left}. */
    Duration afterMove(Duration left);

    record None() implements TimeControl {
        public String id() {
            return "none";
        }

        public Duration start() {
            return null;
        }

        public Duration afterMove(Duration left) {
            return null;
        }
    }

    record PerMove(Duration perMove) implements TimeControl {
        public String id() {
            return "per-move";
        }

        public Duration start() {
            return perMove;
        }

        public Duration afterMove(Duration left) {
            return perMove;
        }
    }

    /** Fischer: the mover keeps what it left, plus the increment, never more than the cap. */
    record Fischer(Duration initial, Duration increment, Duration cap) implements TimeControl {
        public String id() {
            return "fischer";
        }

        public Duration start() {
            return initial;
        }

        public Duration afterMove(Duration left) {
            Duration banked = left.plus(increment);
            return cap != null && banked.compareTo(cap) > 0 ? cap : banked;
        }
    }

    /** The time control a client asked for; absent means none. */
    static TimeControl of(TimeControlRequest request) {
        if (request == null || request.type() == null || request.type().equals("none")) {
            if (request != null && request.type() == null) {
                throw bad("timeControl.type is required: none, per-move or fischer");
            }
            return new None();
        }
        return switch (request.type()) {
            case "per-move" -> new PerMove(atLeastAMinute(duration(request.perMove(), "perMove", true), "perMove"));
            case "fischer" -> {
                Duration initial = atLeastAMinute(duration(request.initial(), "initial", true), "initial");
                Duration increment = duration(request.increment(), "increment", false);
                Duration cap = duration(request.cap(), "cap", false);
                if (increment != null && increment.isNegative()) {
                    throw bad("increment cannot be negative");
                }
                if (cap != null && cap.compareTo(initial) < 0) {
                    throw bad("cap (" + cap + ") cannot be less than initial (" + initial + ")");
                }
                yield new Fischer(initial, increment == null ? Duration.ZERO : increment, cap);
            }
            default -> throw bad("unknown timeControl.type '" + request.type() + "': none, per-move or fischer");
        };
    }

    private static Duration duration(String text, String field, boolean required) {
        if (text == null) {
            if (required) {
                throw bad("timeControl." + field + " is required, an ISO-8601 duration such as P3D or PT12H");
            }
            return null;
        }
        Duration duration;
        try {
            duration = Duration.parse(text.strip());
        } catch (DateTimeParseException e) {
            throw bad("timeControl." + field + " '" + text + "' is not an ISO-8601 duration such as P3D or PT12H");
        }
        if (duration.compareTo(MAXIMUM) > 0) {
            throw bad("timeControl." + field + " must be at most " + MAXIMUM_TEXT);
        }
        return duration;
    }

    /**
     * The canonical text of a duration a client sent (already checked by {@link #of}), as stored and shown: whole
     * days as P3D, anything else as {@link Duration#toString()}; never the client's own spelling or padding.
     */
    private static String canonical(String text) {
        if (text == null) {
            return null;
        }
        Duration duration = Duration.parse(text.strip());
        boolean wholeDays = !duration.isZero() && duration.getNano() == 0 && duration.getSeconds() % 86_400 == 0;
        return wholeDays ? "P" + duration.toDays() + "D" : duration.toString();
    }

    /** The request as stored: the same time control, its durations in canonical text. */
    static TimeControlRequest canonical(TimeControlRequest request) {
        // only the durations of the chosen type: the others are not read, so they are not kept either
        TimeControl control = of(request);
        if (control instanceof PerMove) {
            return new TimeControlRequest(control.id(), canonical(request.perMove()), null, null, null);
        }
        if (control instanceof Fischer) {
            return new TimeControlRequest(
                    control.id(),
                    null,
                    canonical(request.initial()),
                    canonical(request.increment()),
                    canonical(request.cap()));
        }
        return new TimeControlRequest("none", null, null, null, null);
    }

    private static Duration atLeastAMinute(Duration duration, String field) {
        if (duration.compareTo(MINIMUM) < 0) {
            throw bad("timeControl." + field + " must be at least PT1M, not " + duration);
        }
        return duration;
    }

    private static ApiException bad(String detail) {
        return new ApiException.BadRequest("bad-time-control", detail);
    }
}
