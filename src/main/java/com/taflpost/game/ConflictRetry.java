package com.taflpost.game;

import com.taflpost.problem.ApiException;
import io.quarkus.hibernate.orm.panache.Panache;
import io.quarkus.logging.Log;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.persistence.OptimisticLockException;
import jakarta.persistence.PersistenceException;
import java.sql.SQLException;
import java.util.Optional;
import java.util.function.Supplier;
import org.hibernate.StaleStateException;

/**
 * Changes that may collide with a concurrent request: each runs in its own transaction and, if a concurrent
 * request changed the same rows first, once more on the new state, which then answers the way a later request
 * would; a second collision is refused.
 */
public final class ConflictRetry {
    private ConflictRetry() {}

    /** Runs {@code change} in a new transaction, once more after a collision; {@code conflict} after a second one. */
    public static <T> T retryingOnConflict(Supplier<T> change, Supplier<? extends ApiException> conflict) {
        return retryingOnConflictOutsideTransaction(
                () -> QuarkusTransaction.requiringNew().call(change::get), conflict);
    }

    /**
     * Runs {@code change}, which opens what transactions it needs itself, once more after a collision; {@code
     * conflict} after a second one.
     */
    public static <T> T retryingOnConflictOutsideTransaction(
            Supplier<T> change, Supplier<? extends ApiException> conflict) {
        try {
            return change.get();
        } catch (Conflict first) {
            Log.debugf(
                    "a concurrent change won (%s); running the request again",
                    first.getCause().getMessage());
            try {
                return change.get();
            } catch (Conflict again) {
                throw conflict.get();
            }
        }
    }

    /** Runs {@code change}: empty if a concurrent change won (see {@link #requireUpdated}). */
    public static <T> Optional<T> unlessConflict(Supplier<T> change) {
        try {
            return Optional.of(change.get());
        } catch (Conflict lost) {
            return Optional.empty();
        }
    }

    /** Writes the pending changes now, so that a collision surfaces inside {@link #retryingOnConflict}. */
    public static void flush() {
        try {
            Panache.getEntityManager().flush();
        } catch (PersistenceException e) {
            if (isConflict(e)) {
                throw new Conflict(e);
            }
            throw e;
        }
    }

    /** A conditional update that changed no row lost to a concurrent change, as a lost optimistic lock does. */
    public static void requireUpdated(boolean updated) {
        if (!updated) {
            throw new Conflict(new OptimisticLockException("the row changed meanwhile"));
        }
    }

    /** A lost optimistic lock, or a second insert of the same key (unique violation). */
    private static boolean isConflict(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof OptimisticLockException
                    || cause instanceof StaleStateException
                    || (cause instanceof SQLException sql && "23505".equals(sql.getSQLState()))) {
                return true;
            }
        }
        return false;
    }

    private static final class Conflict extends RuntimeException {
        Conflict(Throwable cause) {
            super(cause);
        }
    }
}
