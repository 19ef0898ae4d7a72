package com.taflpost.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.vertx.core.Vertx;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A loop stops however long its thread is held in a statement: the server's shutdown once waited without end for a
 * claim that a planner on stale statistics took minutes over.
 */
class ClaimLoopStopTest {

    private record Row(long id) implements ClaimLoop.Row {}

    @Test
    void aLoopStuckInAClaimStillStops() throws Exception {
        CountDownLatch claiming = new CountDownLatch(1);
        CountDownLatch never = new CountDownLatch(1);
        ClaimLoop.Store<Row, String> stuck = new ClaimLoop.Store<>() {
            @Override
            public List<Row> claim(UUID claimant, int limit) {
                claiming.countDown();
                try {
                    never.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return List.of();
            }

            @Override
            public void renew(UUID claimant, Collection<Row> sending) {}

            @Override
            public void record(UUID claimant, Row due, String outcome, Duration took) {}
        };
        ClaimLoop.Requests<Row, String> requests = new ClaimLoop.Requests<>() {
            @Override
            public Duration timeout(Row due) {
                return Duration.ofSeconds(1);
            }

            @Override
            public Optional<ClaimLoop.Request> prepare(Row due) {
                return Optional.empty();
            }

            @Override
            public String refused() {
                return "refused";
            }

            @Override
            public String answered(Sender.Answer answer) {
                return "answered";
            }

            @Override
            public String failed(Row due, Throwable failure) {
                return "failed";
            }
        };
        Vertx vertx = Vertx.vertx();
        Sender sender = new Sender(vertx, 1);
        try {
            ClaimLoop<Row, String> loop = new ClaimLoop<>(
                    stuck,
                    requests,
                    sender,
                    new ClaimLoop.Settings(
                            "rows",
                            "row",
                            "stop-test-loop",
                            "stop-test-work",
                            Duration.ofMillis(10),
                            Duration.ofSeconds(30),
                            Duration.ofSeconds(1),
                            4,
                            4));
            loop.start();
            assertThat(claiming.await(10, TimeUnit.SECONDS)).isTrue();
            // the attempts' timeout (1 s) and a second's grace, then it stops anyway
            assertTimeoutPreemptively(Duration.ofSeconds(15), loop::stop);
        } finally {
            never.countDown();
            sender.close();
            vertx.close();
        }
    }
}
