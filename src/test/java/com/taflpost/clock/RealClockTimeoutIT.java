package com.taflpost.clock;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The one test on the real clock and the real scheduler: a game whose deadline has passed is settled by the sweeper,
 * without any read. The deadline is moved back in the database rather than waited for, so that the suite does not
 * sleep through a minute's clock.
 */
@QuarkusTest
class RealClockTimeoutIT {

    @Inject
    AgroalDataSource database;

    @Test
    void aClockThatRanOutIsSettledByTheSweeperWithoutAnyRead() throws Exception {
        String id = Games.seated(Map.of(
                        "ruleset",
                        "tablut",
                        "board",
                        "tablut",
                        "timeControl",
                        Map.of("type", "per-move", "perMove", "PT1M")))
                .getString("id");
        Thread.sleep(Duration.ofSeconds(2).toMillis());
        assertThat(stored(id)).as("a minute's clock, two seconds in").isEqualTo("active");

        runOut(id);
        Instant deadline = Instant.now().plusSeconds(30);
        String status;
        do {
            Thread.sleep(500);
            status = stored(id);
        } while (status.equals("active") && Instant.now().isBefore(deadline));
        assertThat(status).isEqualTo("finished timeout");
    }

    /** The game's deadline a minute ago, as if its minute had passed. */
    private void runOut(String id) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement update = connection.prepareStatement(
                        "update games set deadline = now() - interval '1 minute' where id = ?")) {
            update.setString(1, id);
            assertThat(update.executeUpdate()).isEqualTo(1);
        }
    }

    private String stored(String id) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement read =
                        connection.prepareStatement("select status, result_reason from games where id = ?")) {
            read.setString(1, id);
            try (ResultSet row = read.executeQuery()) {
                row.next();
                return row.getString(2) == null ? row.getString(1) : row.getString(1) + " " + row.getString(2);
            }
        }
    }
}
