package com.taflpost.webhook;

import com.taflpost.problem.DatabaseOutage;
import com.taflpost.webhook.TargetPolicy.Target;
import io.quarkus.logging.Log;
import io.vertx.core.buffer.Buffer;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
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
import javax.sql.DataSource;

/**
 * One instance's sending of claimed rows (webhook deliveries, pushes): every poll it claims as many due rows as it has
 * room for, renews the claims while they are sent, sends each concurrently through the {@link Sender} by its
 * deadline, and records how each attempt ended; a finished attempt makes room for the next claim at once.
 *
 * <p>The claiming, renewing and recording run on one thread, which alone touches {@link #sending}; the preparing of
 * a request (host lookups, and whatever else the rows need) runs apart, so that a slow lookup does not stall the
 * others, and the HTTP exchanges on Vert.x.
 *
 * @param <D> a claimed row
 * @param <O> how an attempt on one ended, as its store records it
 */
public final class ClaimLoop<D extends ClaimLoop.Row, O> {

    /** A claimed row: its id, which keys it while it is sent. */
    public interface Row {
        long id();
    }

    /** Where the rows are kept: claimed, renewed while sent, and recorded. */
    public interface Store<D, O> {
        /** Claims up to {@code limit} due rows for {@code claimant}. */
        List<D> claim(UUID claimant, int limit) throws SQLException;

        /** Extends the claims still held on the rows being sent. */
        void renew(UUID claimant, Collection<D> sending) throws SQLException;

        /** Records an attempt that took {@code took}, if the claim on it is still the claimant's. */
        void record(UUID claimant, D due, O outcome, Duration took) throws SQLException;
    }

    /** How a row is sent: its request, the time it gets, and the outcomes its answers make. */
    public interface Requests<D, O> {
        /** How long the attempt on {@code due} may take, its host lookup included. */
        Duration timeout(D due);

        /**
         * The request for {@code due}, or empty when its host now resolves to an address it may not reach. Runs off the
         * loop thread; whatever it throws ends the attempt through {@link #failed}.
         */
        Optional<Request> prepare(D due);

        /** The outcome of a request its target policy refused. */
        O refused();

        /** The outcome of an exchange that ended with {@code answer}, given or not. */
        O answered(Sender.Answer answer);

        /** The outcome of an attempt that failed or ran out of time; logs what is worth logging. */
        O failed(D due, Throwable failure);
    }

    /** A row made ready to send: where it goes, its headers and its body. */
    public record Request(Target target, Map<String, String> headers, Buffer body) {}

    /**
     * How a loop runs. {@code rows} and {@code row} name the rows in the log; {@code timeout} bounds how long
     * {@link #stop} waits for the attempts under way; {@code refillAt} is the most attempts still in flight for a
     * finished one to claim more at once ({@code maxInFlight} claims after each).
     */
    public record Settings(
            String rows,
            String row,
            String loopThread,
            String workThread,
            Duration poll,
            Duration claim,
            Duration timeout,
            int maxInFlight,
            int refillAt) {}

    private final UUID claimant = UUID.randomUUID();
    private final Store<D, O> store;
    private final Requests<D, O> requests;
    private final Sender sender;
    private final Settings settings;
    private final ScheduledExecutorService loop;
    private final ExecutorService work;
    private final Map<Long, D> sending = new HashMap<>();
    private volatile boolean stopping;

    public ClaimLoop(Store<D, O> store, Requests<D, O> requests, Sender sender, Settings settings) {
        this.store = store;
        this.requests = requests;
        this.sender = sender;
        this.settings = settings;
        this.loop = Executors.newSingleThreadScheduledExecutor(task -> daemon(task, settings.loopThread()));
        this.work = Executors.newCachedThreadPool(task -> daemon(task, settings.workThread()));
    }

    public void start() {
        long every = settings.poll().toMillis();
        loop.scheduleWithFixedDelay(this::claimAndSend, every, every, TimeUnit.MILLISECONDS);
        long renewEvery = Math.max(1, settings.claim().toMillis() / 3);
        loop.scheduleWithFixedDelay(this::renew, renewEvery, renewEvery, TimeUnit.MILLISECONDS);
    }

