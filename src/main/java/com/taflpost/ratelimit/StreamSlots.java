package com.taflpost.ratelimit;

import com.taflpost.problem.ApiException;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The cap on event streams open at once per token holder (player or seat) on this instance: each stream holds a
 * thread's worth of resources for as long as it is open, and a holder's many tokens all count against it.
 */
@ApplicationScoped
public class StreamSlots {
    private final Map<String, Integer> open = new ConcurrentHashMap<>();
    private final int cap;

    StreamSlots(LimitsConfig config) {
        this.cap = config.streamsPerToken();
    }

    /** Takes a slot for {@code holder}, to be given back with {@link #release}; 429 when all are taken. */
    public void acquire(String holder) {
        boolean[] taken = {false};
        open.compute(holder, (key, count) -> {
            int now = count == null ? 0 : count;
            taken[0] = now < cap;
            return taken[0] ? now + 1 : count;
        });
        if (!taken[0]) {
            throw new TooManyStreams(cap);
        }
    }

    public void release(String holder) {
        open.computeIfPresent(holder, (key, count) -> count <= 1 ? null : count - 1);
    }

    /** 429 {@code too-many-streams}. */
    public static final class TooManyStreams extends ApiException {
        TooManyStreams(int cap) {
            super(
                    429,
                    "too-many-streams",
                    "Too many streams",
                    "too-many-streams",
                    "this token's holder already has " + cap + " event streams open; close one first",
                    null);
        }
    }
}
