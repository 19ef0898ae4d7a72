package com.taflpost.clock;

import com.taflpost.rules.Side;
import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.time.Duration;
import java.time.Instant;

/**
 * A game's clock, an immutable value stored in the game's row: the time control, each side's time at the start of
 * its turn, and the deadline of the side to move. While a side is to move nothing is written as its time runs: its
 * deadline says when it runs out. Every change returns a new clock.
 */
@Embeddable
public record GameClock(
        @Column(name = "clock_type") String type,
        @Column(name = "clock_per_move_ms") Long perMoveMs,
        @Column(name = "clock_initial_ms") Long initialMs,
        @Column(name = "clock_increment_ms") Long incrementMs,
        @Column(name = "clock_cap_ms") Long capMs,
        @Column(name = "attackers_ms") Long attackersMs,
        @Column(name = "defenders_ms") Long defendersMs,
        /** When the side to move loses on time; null without a clock, while the game waits, and once it is over. */
        @Column(name = "deadline") Instant deadline) {

    /** A new game's clock: both sides have the time control's starting time, and no time runs yet. */
    public static GameClock of(TimeControl control) {
        Long start = millis(control.start());
        if (control instanceof TimeControl.PerMove perMove) {
            return new GameClock(control.id(), perMove.perMove().toMillis(), null, null, null, start, start, null);
        }
        if (control instanceof TimeControl.Fischer fischer) {
            return new GameClock(
                    control.id(),
                    null,
                    fischer.initial().toMillis(),
                    fischer.increment().toMillis(),
                    millis(fischer.cap()),
                    start,
                    start,
                    null);
        }
        return new GameClock(control.id(), null, null, null, null, null, null, null);
    }

    /** The time control these columns hold. */
    public TimeControl control() {
        return switch (type) {
            case "per-move" -> new TimeControl.PerMove(Duration.ofMillis(perMoveMs));
            case "fischer" ->
                new TimeControl.Fischer(
                        Duration.ofMillis(initialMs),
                        Duration.ofMillis(incrementMs),
                        capMs == null ? null : Duration.ofMillis(capMs));
            default -> new TimeControl.None();
        };
    }

    /** {@code toMove}'s time starts running at {@code now} (the game became active, or the opponent moved). */
    public GameClock start(Side toMove, Instant now) {
        Long left = stored(toMove);
        return new GameClock(
                type,
                perMoveMs,
                initialMs,
                incrementMs,
                capMs,
                attackersMs,
                defendersMs,
                left == null ? null : now.plusMillis(left));
    }

    /** {@code mover} moved at {@code now}: it keeps what the time control gives it, and the opponent's time runs. */
    public GameClock afterMove(Side mover, Instant now) {
        if (deadline == null) {
            return this;
        }
        Duration left = Duration.between(now, deadline);
        return storing(mover, control().afterMove(left).toMillis()).start(mover.opponent(), now);
    }

    /** The game ended otherwise than on time at {@code now}: the clocks stop, the side to move keeps what it left. */
    public GameClock stop(Side toMove, Instant now) {
        if (deadline == null) {
            return this;
        }
        return storing(toMove, Math.max(0, Duration.between(now, deadline).toMillis()))
                .withoutDeadline();
    }

    /** {@code toMove} ran out of time: it has none left and the clocks stop. */
    public GameClock timedOut(Side toMove) {
        return storing(toMove, 0).withoutDeadline();
    }

    /**
     * {@code side} is given {@code more} time: on its turn its deadline moves, otherwise the time it starts its next
     * turn with grows. Without a clock, the same clock.
     */
    public GameClock withTimeAdded(Side side, Side toMove, Duration more) {
        if (side == toMove && deadline != null) {
            return new GameClock(
                    type, perMoveMs, initialMs, incrementMs, capMs, attackersMs, defendersMs, deadline.plus(more));
        }
        Long stored = stored(side);
        return stored == null ? this : storing(side, stored + more.toMillis());
    }

    /** Whether the side to move's time has run out at {@code now}. */
    public boolean overdue(Instant now) {
        return deadline != null && !deadline.isAfter(now);
    }

    /** {@code side}'s time at {@code now}: counting down while it is to move; null without a clock. */
    public Duration remaining(Side side, Side toMove, Instant now) {
        if (side == toMove && deadline != null) {
            Duration left = Duration.between(now, deadline);
            return left.isNegative() ? Duration.ZERO : left;
        }
        Long stored = stored(side);
        return stored == null ? null : Duration.ofMillis(stored);
    }

    public ClockView view(Side toMove, Instant now) {
        return new ClockView(
                type,
                ClockView.text(perMoveMs),
                ClockView.text(initialMs),
                ClockView.text(incrementMs),
                ClockView.text(capMs),
                ClockView.Remaining.of(remaining(Side.ATTACKERS, toMove, now)),
                ClockView.Remaining.of(remaining(Side.DEFENDERS, toMove, now)),
                deadline);
    }

    /**
     * The deadline moved on by {@code by} (back, when negative): the side to move's time paused for a vacation, or
     * given back when the vacation ends early. Nothing without a deadline.
     */
    public GameClock postponed(Duration by) {
        if (deadline == null) {
            return this;
        }
        return new GameClock(
                type, perMoveMs, initialMs, incrementMs, capMs, attackersMs, defendersMs, deadline.plus(by));
    }

    /**
     * The side to move's time counted from {@code back} rather than {@code now} when its player is away until then (on
     * a vacation): unchanged when {@code back} is null or past, or without a deadline.
     */
    public GameClock pausedUntil(Instant back, Instant now) {
        if (deadline == null || back == null || !back.isAfter(now)) {
            return this;
        }
        return postponed(Duration.between(now, back));
    }

    private Long stored(Side side) {
        return side == Side.ATTACKERS ? attackersMs : defendersMs;
    }

    private GameClock storing(Side side, long millis) {
        return side == Side.ATTACKERS
                ? new GameClock(type, perMoveMs, initialMs, incrementMs, capMs, millis, defendersMs, deadline)
                : new GameClock(type, perMoveMs, initialMs, incrementMs, capMs, attackersMs, millis, deadline);
    }

    private GameClock withoutDeadline() {
        return new GameClock(type, perMoveMs, initialMs, incrementMs, capMs, attackersMs, defendersMs, null);
    }

    private static Long millis(Duration duration) {
        return duration == null ? null : duration.toMillis();
    }
}
