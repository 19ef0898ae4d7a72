package com.taflpost.platform;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * Inserting a row an owner may hold only so many of (a player's webhooks, a player's or a seat's push subscriptions):
 * the lock on the owner, the count and the insert in one transaction, so that concurrent inserts cannot pass the cap
 * together. The caller takes its own lock (a row or an advisory lock) and writes its own insert.
 */
public final class CappedInsert {
    private CappedInsert() {}

    /** The statements of one transaction, on its connection. */
    @FunctionalInterface
    public interface Statements<T> {
        T run(Connection connection) throws SQLException;
    }

    /** Runs the statements in one transaction: committed when they return, rolled back when they throw. */
    public static <T> T inTransaction(DataSource source, String what, Statements<T> statements) {
        try (Connection connection = source.getConnection()) {
            connection.setAutoCommit(false);
            try {
                T result = statements.run(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot store " + what, e);
        }
    }

    /**
     * Throws the refusal when the owner holds {@code cap} rows or more, as {@code count} (one parameter: the owner)
     * counts them; run under the owner's lock, before the insert.
     */
    public static void belowCap(
            Connection connection, String count, Object owner, int cap, Supplier<? extends RuntimeException> refusal)
            throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(count)) {
            query.setObject(1, owner);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                if (row.getInt(1) >= cap) {
                    throw refusal.get();
                }
            }
        }
    }
}
