package com.taflpost.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A player's receivers get a fair share of the sending: a few deliveries in flight at once, and a receiver that is
 * slow time after time is cut short, then paused by its breaker (tests: slow after 1 s, attempts may last 10 s).
 */
@QuarkusTest
class WebhookFairnessTest {
    /** Slower than the slow timeout, well within the normal one. */
    private static final Duration SLOW = Duration.ofMillis(1500);

    @Inject
    WebhooksConfig config;

    @Test
    void aPlayersDeliveriesInFlightStayWithinTheCap() throws Exception {
        try (Receiver slow = new Receiver().answeringAfter(SLOW)) {
            TestPlayer astrid = Players.register("astrid");
            List<String> webhooks = new ArrayList<>();
            for (int hook = 0; hook < config.maxPerPlayer(); hook++) {
                webhooks.add(Hooks.register(astrid, slow.url() + "?hook=" + hook));
            }
            Hooks.raise(astrid.id(), 1);

            Hooks.await(
                    60,
                    count -> ((Number) count).intValue() == webhooks.size(),
                    "select count(*) from webhook_deliveries where webhook_id::text = any(?) and status = 'delivered'",
                    (Object) webhooks.toArray(String[]::new));
            assertThat(config.maxPerPlayer()).isGreaterThan(config.perOwnerConcurrency());
            assertThat(slow.mostAtOnce())
                    .as("astrid's deliveries in flight at once")
                    .isEqualTo(config.perOwnerConcurrency());
        }
    }

    @Test
    void aReceiverSlowTimeAfterTimeIsCutShortThenPausedUntilItAnswersFast() throws Exception {
        try (Receiver slow = new Receiver().answeringAfter(SLOW)) {
            TestPlayer astrid = Players.register("astrid");
            UUID webhook = UUID.fromString(Hooks.register(astrid, slow.url()));
            int events = config.slowAnswers() + config.breakerFailures();
            Hooks.raise(astrid.id(), events);

            // its first slow answers are taken; after them it gets the slow timeout, which it misses every time,
            // and the breaker pauses it
            Hooks.await(15, Objects::nonNull, "select paused_until from webhooks where id = ?", webhook);
            assertThat(Hooks.column("select failures from webhooks where id = ?", webhook))
                    .containsExactly(config.breakerFailures());
            assertThat(Hooks.column("select slow_answers from webhooks where id = ?", webhook))
                    .containsExactly(config.slowAnswers());
            assertThat(Hooks.column(
                            "select count(*)::int from webhook_deliveries where webhook_id = ?"
                                    + " and status = 'delivered'",
                            webhook))
                    .containsExactly(config.slowAnswers());
            // answered well within the normal timeout, yet no answer: the attempts were cut short
            assertThat(Hooks.column(
                            "select last_error from webhook_deliveries where webhook_id = ? and attempts > 0"
                                    + " and status = 'pending' order by id",
                            webhook))
                    .isNotEmpty()
                    .containsOnly(Outcome.NO_ANSWER);

            slow.answeringAfter(Duration.ZERO);
            Hooks.await(
                    30,
                    count -> ((Number) count).intValue() == events,
                    "select count(*) from webhook_deliveries where webhook_id = ? and status = 'delivered'",
                    webhook);
            assertThat(Hooks.column("select slow_answers from webhooks where id = ?", webhook))
                    .containsExactly(0);
            assertThat(Hooks.column("select failures from webhooks where id = ?", webhook))
                    .containsExactly(0);
        }
    }
}
