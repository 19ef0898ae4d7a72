package com.taflpost.security;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/** Full buckets: the tests all come from one address, and buckets outlive an app start. */
final class Buckets {
    private Buckets() {}

    static void fill(DataSource database) {
        try (Connection connection = database.getConnection();
                Statement delete = connection.createStatement()) {
            delete.executeUpdate("delete from rate_limit_buckets");
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
