package com.taflpost.webhook;

import com.taflpost.webhook.DeliveryStore.Due;
import com.taflpost.webhook.TargetPolicy.Target;
import io.quarkus.logging.Log;
import io.vertx.core.buffer.Buffer;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One instance's sending of due deliveries. Deliveries are claimed one per webhook (never two of a webhook in flight,
 * over all instances), a few per player at a time, and sent concurrently, so that a silent receiver holds up only its
 * own webhook's deliveries, and only until the attempt's deadline, and a player's slow receivers only that player's.
 * The claiming, renewing and sending are the {@link ClaimLoop}'s; this adds the webhooks' signed requests, each
 * receiver's own timeout and their outcomes.
 */
final class DeliveryLoop implements ClaimLoop.Requests<Due, Outcome> {
    private static final AtomicInteger LOOPS = new AtomicInteger();

    private final TargetPolicy policy;
    private final ClaimLoop<Due, Outcome> loop;

    DeliveryLoop(DeliveryStore store, TargetPolicy policy, Sender sender, WebhooksConfig config) {
        this.policy = policy;
        int number = LOOPS.incrementAndGet();
        // a finished attempt claims the next at once: refilling at the full room claims after each
        this.loop = new ClaimLoop<>(
                store,
                this,
                sender,
                new ClaimLoop.Settings(
                        "webhook deliveries",
                        "webhook delivery",
                        "taflpost-webhooks-" + number,
                        "taflpost-webhook-lookups-" + number,
                        config.poll(),
                        config.claim(),
                        config.timeout(),
                        config.maxInFlight(),
                        config.maxInFlight()));
    }

    void start() {
        loop.start();
    }

    /** Stops claiming, waits a while for the attempts under way to be recorded, then stops. */
    void stop() throws InterruptedException {
        loop.stop();
    }

    @Override
    public Duration timeout(Due due) {
        return due.timeout();
    }

    @Override
    public Optional<ClaimLoop.Request> prepare(Due due) {
        String body;
        try {
            body = due.body();
        } catch (RuntimeException e) {
            throw new Unwritable(e);
        }
        Target target;
        try {
            target = policy.check(due.url());
        } catch (TargetPolicy.Refused e) {
            return Optional.empty();
        }
        return Optional.of(new ClaimLoop.Request(target, headers(due, body), Buffer.buffer(body)));
    }

    @Override
    public Outcome refused() {
        return Outcome.refusedByPolicy();
    }

    @Override
    public Outcome answered(Sender.Answer answer) {
        return answer.given() ? Outcome.answered(answer.status()) : Outcome.noAnswer();
    }

    @Override
    public Outcome failed(Due due, Throwable failure) {
        if (failure.getCause() instanceof Unwritable e) {
            // recorded as a failed attempt, so that the delivery neither stays claimed nor blocks its webhook
            Log.warnf(
                    "webhook delivery %d cannot be written: %s",
                    due.id(), e.getCause().getMessage());
        } else if (!(failure.getCause() instanceof TimeoutException)) {
            Log.debugf(failure, "webhook delivery %d failed", due.id());
        }
        return Outcome.noAnswer();
    }

    private static Map<String, String> headers(Due due, String body) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", "application/json");
        headers.put("User-Agent", "Taflpost-Webhooks");
        headers.put("Taflpost-Event", due.type());
        headers.put("Taflpost-Delivery", Long.toString(due.id()));
        headers.put(
                Signature.HEADER, Signature.header(due.secret(), Instant.now().getEpochSecond(), body));
        return headers;
    }

    /** A delivery whose body cannot be written: it is not sent, and its attempt is recorded as unanswered. */
    private static final class Unwritable extends RuntimeException {
        Unwritable(RuntimeException cause) {
            super(cause);
        }
    }
}
