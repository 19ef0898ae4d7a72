package com.taflpost.clock;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.rules.Side;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The clock's arithmetic, without a server: per-move, Fischer with its increment and cap, stopping and timing out. */
class GameClockTest {
    private static final Instant T0 = Instant.parse("2025-03-01T10:00:00Z");
    private static final Duration DAY = Duration.ofDays(1);

    @Test
    void aPerMoveClockGivesEverySideTheSameTimeForEachMove() {
        GameClock clock =
                GameClock.of(new TimeControl.PerMove(Duration.ofDays(3))).start(Side.ATTACKERS, T0);
        assertThat(clock.deadline()).isEqualTo(T0.plus(Duration.ofDays(3)));

        Instant moved = T0.plus(Duration.ofHours(50));
        GameClock after = clock.afterMove(Side.ATTACKERS, moved);

        assertThat(after.remaining(Side.ATTACKERS, Side.DEFENDERS, moved)).isEqualTo(Duration.ofDays(3));
        assertThat(after.deadline()).isEqualTo(moved.plus(Duration.ofDays(3)));
        assertThat(after.remaining(Side.DEFENDERS, Side.DEFENDERS, moved.plus(DAY)))
                .isEqualTo(Duration.ofDays(2));
    }

    @Test
    void fischerKeepsWhatTheMoverLeftPlusTheIncrement() {
        GameClock clock = GameClock.of(new TimeControl.Fischer(Duration.ofDays(7), DAY, null))
                .start(Side.ATTACKERS, T0);
        Instant moved = T0.plus(Duration.ofDays(2));

        GameClock after = clock.afterMove(Side.ATTACKERS, moved);

        assertThat(after.attackersMs()).isEqualTo(Duration.ofDays(6).toMillis());
        assertThat(after.defendersMs()).isEqualTo(Duration.ofDays(7).toMillis());
        assertThat(after.deadline()).isEqualTo(moved.plus(Duration.ofDays(7)));
    }

    @Test
    void fischerNeverBanksMoreThanTheCap() {
        GameClock clock = GameClock.of(
                        new TimeControl.Fischer(Duration.ofDays(7), Duration.ofDays(3), Duration.ofDays(8)))
                .start(Side.ATTACKERS, T0);

        GameClock after = clock.afterMove(Side.ATTACKERS, T0.plus(Duration.ofHours(1)));

        assertThat(after.attackersMs()).isEqualTo(Duration.ofDays(8).toMillis());
        assertThat(new TimeControl.Fischer(Duration.ofDays(7), Duration.ofDays(3), null).afterMove(Duration.ofDays(7)))
                .isEqualTo(Duration.ofDays(10));
    }

    @Test
    void theControlIsReadBackFromItsColumns() {
        TimeControl fischer = new TimeControl.Fischer(Duration.ofDays(7), DAY, Duration.ofDays(14));
        assertThat(GameClock.of(fischer).control()).isEqualTo(fischer);
        assertThat(GameClock.of(new TimeControl.PerMove(DAY)).control()).isEqualTo(new TimeControl.PerMove(DAY));
        assertThat(GameClock.of(new TimeControl.None()).control()).isEqualTo(new TimeControl.None());
    }

    @Test
    void withoutAClockNoTimeRunsAndNothingIsOverdue() {
        GameClock clock = GameClock.of(new TimeControl.None()).start(Side.ATTACKERS, T0);

        assertThat(clock.deadline()).isNull();
        assertThat(clock.afterMove(Side.ATTACKERS, T0.plus(DAY))).isEqualTo(clock);
        assertThat(clock.overdue(T0.plus(Duration.ofDays(1000)))).isFalse();
        assertThat(clock.remaining(Side.ATTACKERS, Side.ATTACKERS, T0)).isNull();
    }

    @Test
    void stoppingKeepsWhatTheSideToMoveLeftAndNeverLessThanNothing() {
        GameClock clock =
                GameClock.of(new TimeControl.PerMove(Duration.ofDays(3))).start(Side.DEFENDERS, T0);

        GameClock stopped = clock.stop(Side.DEFENDERS, T0.plus(DAY));
        assertThat(stopped.deadline()).isNull();
        assertThat(stopped.defendersMs()).isEqualTo(Duration.ofDays(2).toMillis());
        assertThat(clock.stop(Side.DEFENDERS, T0.plus(Duration.ofDays(4))).defendersMs())
                .isZero();
    }

    @Test
    void theSideToMoveIsOverdueFromItsDeadlineOnAndTimingOutLeavesItNothing() {
        GameClock clock = GameClock.of(new TimeControl.PerMove(DAY)).start(Side.ATTACKERS, T0);

        assertThat(clock.overdue(T0.plus(DAY).minusMillis(1))).isFalse();
        assertThat(clock.overdue(T0.plus(DAY))).isTrue();
        assertThat(clock.remaining(Side.ATTACKERS, Side.ATTACKERS, T0.plus(Duration.ofDays(2))))
                .isEqualTo(Duration.ZERO);
        GameClock out = clock.timedOut(Side.ATTACKERS);
        assertThat(out.attackersMs()).isZero();
        assertThat(out.deadline()).isNull();
    }
}
