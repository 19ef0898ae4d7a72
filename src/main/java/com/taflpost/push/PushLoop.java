package com.taflpost.push;

import com.taflpost.webhook.ClaimLoop;
import com.taflpost.webhook.Sender;
import com.taflpost.webhook.TargetPolicy;
import com.taflpost.webhook.TargetPolicy.Target;
import io.quarkus.logging.Log;
import io.vertx.core.buffer.Buffer;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One instance's sending of due pushes, on the same {@link ClaimLoop} as the webhooks' deliveries: this adds the
 * pushes' encrypted, VAPID-signed requests and their outcomes, Retry-After included. The host lookups and encryption
 * run off the loop thread.
 */
final class PushLoop implements ClaimLoop.Requests<Due, PushOutcome> {
    private static final AtomicInteger LOOPS = new AtomicInteger();

    private final TargetPolicy policy;
    private final VapidKeys keys;
    private final PushConfig config;
    private final ClaimLoop<Due, PushOutcome> loop;

    PushLoop(PushStore store, TargetPolicy policy, Sender sender, VapidKeys keys, PushConfig config) {
        this.policy = policy;
        this.keys = keys;
        this.config = config;
        int number = LOOPS.incrementAndGet();
        // claims go in batches once half the room is free: a claim per finished push would cost a query each
        this.loop = new ClaimLoop<>(
                store,
                this,
                sender,
                new ClaimLoop.Settings(
                        "pushes",
                        "push",
                        "taflpost-push-" + number,
                        "taflpost-push-work-" + number,
                        config.poll(),
                        config.claim(),
                        config.timeout(),
                        config.maxInFlight(),
                        config.maxInFlight() / 2));
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
        return config.timeout();
    }

    /** The push to send, or empty when the endpoint's host now resolves to an address pushes may not reach. */
    @Override
    public Optional<ClaimLoop.Request> prepare(Due due) {
        Target target;
        try {
            target = policy.check(due.endpoint());
        } catch (TargetPolicy.Refused e) {
            return Optional.empty();
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
        return Optional.of(new ClaimLoop.Request(target, headers, Buffer.buffer(body)));
    }

    @Override
    public PushOutcome refused() {
        return PushOutcome.refusedByPolicy();
    }

    @Override
    public PushOutcome answered(Sender.Answer answer) {
        return answer.given()
                ? PushOutcome.answered(answer.status(), PushOutcome.retryAfter(answer.retryAfter()))
                : PushOutcome.noAnswer();
    }

    @Override
    public PushOutcome failed(Due due, Throwable failure) {
        Log.debugf(failure, "push %d failed", due.id());
        return PushOutcome.noAnswer();
    }
}
