package com.taflpost.fault;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.platform.EmbeddedDatabase;
import com.taflpost.testsupport.Games;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URI;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * The database stopped under open streams and requests, then started again: every request that needs it answers
 * 503 database-unavailable with Retry-After (not 500), readiness is DOWN, the outage is logged once, and after the
 * restart the server recovers by itself and the open streams get every event, those committed the moment the
 * database is back included.
 */
@QuarkusTest
@TestProfile(OwnDatabase.class)
class DatabaseOutageTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @Inject
    AgroalDataSource database;

    @TestHTTPResource("/api/events")
    URI events;

    @Test
    void anOutageAnswers503AndOpenStreamsMissNothingAfterIt() throws Exception {
        JsonPath game = Games.anonymous("copenhagen", "copenhagen");
        String id = game.getString("id");
        String attackers = game.getString("seats.attackers");
        String defenders = game.getString("seats.defenders");
        long attackersFrom = last(storedAfter(id + "/attackers", 0));
        long defendersFrom = last(storedAfter(id + "/defenders", 0));
        Records log = Records.capture();
        try (Stream attackersStream = Stream.open(events, attackers);
                Stream defendersStream = Stream.open(events, defenders)) {
            play(id, 0, attackers, defenders, 2);
            // each side: both moves and its your-turn
            List<Long> attackersSaw = new ArrayList<>(attackersStream.next(3, WAIT));
            List<Long> defendersSaw = new ArrayList<>(defendersStream.next(3, WAIT));
            assertThat(attackersSaw).as("events before the outage").hasSize(3);

            EmbeddedDatabase.stop(OwnDatabase.DATA);
            try {
                for (int i = 0; i < 3; i++) {
                    unavailable(given().get("/api/games/{id}", id));
                    unavailable(Games.move(id, attackers, "a4-a1", 2));
                }
                given().get("/q/health/ready").then().statusCode(503).body("status", equalTo("DOWN"));
                // the listener loses its connection meanwhile; it must not lose what comes after
                Thread.sleep(3_000);
            } finally {
                EmbeddedDatabase.restart(OwnDatabase.DATA);
            }
            // moves at once, retried while the pool reconnects: the listener is not listening again yet
            play(id, 2, attackers, defenders, 4);
            given().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"));

            List<Long> attackersStored = storedAfter(id + "/attackers", attackersFrom);
            List<Long> defendersStored = storedAfter(id + "/defenders", defendersFrom);
            assertThat(attackersStored).as("the attackers' events").hasSize(9);
            attackersSaw.addAll(attackersStream.next(attackersStored.size() - attackersSaw.size(), WAIT));
            defendersSaw.addAll(defendersStream.next(defendersStored.size() - defendersSaw.size(), WAIT));
            assertThat(attackersSaw).as("what the open stream got").isEqualTo(attackersStored);
            assertThat(defendersSaw).as("what the open stream got").isEqualTo(defendersStored);
        } finally {
            log.stop();
        }
        assertThat(log.matching("cannot be reached"))
                .as("the outage, logged once")
                .hasSize(1);
        assertThat(log.matching("reachable again")).as("its end, logged once").hasSize(1);
        assertThat(log.matching("Unexpected failure")).as("no 500 stack traces").isEmpty();
    }

    private static long last(List<Long> ids) {
        return ids.isEmpty() ? 0 : ids.get(ids.size() - 1);
    }

    private static void unavailable(Response answer) {
        answer.then()
                .statusCode(503)
                .contentType("application/problem+json")
                .header("Retry-After", "5")
                .body("code", equalTo("database-unavailable"));
    }

    /** {@code count} moves from {@code ply} on, each retried while the database is not back yet. */
    private static void play(String id, int ply, String attackers, String defenders, int count)
            throws InterruptedException {
        for (int i = ply; i < ply + count; i++) {
            String token = i % 2 == 0 ? attackers : defenders;
            long deadline = System.nanoTime() + WAIT.toNanos();
            while (true) {
                Response legal = given().get("/api/games/{id}/legal-moves", id);
                if (legal.statusCode() == 200) {
                    List<String> moves = legal.jsonPath().getList("moves.notation");
                    String move = moves.get((i * 7) % moves.size());
                    Response answer = Games.move(id, token, move, i);
                    if (answer.statusCode() < 300) {
                        break;
                    }
                    assertThat(answer.statusCode())
                            .as("a move while recovering")
                            .isEqualTo(503);
                } else {
                    assertThat(legal.statusCode())
                            .as("legal moves while recovering")
                            .isEqualTo(503);
                }
                assertThat(System.nanoTime()).as("the server recovers").isLessThan(deadline);
                Thread.sleep(100);
            }
        }
    }

    /** The ids of the seat's stored events after {@code after}, oldest first: what its streams must get. */
    private List<Long> storedAfter(String recipient, long after) throws SQLException {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select id from events where recipient = ? and id > ? order by id")) {
            query.setString(1, recipient);
            query.setLong(2, after);
            List<Long> ids = new ArrayList<>();
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    ids.add(row.getLong(1));
                }
            }
            return ids;
        }
    }

    /** The log records of the application, as it writes them. */
    static final class Records extends Handler {
        private final List<String> messages = new ArrayList<>();

        static Records capture() {
            Records records = new Records();
            Logger.getLogger("com.taflpost").addHandler(records);
            return records;
        }

        @Override
        public synchronized void publish(LogRecord record) {
            if (record.getLevel().intValue() >= Level.INFO.intValue() && record.getMessage() != null) {
                messages.add(record.getMessage());
            }
        }

        synchronized List<String> matching(String text) {
            return messages.stream().filter(message -> message.contains(text)).toList();
        }

        void stop() {
            Logger.getLogger("com.taflpost").removeHandler(this);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    }
}
