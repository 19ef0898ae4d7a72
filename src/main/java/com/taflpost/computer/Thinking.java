package com.taflpost.computer;

import com.taflpost.problem.ApiException;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Where the computer thinks: a pool of its own, at most the cores less one, so that searches never take the threads
 * that answer requests and play people's moves, at the least CPU priority ({@link BackgroundPriority}), so that they
 * do not take those threads' cores either, and a bounded queue, so that a crowd of searches is refused (503
 * {@code computer-busy}) instead of piling up.
 */
@ApplicationScoped
public class Thinking {
    private final ThreadPoolExecutor pool;

    Thinking(ComputerConfig config) {
        int threads = config.threads().orElse(Math.max(1, Runtime.getRuntime().availableProcessors() - 1));
        AtomicInteger count = new AtomicInteger();
        pool = new ThreadPoolExecutor(
                threads,
                threads,
                1,
                TimeUnit.MINUTES,
                new ArrayBlockingQueue<>(Math.max(1, config.waiting())),
                work -> {
                    Thread thread = new Thread(
                            () -> {
                                BackgroundPriority.lowerCurrentThread();
                                work.run();
                            },
                            "computer-thinking-" + count.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        pool.allowCoreThreadTimeOut(true);
    }

    /** How many searches run at once. */
    public int threads() {
        return pool.getMaximumPoolSize();
    }

    /** Runs the search on the computer's threads; refused with 503 when too many are waiting. */
    public <T> CompletionStage<T> think(Supplier<T> search) {
        try {
            return CompletableFuture.supplyAsync(search, pool);
        } catch (RejectedExecutionException e) {
            throw new Busy();
        }
    }

    void stop(@Observes ShutdownEvent event) {
        pool.shutdownNow();
    }

    /** 503 {@code computer-busy}: every thread of the computer is thinking and the queue is full. */
    static final class Busy extends ApiException {
        Busy() {
            super(
                    503,
                    "computer-busy",
                    "The computer is busy",
                    "computer-busy",
                    "the computer is thinking for as many as it can; try again shortly",
                    null);
        }

        @Override
        public Optional<Duration> retryAfter() {
            return Optional.of(Duration.ofSeconds(2));
        }
    }
}
