package com.taflpost.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import com.taflpost.webhook.Receiver.Post;
import io.quarkus.logging.Log;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 5: the webhooks of a few accounts, all on receivers that answer slowly but within the timeout,
 * held every delivery slot of the instance, and an ordinary player's delivery waited until their whole backlog was
 * sent. Now each owner has at most taflpost.webhooks.per-owner-concurrency deliveries in flight and owners with fewer
 * go first, so the ordinary delivery is sent about as soon as without the attack.
 */
@QuarkusTest
class WebhookSlowReceiversAttackTest {
    private static final int ATTACKERS = 7;
    private static final int EVENTS_PER_ATTACKER = 6;
    /** Slow enough that the attackers' backlog takes far longer to send than an ordinary delivery. */
    private static final Duration SLOW = Duration.ofSeconds(3);
    /** How many of the given players have deliveries in flight. */
    private static final String OWNERS_SENDING = """
            select count(distinct w.player_id)
            from webhook_deliveries d join webhooks w on w.id = d.webhook_id
            where d.status = 'pending' and d.locked_until is not null and w.player_id::text = any(?)""";

    @Inject
    WebhooksConfig config;

    @Test
    void slowReceiversOfSeveralAccountsDelayNobodyElsesDeliveries() throws Exception {
        List<String> attackers = new ArrayList<>();
        try (Receiver slow = new Receiver().answeringAfter(SLOW);
                Receiver fast = new Receiver()) {
            TestPlayer ordinary = Players.register("ordinary");
            Hooks.register(ordinary, fast.url());
            Duration unattacked = delay(ordinary, fast);

            List<TestPlayer> accounts = new ArrayList<>();
            for (int i = 0; i < ATTACKERS; i++) {
                TestPlayer attacker = Players.register("flood");
                attackers.add(attacker.id().toString());
                accounts.add(attacker);
                for (int hook = 0; hook < config.maxPerPlayer(); hook++) {
                    Hooks.register(attacker, slow.url() + "?hook=" + hook);
                }
            }
            for (TestPlayer attacker : accounts) {
                Hooks.raise(attacker.id(), EVENTS_PER_ATTACKER);
            }
            String[] flooders = attackers.toArray(String[]::new);
            Hooks.await(30, owners -> ((Number) owners).intValue() == ATTACKERS, OWNERS_SENDING, (Object) flooders);

            Duration attacked = delay(ordinary, fast);
            Log.infof(
                    "ordinary delivery: %d ms unattacked, %d ms under attack",
                    unattacked.toMillis(), attacked.toMillis());
            // generous: without the attack it takes a poll or less
            assertThat(attacked)
                    .as("the ordinary delivery under attack (%d ms without)", unattacked.toMillis())
                    .isLessThan(Duration.ofSeconds(3));
        } finally {
            // the attackers' backlog would otherwise keep the instance busy for the tests after this one
            Hooks.update(
                    "delete from webhooks where player_id::text = any(?)", (Object) attackers.toArray(String[]::new));
        }
    }

    /** From raising an event for the player to its receiver getting it. */
    private static Duration delay(TestPlayer player, Receiver receiver) throws InterruptedException {
        Instant raised = Instant.now();
        Hooks.raise(player.id(), 1);
        Post post = receiver.next(120);
        assertThat(post).as("the ordinary player's delivery").isNotNull();
        return Duration.between(raised, post.at());
    }
}
