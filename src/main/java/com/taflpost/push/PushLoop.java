package com.taflpost.push;

import com.taflpost.webhook.Sender;
import com.taflpost.webhook.TargetPolicy;
import com.taflpost.webhook.TargetPolicy.Target;
import io.quarkus.logging.Log;
import io.vertx.core.buffer.Buffer;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One instance's sending of due pushes, shaped like the webhooks' loop: claims, renewals and records on one thread,
 * which alone touches {@link #sending}; host lookups and encryption apart (a slow lookup must not stall the others),
 * the HTTP exchanges on Vert.x. A finished attempt makes room for the next claim at once.
 */
final class PushLoop {
    private static final AtomicInteger LOOPS = new AtomicInteger();

    private final UUID claimant = UUID.randomUUID();
    private final PushStore store;
    private final TargetPolicy policy;
    private final Sender sender;
    private final VapidKeys keys;
    private final PushConfig config;
    private final ScheduledExecutorService loop;
    private final ExecutorService work;
    private final Map<Long, Due> sending = new HashMap<>();
    private volatile boolean stopping;

    PushLoop(PushStore store, TargetPolicy policy, Sender sender, VapidKeys keys, PushConfig config) {
        this.store = store;
        this.policy = policy;
        this.sender = sender;
        this.keys = keys;
        this.config = config;
        int number = LOOPS.incrementAndGet();
        this.loop = Executors.newSingleThreadScheduledExecutor(task -> daemon(task, "taflpost-push-" + number));
        this.work = Executors.newCachedThreadPool(task -> daemon(task, "taflpost-push-work-" + number));
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
        work.shutdownNow();
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
            Log.warnf("claiming pushes failed: %s", e.getMessage());
        }
    }

    private void renew() {
        try {
            store.renew(claimant, sending.values());
        } catch (SQLException | RuntimeException e) {
            Log.warnf("renewing the claims on pushes failed: %s", e.getMessage());
        }
    }

    /** A push made ready to send: where it goes, its headers and its encrypted body. */
    private record Ready(Target target, Map<String, String> headers, byte[] body) {}

    private void attempt(Due due) {
        Duration timeout = config.timeout();
        Instant deadline = Instant.now().plus(timeout);
        CompletableFuture.supplyAsync(() -> ready(due), work)
                .orTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS)
                .thenCompose(ready -> ready == null
                        ? CompletableFuture.completedFuture(PushOutcome.refusedByPolicy())
                        : sender.post(
                                        ready.target(),
                                        ready.headers(),
                                        Buffer.buffer(ready.body()),
                                        Duration.between(Instant.now(), deadline))
                                .thenApply(answer -> answer.given()
                                        ? PushOutcome.answered(
                                                answer.status(), PushOutcome.retryAfter(answer.retryAfter()))
                                        : PushOutcome.noAnswer()))
                .exceptionally(e -> {
                    Log.debugf(e, "push %d failed", due.id());
                    return PushOutcome.noAnswer();
                })
                .thenAccept(outcome -> {
                    try {
                        loop.execute(() -> finish(due, outcome));
                    } catch (RejectedExecutionException e) {
                        // stopped: the claim runs out and the push is tried again
                    }
                });
    }

    /** The push to send, or null when the endpoint's host now resolves to an address pushes may not reach. */
    private Ready ready(Due due) {
        Target target;
        try {
            target = policy.check(due.endpoint());
        } catch (TargetPolicy.Refused e) {
            return null;
        }
        PushMessage message = PushMessage.of(due);
        byte[] body = Aes128Gcm.encrypt(
                message.json(),
                P256.fromBase64Url(due.p256dh()).flatMap(P256::publicKey).orElseThrow(),
                P256.fromBase64Url(due.auth()).orElseThrow());
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Authorization", Vapid.authorization(keys, due.endpoint(), config.subject(), Instant.now()));
        headers.put("TTL", Long.toString(config.ttl().toSeconds()));
        headers.put("Urgency", message.urgency());
        message.topic().ifPresent(topic -> headers.put("Topic", topic));
        headers.put("Content-Encoding", "aes128gcm");
        headers.put("Content-Type", "application/octet-stream");
        return new Ready(target, headers, body);
    }

    private void finish(Due due, PushOutcome outcome) {
        try {
            store.record(claimant, due, outcome);
        } catch (SQLException | RuntimeException e) {
            Log.warnf("recording push %d failed: %s", due.id(), e.getMessage());
        } finally {
            sending.remove(due.id());
        }
        // claims go in batches once half the room is free: a claim per finished push would cost a query each
        if (sending.size() <= config.maxInFlight() / 2) {
            claimAndSend();
        }
    }

    private static Thread daemon(Runnable task, String name) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        return thread;
    }
}