    /**
     * Stops claiming, waits a while for the attempts under way to be recorded, then stops: never longer, even when the
     * loop's thread is stuck in a statement, so that the server always stops.
     */
    public void stop() throws InterruptedException {
        stopping = true;
        Instant until = Instant.now().plus(settings.timeout()).plusSeconds(1);
        try {
            for (Duration left = Duration.between(Instant.now(), until);
                    !left.isNegative() && !loop.submit(sending::isEmpty).get(left.toMillis(), TimeUnit.MILLISECONDS);
                    left = Duration.between(Instant.now(), until)) {
                Thread.sleep(50);
            }
        } catch (ExecutionException | RejectedExecutionException | TimeoutException e) {
            // stopping anyway: unrecorded claims run out and another instance takes them over
        }
        loop.shutdownNow();
        work.shutdownNow();
        loop.awaitTermination(5, TimeUnit.SECONDS);
    }

    private void claimAndSend() {
        int room = settings.maxInFlight() - sending.size();
        if (stopping || room <= 0) {
            return;
        }
        try {
            for (D due : store.claim(claimant, room)) {
                sending.put(due.id(), due);
                attempt(due);
            }
        } catch (SQLException | RuntimeException e) {
            Log.warnf("claiming %s failed: %s", settings.rows(), e.getMessage());
        }
    }

    private void renew() {
        try {
            store.renew(claimant, sending.values());
        } catch (SQLException | RuntimeException e) {
            Log.warnf("renewing the claims on %s failed: %s", settings.rows(), e.getMessage());
        }
    }

    private void attempt(D due) {
        Duration timeout = requests.timeout(due);
        Instant started = Instant.now();
        Instant deadline = started.plus(timeout);
        CompletableFuture.supplyAsync(() -> requests.prepare(due), work)
                .orTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS)
                .thenCompose(request -> request.isEmpty()
                        ? CompletableFuture.completedFuture(requests.refused())
                        : sender.post(
                                        request.get().target(),
                                        request.get().headers(),
                                        request.get().body(),
                                        Duration.between(Instant.now(), deadline))
                                .thenApply(requests::answered))
                .exceptionally(e -> requests.failed(due, e))
                .thenAccept(outcome -> {
                    try {
                        Duration took = Duration.between(started, Instant.now());
                        loop.execute(() -> finish(due, outcome, took));
                    } catch (RejectedExecutionException e) {
                        // stopped: the claim runs out and the row is tried again
                    }
                });
    }

    private void finish(D due, O outcome, Duration took) {
        finish(due, outcome, took, Instant.now());
    }

    /**
     * Records an attempt; while the database cannot be reached (a failover), tries again every second for as long as
     * the claim would have lasted, holding the claim: a delivery made is recorded once it can be, not sent again.
     */
    private void finish(D due, O outcome, Duration took, Instant firstTried) {
        long id = due.id();
        try {
            store.record(claimant, due, outcome, took);
        } catch (SQLException | RuntimeException e) {
            if (DatabaseOutage.isOutage(e) && !stopping && Instant.now().isBefore(firstTried.plus(settings.claim()))) {
                loop.schedule(() -> finish(due, outcome, took, firstTried), 1, TimeUnit.SECONDS);
                return;
            }
            Log.warnf("recording %s %d failed: %s", settings.row(), id, e.getMessage());
        }
        sending.remove(id);
        if (sending.size() <= settings.refillAt()) {
            claimAndSend();
        }
    }

    private static Thread daemon(Runnable task, String name) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        return thread;
    }

    /**
     * Extends {@code claimant}'s claims on the rows of {@code table} it is still sending: the one renewal both queues'
     * tables (same claim columns) share.
     */
    public static void renewClaims(
            DataSource dataSource, String table, UUID claimant, Collection<? extends Row> sending, Duration claim)
            throws SQLException {
        if (sending.isEmpty()) {
            return;
        }
        try (Connection connection = dataSource.getConnection();
                PreparedStatement renew = connection.prepareStatement(
                        "update " + table
                                + " set locked_until = now() + ? * interval '1 millisecond'"
                                + " where id = any(?) and claimed_by = ? and status = 'pending' and locked_until is not null")) {
            renew.setLong(1, claim.toMillis());
            renew.setArray(
                    2,
                    connection.createArrayOf(
                            "bigint", sending.stream().map(Row::id).toArray()));
            renew.setObject(3, claimant);
            renew.executeUpdate();
        }
    }
}
