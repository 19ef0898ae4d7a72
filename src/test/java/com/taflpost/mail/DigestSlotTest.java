package com.taflpost.mail;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class DigestSlotTest {
    private static final Duration CATCH_UP = Duration.ofHours(3);

    @Test
    void dueFromTheHourUntilTheCatchUpEnds() {
        assertThat(DigestSlot.due(8, null, Instant.parse("2025-03-20T07:59:00Z"), CATCH_UP))
                .isFalse();
        assertThat(DigestSlot.due(8, null, Instant.parse("2025-03-20T08:00:00Z"), CATCH_UP))
                .isTrue();
        assertThat(DigestSlot.due(8, null, Instant.parse("2025-03-20T10:59:00Z"), CATCH_UP))
                .isTrue();
        assertThat(DigestSlot.due(8, null, Instant.parse("2025-03-20T11:00:00Z"), CATCH_UP))
                .isFalse();
    }

    @Test
    void aLateHourIsCaughtUpAfterMidnight() {
        assertThat(DigestSlot.open(23, Instant.parse("2025-03-21T01:30:00Z"), CATCH_UP))
                .contains(Instant.parse("2025-03-20T23:00:00Z"));
    }

    @Test
    void oneDigestPerSlot() {
        Instant sent = Instant.parse("2025-03-20T08:01:00Z");
        assertThat(DigestSlot.due(8, sent, Instant.parse("2025-03-20T09:30:00Z"), CATCH_UP))
                .isFalse();
        assertThat(DigestSlot.due(8, sent, Instant.parse("2025-03-21T08:00:00Z"), CATCH_UP))
                .isTrue();
    }

    @Test
    void aMovedHourDoesNotBringASecondDigestSoon() {
        Instant sent = Instant.parse("2025-03-20T08:01:00Z");
        assertThat(DigestSlot.due(10, sent, Instant.parse("2025-03-20T10:00:00Z"), CATCH_UP))
                .isFalse();
    }
}
