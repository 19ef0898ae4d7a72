package com.taflpost.problem;

import io.agroal.api.AgroalDataSource;
import io.quarkus.scheduler.FailedExecution;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.ConnectException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.jboss.logging.Logger;

/**
 * Tells a failure to reach PostgreSQL from a bug, and keeps the log readable through an outage: the first failure is
 * logged once (without a stack trace), the recovery once, and every request that needed the database meanwhile gets
 * 503 {@code database-unavailable} with {@code Retry-After}. The pool reconnects by itself; a probe every second
 * while the database is down notices when it is back.
 */
@ApplicationScoped
public class DatabaseOutage {

    /** The seconds a client is told to wait: about how long the pool needs to see a restarted database. */
    public static final int RETRY_AFTER_SECONDS = 5;

    private static final Logger LOG = Logger.getLogger(DatabaseOutage.class);

    /** When the current outage began (as seen from here); null while the database answers. */
    private final AtomicReference<Long> since = new AtomicReference<>();

    private final AgroalDataSource dataSource;

    DatabaseOutage(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Whether {@code failure} (or a cause of it) says that the database cannot be reached: a connection refused or
     * lost (SQL state class 08), the server shutting down (57P01-57P03), a write on a node that became a standby (25006),
     * or no connection from the pool in time.
     */
    public static boolean isOutage(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConnectException || cause instanceof SQLTransientConnectionException) {
                return true;
            }
            if (cause instanceof SQLException sql && unreachable(sql)) {
                return true;
            }
            if (cause.getCause() == cause) {
                break;
            }
        }
        return false;
    }

    private static boolean unreachable(SQLException sql) {
        String state = sql.getSQLState();
        if (state != null) {
            // 25006: a write reached a node that is (again) a standby, for a moment during a failover
            return state.startsWith("08")
                    || state.equals("57P01")
                    || state.equals("57P02")
                    || state.equals("57P03")
                    || state.equals("25006");
        }
        // Agroal's "Acquisition timeout while waiting for new connection" carries no state
        String message = sql.getMessage();
        return message != null && message.startsWith("Acquisition timeout");
    }

    /** Notes a failure that {@link #isOutage} recognised; only the first of an outage is logged. */
    public void failed(Throwable failure) {
        if (since.compareAndSet(null, System.nanoTime())) {
            LOG.errorf(
                    "The database cannot be reached (%s); answering 503 database-unavailable until it is back",
                    rootMessage(failure));
        }
    }

    public boolean isDown() {
        return since.get() != null;
    }

    /** The 503 answer to a request that needed the database during an outage. */
    public Response unavailable(Throwable failure, UriInfo uri) {
        failed(failure);
        return Response.status(503)
                .type(ApiProblem.MEDIA_TYPE)
                .header("Retry-After", RETRY_AFTER_SECONDS)
                .entity(problem(uri == null ? null : uri.getRequestUri().getRawPath()))
                .build();
    }

    public static ApiProblem problem(String path) {
        return new ApiProblem(
                ApiProblem.TYPE_BASE + "database-unavailable",
                "Database unavailable",
                503,
                "database-unavailable",
                "the database cannot be reached at the moment; try again in a few seconds",
                path,
                null);
    }

    /**
     * A scheduled job that failed (the scheduler's own log of it is off, see application.properties): an outage is
     * noted once, anything else logged with its stack trace.
     */
    void scheduledJobFailed(@Observes FailedExecution failed) {
        if (isOutage(failed.getException())) {
            failed(failed.getException());
        } else {
            LOG.errorf(
                    failed.getException(),
                    "Error occurred while executing task for trigger %s",
                    failed.getExecution().getTrigger().getId());
        }
    }

    @Scheduled(every = "1s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void probe() {
        Long began = since.get();
        if (began == null) {
            return;
        }
        try (Connection connection = dataSource.getConnection()) {
            if (connection.isValid(2) && since.compareAndSet(began, null)) {
                LOG.infof(
                        "The database is reachable again, after %d s",
                        Duration.ofNanos(System.nanoTime() - began).toSeconds());
            }
        } catch (SQLException | RuntimeException e) {
            // still down: said once already
        }
    }

    private static String rootMessage(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getClass().getSimpleName() + ": " + root.getMessage();
    }
}
