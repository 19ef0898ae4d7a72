package com.taflpost.game;

import com.taflpost.problem.ApiException;
import io.quarkus.logging.Log;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.persistence.OptimisticLockException;
import java.sql.SQLException;
import java.util.Optional;
import java.util.function.Supplier;
import org.hibernate.StaleStateException;

/**
 * Changes lost to a concurrent one. Every write of a game is conditional on the version read, so of two concurrent
 * changes one loses; the loser is run once more on the new state, as a later request would be.
 */
public final class Conflicts {
    private Conflicts() {}

    /** Runs {@code change} in a new transaction, once more after a collision; {@code conflict} after a second one. */
    public static <T> T retrying(Supplier<T> change, Supplier<? extends ApiException> conflict) {
        return retryingOutsideTransaction(
                () -> QuarkusTransaction.requiringNew().call(change::get), conflict);
    }

    /**
     * Runs {@code change}, which opens what transactions it needs itself, once more after a collision (then on the
     * new state, answering as a later request would); {@code conflict} after a second one.
     */
    public static <T> T retryingOutsideTransaction(Supplier<T> change, Supplier<? extends ApiException> conflict) {
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

    /** Runs {@code change}: empty if a concurrent change won. */
    static <T> Optional<T> unlessConflict(Supplier<T> change) {
        try {
            return Optional.of(change.get());
        } catch (Conflict lost) {
            return Optional.empty();
        }
    }

    /** A conditional update that changed no row lost to a concurrent change, as a lost optimistic lock does. */
    static void requireUpdated(boolean updated) {
        if (!updated) {
            throw new Conflict(new OptimisticLockException("the row changed meanwhile"));
        }
    }

    /** A lost optimistic lock, or a second insert of the same key (unique violation). */
    static boolean isConflict(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof OptimisticLockException
                    || cause instanceof StaleStateException
                    || (cause instanceof SQLException sql && "23505".equals(sql.getSQLState()))) {
                return true;
            }
        }
        return false;
    }

    /** A change lost to a concurrent one. */
    static final class Conflict extends RuntimeException {
        Conflict(Throwable cause) {
            super(cause);
        }
    }
}
