package com.taflpost.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import com.taflpost.webhook.Receiver.Post;
import io.quarkus.test.junit.QuarkusTest;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** One receiver's silence or failures hold up nobody else's deliveries (tests: attempts may last 10 s). */
@QuarkusTest
class WebhookIsolationTest {

    @Test
    void aSilentReceiverDoesNotHoldUpAnotherPlayersDelivery() throws Exception {
        try (Receiver silent = new Receiver().silent();
                Receiver good = new Receiver()) {
            TestPlayer astrid = Players.register("astrid");
            TestPlayer bjorn = Players.register("bjorn");
            String first = Hooks.register(astrid, silent.url());
            String second = Hooks.register(astrid, silent.url() + "?second");
            Hooks.register(bjorn, good.url());

            Hooks.raise(astrid.id(), 1);
            assertThat(silent.next(10)).as("astrid's first webhook tried").isNotNull();
            assertThat(silent.next(10)).as("astrid's second webhook tried").isNotNull();
            Instant raised = Instant.now();
            Hooks.raise(bjorn.id(), 1);

            Post post = good.next(10);
            assertThat(post)
                    .as("bjorn's delivery, while astrid's receiver says nothing")
                    .isNotNull();
            // astrid's attempts are still under way: neither has ended (as "no answer") before bjorn's was sent
            for (String webhook : List.of(first, second)) {
                assertThat(Hooks.deliveries(astrid, webhook).getString("[0].lastError"))
                        .isNull();
                assertThat(Hooks.deliveries(astrid, webhook).getInt("[0].attempts"))
                        .isEqualTo(1);
            }
            // generous: a sequential sender would have waited for both silent attempts, 10 s each
            assertThat(Duration.between(raised, post.at())).isLessThan(Duration.ofSeconds(5));
        }
    }

    @Test
    void aFailingWebhookIsPausedThenTriedAgain() throws Exception {
        try (Receiver failing = new Receiver().failing(5, 503)) {
            TestPlayer astrid = Players.register("astrid");
            UUID webhook = UUID.fromString(Hooks.register(astrid, failing.url()));
            Hooks.raise(astrid.id(), 3);

            // five failed attempts in a row (taflpost.webhooks.breaker-failures) pause the webhook (tests: for 2 s)
            for (int i = 0; i < 5; i++) {
                assertThat(failing.next(10)).as("failed attempt %d", i + 1).isNotNull();
            }
            Instant pausedUntil = ((Timestamp) Hooks.await(
                            10, Objects::nonNull, "select paused_until from webhooks where id = ?", webhook))
                    .toInstant();
            assertThat(Hooks.column("select failures from webhooks where id = ?", webhook))
                    .containsExactly(5);

            Post trial = failing.next(15);
            assertThat(trial).as("the trial after the pause").isNotNull();
            assertThat(trial.at()).as("nothing is sent while paused").isAfterOrEqualTo(pausedUntil);
            Hooks.await(
                    15,
                    count -> ((Number) count).intValue() == 3,
                    "select count(*) from webhook_deliveries where webhook_id = ? and status = 'delivered'",
                    webhook);
            assertThat(Hooks.column("select failures from webhooks where id = ?", webhook))
                    .containsExactly(0);
            assertThat(Hooks.column("select paused_until from webhooks where id = ?", webhook))
                    .containsOnlyNulls();
            assertThat(failing.all()).hasSize(8);
        }
    }
}
