package com.taflpost.computer;

import com.taflpost.problem.ApiException;
import com.taflpost.rules.search.Pause;
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
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Where the computer thinks: a pool of its own, at most the cores less one, so that searches never take the threads
 * that answer requests and play people's moves, at the least CPU priority ({@link BackgroundPriority}), and a bounded
 * queue, so that a crowd of searches is refused (503 {@code computer-busy}) instead of piling up. The priority alone
 * did not keep people's moves as fast (the machine's other work, caches, the database share the cores), so a search
 * also gives way: it waits while the server answers requests other than those waiting for a search ({@link #pause}).
 */
@ApplicationScoped
public class Thinking {
    /** How long a waiting search sleeps before it looks again whether the requests are answered. */
    private static final long LOOK_AGAIN_NANOS = TimeUnit.MICROSECONDS.toNanos(500);

    private final ThreadPoolExecutor pool;
    private final RequestsInFlight requests;
    private final AtomicInteger requestsWaiting = new AtomicInteger();

    Thinking(ComputerConfig config, RequestsInFlight requests) {
        this.requests = requests;
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

    /** Runs a search the computer does on its own (its moves); refused with 503 when too many are waiting. */
    public <T> CompletionStage<T> think(Supplier<T> search) {
        try {
            return CompletableFuture.supplyAsync(search, pool);
        } catch (RejectedExecutionException e) {
            throw new Busy();
        }
    }

    /**
     * Runs a search a request waits for (a hint), which does not count as a request to give way to, or every search
     * would wait for the requests waiting for it.
     */
    public <T> CompletionStage<T> thinkForRequest(Supplier<T> search) {
        requestsWaiting.incrementAndGet();
        try {
            return think(search).whenComplete((answer, failure) -> requestsWaiting.decrementAndGet());
        } catch (Busy busy) {
            requestsWaiting.decrementAndGet();
            throw busy;
        }
    }

    /** How a search on these threads gives way: it waits while requests other than those waiting for it are answered. */
    public Pause pause() {
        return latest -> {
            long start = System.nanoTime();
            long now = start;
            while (requests.count() > requestsWaiting.get() && now < latest) {
                LockSupport.parkNanos(Math.min(LOOK_AGAIN_NANOS, latest - now));
                now = System.nanoTime();
            }
            return now - start;
        };
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
