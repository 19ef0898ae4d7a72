package com.taflpost.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Comparator;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationVersion;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * V27 and V28 move the moves of existing games into their rows: checked in a schema of its own, migrated to just
 * before them, given games with moves the old way, then migrated to the end. Tables are named with their schema:
 * a {@code set search_path} would stay on the pooled connection and send later tests to the dropped schema.
 */
@QuarkusTest
class MovesMigrationTest {
    private static final String SCHEMA = "moves_migration_check";

    @Inject
    AgroalDataSource dataSource;

    @AfterEach
    void dropSchema() throws SQLException {
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("drop schema if exists " + SCHEMA + " cascade");
        }
    }

    @Test
    void existingGamesKeepTheirMovesInPlyOrder() throws SQLException {
        flyway(lastBeforeV27()).migrate();
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement()) {
            for (String id : new String[] {"Played0001", "Fresh00001"}) {
                statement.execute("insert into " + SCHEMA
                        + ".games (id, ruleset, board_id, start_position, start_side, anonymous,"
                        + " status, created_at, updated_at) values ('" + id + "', 'copenhagen', 'copenhagen',"
                        + " '/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/', 'attackers',"
                        + " true, 'active', now(), now())");
            }
            // stored out of order: the ply, not the row order, is the order
            statement.execute("insert into " + SCHEMA + ".moves (game_id, ply, notation, played_at) values"
                    + " ('Played0001', 2, 'e7-e9', now()), ('Played0001', 1, 'd1-d5', now()),"
                    + " ('Played0001', 3, 'f10-a10', now())");
        }

        flyway(null).migrate();

        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement()) {
            assertThat(moves(statement, "Played0001")).containsExactly("d1-d5", "e7-e9", "f10-a10");
            assertThat(moves(statement, "Fresh00001")).isEmpty();
            try (ResultSet tables = statement.executeQuery("select to_regclass('" + SCHEMA + ".moves') is null")) {
                tables.next();
                assertThat(tables.getBoolean(1)).as("the moves table is gone").isTrue();
            }
        }
    }

    private static String[] moves(Statement statement, String id) throws SQLException {
        try (ResultSet row = statement.executeQuery("select moves from " + SCHEMA + ".games where id = '" + id + "'")) {
            row.next();
            String[] moves = (String[]) row.getArray(1).getArray();
            return Arrays.copyOf(moves, moves.length);
        }
    }

    /** The newest migration before V27, whichever it is once every branch is merged. */
    private String lastBeforeV27() {
        return Arrays.stream(flyway(null).info().all())
                .map(MigrationInfo::getVersion)
                .filter(version -> version.compareTo(MigrationVersion.fromVersion("27")) < 0)
                .max(Comparator.naturalOrder())
                .orElseThrow()
                .getVersion();
    }

    private Flyway flyway(String target) {
        var configuration =
                Flyway.configure().dataSource(dataSource).schemas(SCHEMA).locations("classpath:db/migration");
        if (target != null) {
            configuration.target(target);
        }
        return configuration.load();
    }
}
