package com.taflpost.computer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.taflpost.rules.search.Pause;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** The computer thinks on threads of its own and refuses what would only wait too long. */
class ThinkingTest {
    private static final long SECONDS = TimeUnit.SECONDS.toNanos(1);

    private static ComputerConfig config(int threads, int waiting) {
        return new ComputerConfig() {
            @Override
            public Duration strongestTime() {
                return Duration.ofSeconds(1);
            }

            @Override
            public Optional<Integer> threads() {
                return Optional.of(threads);
            }

            @Override
            public int waiting() {
                return waiting;
            }
        };
    }

    @Test
    void aFullQueueIsRefusedWithComputerBusyAndTheRestIsThought() throws Exception {
        Thinking thinking = new Thinking(config(1, 1), new RequestsInFlight());
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        CompletionStage<String> running = thinking.think(() -> {
            started.countDown();
            await(release);
            return Thread.currentThread().getName();
        });
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        CompletionStage<String> waiting = thinking.think(() -> "second");
        assertThatThrownBy(() -> thinking.think(() -> "third"))
                .isInstanceOf(Thinking.Busy.class)
                .satisfies(e -> assertThat(((Thinking.Busy) e).retryAfter()).isPresent());
        release.countDown();
        assertThat(running.toCompletableFuture().get(10, TimeUnit.SECONDS)).startsWith("computer-thinking-");
        assertThat(waiting.toCompletableFuture().get(10, TimeUnit.SECONDS)).isEqualTo("second");
        thinking.stop(null);
    }

    @Test
    void theComputerThinksAtTheLeastPriorityAndRequestsKeepTheirs() throws Exception {
        // whatever priority the tests run at (a build under nice too): the request's thread keeps it
        int requests = BackgroundPriority.ofCurrentThread();
        Thinking thinking = new Thinking(config(1, 1), new RequestsInFlight());
        int thinkingNice = thinking.think(() -> {
                    try {
                        return BackgroundPriority.ofCurrentThread();
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                })
                .toCompletableFuture()
                .get(10, TimeUnit.SECONDS);
        assertThat(thinkingNice).isEqualTo(BackgroundPriority.NICEST);
        assertThat(BackgroundPriority.ofCurrentThread()).isEqualTo(requests);
        thinking.stop(null);
    }

    @Test
    void aSearchWaitsWhileARequestIsAnsweredAndGoesOnWhenItIs() throws Exception {
        RequestsInFlight requests = new RequestsInFlight();
        Thinking thinking = new Thinking(config(1, 1), requests);
        Pause pause = thinking.pause();
        assertThat(pause.whileBusy(System.nanoTime() + SECONDS)).isZero();

        Runnable answered = requests.began();
        long latest = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100);
        long waitedForLatest = pause.whileBusy(latest);
        assertThat(System.nanoTime())
                .as("it waits for the request up to the latest moment")
                .isGreaterThanOrEqualTo(latest);
        assertThat(waitedForLatest).as("but not past it").isPositive().isLessThan(SECONDS);

        // Whether the pause returns before the request is answered does not depend on the machine's speed.
        AtomicBoolean wasAnswered = new AtomicBoolean();
        CompletableFuture.delayedExecutor(50, TimeUnit.MILLISECONDS).execute(() -> {
            wasAnswered.set(true);
            answered.run();
        });
        long waited = pause.whileBusy(System.nanoTime() + 30 * SECONDS);
        assertThat(wasAnswered).as("it waits until the request is answered").isTrue();
        assertThat(waited).as("and goes on once it is").isPositive().isLessThan(10 * SECONDS);
        answered.run();
        assertThat(requests.count()).as("an answer counts once").isZero();
        thinking.stop(null);
    }

    @Test
    void aRequestWaitingForASearchIsNoReasonForThatSearchToWait() throws Exception {
        RequestsInFlight requests = new RequestsInFlight();
        Thinking thinking = new Thinking(config(1, 1), requests);
        Runnable hint = requests.began();
        long waited = thinking.thinkForRequest(() -> thinking.pause().whileBusy(System.nanoTime() + 30 * SECONDS))
                .toCompletableFuture()
                .get(10, TimeUnit.SECONDS);
        assertThat(waited).isLessThan(SECONDS);
        hint.run();
        thinking.stop(null);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
