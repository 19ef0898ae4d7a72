package com.taflpost.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class AnswerTimeoutTest {
    private final AnswerTimeout timeout = new AnswerTimeout(Duration.ofSeconds(5), Duration.ofSeconds(2), 3);

    @Test
    void aReceiverGetsTheNormalTimeoutUntilItWasSlowEnoughTimesInARow() {
        assertThat(timeout.after(0)).isEqualTo(Duration.ofSeconds(5));
        assertThat(timeout.after(2)).isEqualTo(Duration.ofSeconds(5));
        assertThat(timeout.after(3)).isEqualTo(Duration.ofSeconds(2));
        assertThat(timeout.after(40)).isEqualTo(Duration.ofSeconds(2));
    }

    @Test
    void aLateAnswerOrNoneIsSlowWhateverItsStatus() {
        assertThat(timeout.slow(Outcome.answered(204), Duration.ofMillis(300))).isFalse();
        assertThat(timeout.slow(Outcome.answered(503), Duration.ofMillis(300))).isFalse();
        assertThat(timeout.slow(Outcome.answered(204), Duration.ofMillis(2001))).isTrue();
        assertThat(timeout.slow(Outcome.noAnswer(), Duration.ofMillis(10))).isTrue();
    }

    @Test
    void aShortTimeoutLongerThanTheNormalOneNeverLengthensAttempts() {
        AnswerTimeout odd = new AnswerTimeout(Duration.ofSeconds(5), Duration.ofSeconds(8), 3);
        assertThat(odd.after(3)).isEqualTo(Duration.ofSeconds(5));
    }
}
