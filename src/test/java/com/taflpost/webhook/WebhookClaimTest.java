package com.taflpost.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import com.taflpost.webhook.Receiver.Post;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.core.Vertx;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Two instances over one database send each delivery once, however slowly the receivers answer. */
@QuarkusTest
class WebhookClaimTest {

    @Inject
    AgroalDataSource dataSource;

    @Inject
    WebhooksConfig config;

    @Inject
    TargetPolicy policy;

    @Inject
    Vertx vertx;

    @Test
    void twoInstancesPostEachDeliveryOnceToASlowReceiver() throws Exception {
        // slower than a claim lasts (tests: 5 s): only renewing the claims keeps the other instance off them
        assertThat(config.claim()).isLessThan(Duration.ofSeconds(6));
        Sender sender = new Sender(vertx, 8);
        DeliveryLoop other = new DeliveryLoop(new DeliveryStore(dataSource, config), policy, sender, config);
        other.start();
        try (Receiver slow = new Receiver().answeringAfter(Duration.ofSeconds(6))) {
            List<UUID> webhooks = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                TestPlayer player = Players.register("slow");
                webhooks.add(UUID.fromString(Hooks.register(player, slow.url())));
                Hooks.raise(player.id(), 2);
            }
            String[] ids = webhooks.stream().map(UUID::toString).toArray(String[]::new);
            Hooks.await(
                    60,
                    count -> ((Number) count).intValue() == 8,
                    "select count(*) from webhook_deliveries where webhook_id::text = any(?) and status = 'delivered'",
                    (Object) ids);

            List<Object> deliveries = Hooks.column(
                    "select id::text from webhook_deliveries where webhook_id::text = any(?)", (Object) ids);
            Map<String, Long> posts =
                    slow.all().stream().collect(Collectors.groupingBy(Post::delivery, Collectors.counting()));
            assertThat(posts.keySet())
                    .containsExactlyInAnyOrderElementsOf(
                            deliveries.stream().map(Object::toString).toList());
            assertThat(posts)
                    .allSatisfy((delivery, count) -> assertThat(count)
                            .as("POSTs of delivery %s", delivery)
                            .isEqualTo(1));
            assertThat(Hooks.column(
                            "select attempts from webhook_deliveries where webhook_id::text = any(?)", (Object) ids))
                    .containsOnly(1);
        } finally {
            other.stop();
            sender.close();
        }
    }
}
