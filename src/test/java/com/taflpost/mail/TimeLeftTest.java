package com.taflpost.mail;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class TimeLeftTest {

    @Test
    void theTwoLargestUnits() {
        assertThat(TimeLeft.words(Duration.ofDays(2).plusHours(3).plusMinutes(4)))
                .isEqualTo("2 days 3 hours");
        assertThat(TimeLeft.words(Duration.ofHours(1).plusMinutes(1))).isEqualTo("1 hour 1 minute");
        assertThat(TimeLeft.words(Duration.ofSeconds(20))).isEqualTo("1 minute");
        assertThat(TimeLeft.words(Duration.ofSeconds(-5))).isEqualTo("no time");
    }

    @Test
    void theDeadlineInUtc() {
        Instant now = Instant.parse("2025-03-20T18:02:00Z");
        assertThat(TimeLeft.of(now.plus(Duration.ofHours(5)), now))
                .isEqualTo("5 hours left (until Thu 20 Mar 23:02 UTC)");
        assertThat(TimeLeft.of(null, now)).isEqualTo("no time limit");
    }
}
