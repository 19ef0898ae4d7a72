package com.taflpost.game.addtime;

import static com.taflpost.testsupport.Games.as;
import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.contract.TextPatterns;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.ServedContract;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class AddTimeTest {
    private static final long HOUR = Duration.ofHours(1).toMillis();
    private static final long SLACK = Duration.ofSeconds(10).toMillis();

    @Inject
    AgroalDataSource database;

    private static Response addTime(String id, String token, Object duration) {
        return as(token).body(Map.of("duration", duration)).post("/api/games/{id}/add-time", id);
    }

    private static Seats timed() {
        return Seats.of(Games.seated(Map.of(
                "ruleset",
                "copenhagen",
                "board",
                "brandubh",
                "timeControl",
                Map.of("type", "per-move", "perMove", "P1D"))));
    }

    @Test
    void theOpponentGetsMoreTimeOnTheirTurnOrForTheirNext() {
        Seats seats = timed();
        String id = seats.id();
        // the attackers are to move: the defenders' next turn gets an hour more
        JsonPath given = addTime(id, seats.attackers(), "PT1H")
                .then()
                .statusCode(200)
                .body("yourSide", equalTo("attackers"))
                .extract()
                .jsonPath();
        assertThat(given.getLong("clock.defenders.millis")).isEqualTo(25 * HOUR);
        assertThat(given.getLong("clock.attackers.millis")).isBetween(24 * HOUR - SLACK, 24 * HOUR);

        // the defenders give the attackers, who are to move, a day: their deadline moves
        Instant before = Instant.parse(Games.shown(id).getString("clock.deadline"));
        JsonPath more = addTime(id, seats.defenders(), "P1D")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(Instant.parse(more.getString("clock.deadline"))).isEqualTo(before.plus(Duration.ofDays(1)));
        assertThat(more.getLong("clock.attackers.millis")).isBetween(48 * HOUR - SLACK, 48 * HOUR);

        move(id, seats.attackers(), "b4-b2", 0).then().statusCode(201);
        assertThat(Games.shown(id).getLong("clock.defenders.millis")).isBetween(25 * HOUR - SLACK, 25 * HOUR);

        assertThat(payloads(id + "/attackers", "time-added")).hasSize(2);
        assertThat(payloads(id + "/defenders", "time-added")).hasSize(2);
        List<String> watched = payloads("game:" + id, "time-added");
        assertThat(watched).hasSize(2);
        assertThat(watched.get(0)).contains("\"side\":\"defenders\"").contains("\"duration\":\"PT1H\"");
    }

    @Test
    void badDurationsAreRefused() {
        Seats seats = timed();
        for (Object duration : List.of("PT0S", "-PT1H", "P8D", "one hour", "PT1H1", 3600)) {
            addTime(seats.id(), seats.attackers(), duration)
                    .then()
                    .statusCode(400)
                    .body("code", equalTo("bad-duration"));
        }
        as(seats.attackers())
                .body(Map.of())
                .post("/api/games/{id}/add-time", seats.id())
                .then()
                .statusCode(400);
        addTime(seats.id(), seats.attackers(), "P7D").then().statusCode(200);
        addTime(seats.id(), null, "PT1H").then().statusCode(401);
    }

    /** The contract's pattern is the server's rule (AddTimePatternTest): written otherwise, even if short, refused. */
    @Test
    void theContractsPatternIsTheRule() {
        assertThat(ServedContract.document()
                        .at("/components/schemas/AddTime/properties/duration/pattern")
                        .asText())
                .isEqualTo(TextPatterns.TIME_GIVEN);
        Seats seats = timed();
        for (String duration : List.of("PT90M", "pt1h", " PT1H", "PT169H")) {
            addTime(seats.id(), seats.attackers(), duration)
                    .then()
                    .statusCode(400)
                    .body("code", equalTo("bad-duration"));
        }
        for (String duration : List.of("P6DT23H59M59S", "PT168H", "PT45M")) {
            addTime(seats.id(), seats.attackers(), duration).then().statusCode(200);
        }
    }

    @Test
    void untimedAndFinishedGamesHaveNoTimeToGive() {
        Seats untimed = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        addTime(untimed.id(), untimed.attackers(), "PT1H")
                .then()
                .statusCode(409)
                .body("code", equalTo("no-clock"));
        Seats over = Games.playedToTheEnd();
        addTime(over.id(), over.attackers(), "PT1H").then().statusCode(409).body("code", equalTo("game-over"));
    }

    private List<String> payloads(String recipient, String type) {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select payload::text from events where recipient = ? and type = ? order by id")) {
            query.setString(1, recipient);
            query.setString(2, type);
            List<String> payloads = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    payloads.add(rows.getString(1));
                }
            }
            return payloads;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
