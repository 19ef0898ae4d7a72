package com.taflpost.ratelimit;

import com.taflpost.problem.ApiException;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The caps on event streams open at once on this instance: per token holder (player or seat; a holder's many tokens
 * all count against it) and per client address (taflpost.limits.streams-per-address, whatever the tokens, so that one
 * address holding many self-made seat tokens cannot take every stream of the server). Each stream holds a thread's
 * worth of resources for as long as it is open.
 */
@ApplicationScoped
public class StreamSlots {
    /** A slot is freed only when a stream closes, which cannot be foreseen: a modest wait. */
    static final Duration RETRY_AFTER = Duration.ofSeconds(30);

    private final Map<String, Integer> open = new ConcurrentHashMap<>();
    private final int cap;
    private final int perAddress;

    StreamSlots(LimitsConfig config) {
        this.cap = config.streamsPerToken();
        this.perAddress = config.streamsPerAddress();
    }

    /** Takes a slot for {@code holder}, to be given back with {@link #release}; 429 when all are taken. */
    public void acquire(String holder) {
        if (!take(holder, cap)) {
            throw new TooManyStreams("this token's holder already has " + cap + " event streams open; close one first");
        }
    }

    public void release(String holder) {
        open.computeIfPresent(holder, (key, count) -> count <= 1 ? null : count - 1);
    }

    /**
     * Takes a slot for {@code holder} and one for the client {@code address} (from {@link Clients#address}), to be given
     * back with {@link #release(String, String)}; 429 when either cap is met.
     */
    public void acquire(String holder, String address) {
        String key = "streams-of:" + address;
        if (!take(key, perAddress)) {
            throw new TooManyStreams(
                    "this client address already has " + perAddress + " event streams open; close one first");
        }
        try {
            acquire(holder);
        } catch (RuntimeException e) {
            release(key);
            throw e;
        }
    }

    public void release(String holder, String address) {
        release(holder);
        release("streams-of:" + address);
    }

    private boolean take(String key, int limit) {
        boolean[] taken = {false};
        open.compute(key, (k, count) -> {
            int now = count == null ? 0 : count;
            taken[0] = now < limit;
            return taken[0] ? now + 1 : count;
        });
        return taken[0];
    }

    /** 429 {@code too-many-streams}, with Retry-After. */
    public static final class TooManyStreams extends ApiException {
        TooManyStreams(String detail) {
            super(429, "too-many-streams", "Too many streams", "too-many-streams", detail, null);
        }

        @Override
        public Optional<Duration> retryAfter() {
            return Optional.of(RETRY_AFTER);
        }
    }
}
