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

/** The one test that lets a real minute pass: the scheduler, on the real clock, settles a one-minute game. */
@QuarkusTest
class RealClockTimeoutIT {

    @Inject
    AgroalDataSource database;

    @Test
    void aOneMinuteClockRunsOutAndTheSweeperSettlesTheGameWithoutAnyRead() throws Exception {
        String id = Games.seated(Map.of(
                        "ruleset",
                        "tablut",
                        "board",
                        "tablut",
                        "timeControl",
                        Map.of("type", "per-move", "perMove", "PT1M")))
                .getString("id");
        Instant deadline = Instant.now().plus(Duration.ofMinutes(1));

        Thread.sleep(Duration.ofSeconds(50).toMillis());
        assertThat(stored(id)).isEqualTo("active");

        String status;
        do {
            Thread.sleep(500);
            status = stored(id);
        } while (status.equals("active") && Instant.now().isBefore(deadline.plusSeconds(30)));
        assertThat(status).isEqualTo("finished timeout");
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
