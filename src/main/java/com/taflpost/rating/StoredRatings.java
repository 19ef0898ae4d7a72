package com.taflpost.rating;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;

/** How JDBC reads of {@code player_ratings} read a stored rating: its five columns in the table's order. */
final class StoredRatings {
    /** The columns, in the order {@link #read} takes them. */
    static final String COLUMNS = "rating, deviation, volatility, games, last_rated_at";

    private StoredRatings() {}

    /** The stored rating in the row's columns {@code first} to {@code first + 4}, as {@link #COLUMNS} lists them. */
    static Rating read(ResultSet row, int first) throws SQLException {
        return new Rating(
                row.getDouble(first),
                row.getDouble(first + 1),
                row.getDouble(first + 2),
                row.getInt(first + 3),
                instant(row, first + 4));
    }

    /** A timestamptz column as an instant; null stays null. */
    static Instant instant(ResultSet row, int column) throws SQLException {
        OffsetDateTime at = row.getObject(column, OffsetDateTime.class);
        return at == null ? null : at.toInstant();
    }
}
