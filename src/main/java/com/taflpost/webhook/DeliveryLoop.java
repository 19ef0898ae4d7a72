package com.taflpost.webhook;

import com.taflpost.webhook.DeliveryStore.Due;
import com.taflpost.webhook.TargetPolicy.Target;
import io.quarkus.logging.Log;
import io.vertx.core.buffer.Buffer;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One instance's sending of due deliveries. Deliveries are claimed one per webhook (never two of a webhook in flight,
 * over all instances), a few per player at a time, and sent concurrently, so that a silent receiver holds up only its
 * own webhook's deliveries, and only until the attempt's deadline, and a player's slow receivers only that player's.
 * Claims are renewed while deliveries are sent; a finished attempt is recorded and makes room for the next claim at
 * once.
 *
 * <p>The claiming, renewing and recording run on one thread, which alone touches {@link #sending}; host lookups run
 * apart (a slow lookup must not stall the others), and the HTTP exchanges on Vert.x.
 */
final class DeliveryLoop {
    private static final AtomicInteger LOOPS = new AtomicInteger();

    private final UUID claimant = UUID.randomUUID();
    private final DeliveryStore store;
    private final TargetPolicy policy;
    private final Sender sender;
    private final WebhooksConfig config;
    private final ScheduledExecutorService loop;
    private final ExecutorService lookups;
    private final Map<Long, Due> sending = new HashMap<>();
    private volatile boolean stopping;

    DeliveryLoop(DeliveryStore store, TargetPolicy policy, Sender sender, WebhooksConfig config) {
        this.store = store;
        this.policy = policy;
        this.sender = sender;
        this.config = config;
        int number = LOOPS.incrementAndGet();
        this.loop = Executors.newSingleThreadScheduledExecutor(task -> daemon(task, "taflpost-webhooks-" + number));
        this.lookups = Executors.newCachedThreadPool(task -> daemon(task, "taflpost-webhook-lookups-" + number));
    }

    void start() {
        long every = config.poll().toMillis();
        loop.scheduleWithFixedDelay(this::claimAndSend, every, every, TimeUnit.MILLISECONDS);
        long renewEvery = Math.max(1, config.claim().toMillis() / 3);
        loop.scheduleWithFixedDelay(this::renew, renewEvery, renewEvery, TimeUnit.MILLISECONDS);
    }

    /** Stops claiming, waits a while for the attempts under way to be recorded, then stops. */
    void stop() throws InterruptedException {
        stopping = true;
        Instant until = Instant.now().plus(config.timeout()).plusSeconds(1);
        try {
            while (Instant.now().isBefore(until)
                    && !loop.submit(sending::isEmpty).get()) {
                Thread.sleep(50);
            }
        } catch (ExecutionException | RejectedExecutionException e) {
            // stopping anyway: unrecorded claims run out and another instance takes them over
        }
        loop.shutdownNow();
        lookups.shutdownNow();
        loop.awaitTermination(5, TimeUnit.SECONDS);
    }

    private void claimAndSend() {
        int room = config.maxInFlight() - sending.size();
        if (stopping || room <= 0) {
            return;
        }
        try {
            for (Due due : store.claim(claimant, room)) {
                sending.put(due.id(), due);
                attempt(due);
            }
        } catch (SQLException | RuntimeException e) {
            Log.warnf("claiming webhook deliveries failed: %s", e.getMessage());
        }
    }

    private void renew() {
        try {
            store.renew(claimant, sending.values());
        } catch (SQLException | RuntimeException e) {
            Log.warnf("renewing the claims on webhook deliveries failed: %s", e.getMessage());
        }
    }

    private void attempt(Due due) {
        String body;
        try {
            body = due.body();
        } catch (RuntimeException e) {
            // recorded as a failed attempt, so that the delivery neither stays claimed nor blocks its webhook
            Log.warnf("webhook delivery %d cannot be written: %s", due.id(), e.getMessage());
            loop.execute(() -> finish(due, Outcome.noAnswer(), Duration.ZERO));
            return;
        }
        Duration timeout = due.timeout();
        Instant started = Instant.now();
        Instant deadline = started.plus(timeout);
        CompletableFuture.supplyAsync(() -> check(due.url()), lookups)
                .orTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS)
                .thenCompose(target -> target.isEmpty()
                        ? CompletableFuture.completedFuture(Outcome.refusedByPolicy())
                        : sender.post(
                                        target.get(),
                                        headers(due, body),
                                        Buffer.buffer(body),
                                        Duration.between(Instant.now(), deadline))
                                .thenApply(answer ->
                                        answer.given() ? Outcome.answered(answer.status()) : Outcome.noAnswer()))
                .exceptionally(e -> {
                    if (!(e.getCause() instanceof TimeoutException)) {
                        Log.debugf(e, "webhook delivery %d failed", due.id());
                    }
                    return Outcome.noAnswer();
                })
                .thenAccept(outcome -> {
                    try {
                        Duration took = Duration.between(started, Instant.now());
                        loop.execute(() -> finish(due, outcome, took));
                    } catch (RejectedExecutionException e) {
                        // stopped: the claim runs out and the delivery is tried again
                    }
                });
    }

    /** The checked target, or empty when the host now resolves to an address webhooks may not reach. */
    private Optional<Target> check(String url) {
        try {
            return Optional.of(policy.check(url));
        } catch (TargetPolicy.Refused e) {
            return Optional.empty();
        }
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

    private void finish(Due due, Outcome outcome, Duration took) {
        try {
            store.record(claimant, due, outcome, took);
        } catch (SQLException | RuntimeException e) {
            Log.warnf("recording webhook delivery %d failed: %s", due.id(), e.getMessage());
        } finally {
            sending.remove(due.id());
        }
        claimAndSend();
    }

    private static Thread daemon(Runnable task, String name) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        return thread;
    }
}
