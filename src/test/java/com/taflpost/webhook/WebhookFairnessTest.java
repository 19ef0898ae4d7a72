package com.taflpost.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A player's receivers get a fair share of the sending: a few deliveries in flight at once. */
@QuarkusTest
class WebhookFairnessTest {
    /** Slow enough that the deliveries sent at once overlap. */
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
}
