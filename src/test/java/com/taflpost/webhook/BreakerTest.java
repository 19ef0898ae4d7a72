package com.taflpost.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BreakerTest {
    private final Breaker breaker = new Breaker(5, Duration.ofMinutes(1));

    @Test
    void staysClosedUnderTheThreshold() {
        for (int failures = 0; failures < 5; failures++) {
            assertThat(breaker.pauseAfter(failures)).isEmpty();
        }
    }

    @Test
    void opensAtTheThresholdAndDoublesWithEachFailedTrialUpToAnHour() {
        assertThat(breaker.pauseAfter(5)).contains(Duration.ofMinutes(1));
        assertThat(breaker.pauseAfter(6)).contains(Duration.ofMinutes(2));
        assertThat(breaker.pauseAfter(7)).contains(Duration.ofMinutes(4));
        assertThat(breaker.pauseAfter(11)).contains(Duration.ofHours(1));
        assertThat(breaker.pauseAfter(1_000)).contains(Duration.ofHours(1));
    }

    @Test
    void aFirstPauseLongerThanAnHourIsKept() {
        assertThat(new Breaker(1, Duration.ofHours(2)).pauseAfter(3)).contains(Duration.ofHours(2));
    }
}
