package com.taflpost.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * The embedded PostgreSQL, the server's default database, runs with what it needs to never lose a made move. OwnDatabase
 * starts it with the shipped settings ({@code EmbeddedDatabase.in(directory)}), though the test profile turns fsync off
 * for the suite's own database.
 */
@QuarkusTest
@TestProfile(OwnDatabase.class)
class EmbeddedDatabaseSettingsTest {
    @Inject
    AgroalDataSource database;

    @Test
    void commitsReachTheDiskBeforeTheyAreAnswered() throws SQLException {
        // zonky starts its server with fsync and synchronous_commit off
        assertEquals("on", setting("fsync"));
        assertEquals("on", setting("synchronous_commit"));
        assertEquals("on", setting("full_page_writes"));
    }

    @Test
    void newWalSegmentsAreNotZeroFilledOnTheCommitPath() throws SQLException {
        assertEquals("off", setting("wal_init_zero"));
    }

    private String setting(String name) throws SQLException {
        try (Connection connection = database.getConnection();
                Statement show = connection.createStatement();
                ResultSet row = show.executeQuery("show " + name)) {
            row.next();
            return row.getString(1);
        }
    }
}
