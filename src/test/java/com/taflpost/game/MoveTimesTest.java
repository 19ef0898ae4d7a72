package com.taflpost.game;

import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each move's time and the mover's clock after it: in the game, its text record and its NDJSON export line. */
@QuarkusTest
class MoveTimesTest {
    private static final long HOUR = Duration.ofHours(1).toMillis();
    /** What a request takes besides the clock moved by the test. */
    private static final long SLACK = Duration.ofSeconds(10).toMillis();

    @Inject
    TestClock clock;

    @Test
    void aTimedGameKeepsEachMovesTimeAndTheMoversClock() {
        JsonPath game = Games.seated(Map.of(
                "ruleset",
                "copenhagen",
                "board",
                "brandubh",
                "timeControl",
                Map.of("type", "fischer", "initial", "P1D", "increment", "PT1H")));
        String id = game.getString("id");
        clock.advance(Duration.ofHours(2));
        Instant first = clock.instant();
        move(id, game.getString("seats.attackers"), "b4-b2", 0).then().statusCode(201);
        clock.advance(Duration.ofMinutes(30));
        Instant second = clock.instant();
        move(id, game.getString("seats.defenders"), "c4-c7", 1).then().statusCode(201);

        JsonPath shown = given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        List<Map<String, Object>> times = shown.getList("moveTimes");
        assertThat(times).hasSize(2);
        // the attackers had a day, used two hours and got an hour: 23 hours; the defenders 24 and a half
        assertThat(shown.getLong("moveTimes[0].clockMs")).isBetween(23 * HOUR - SLACK, 23 * HOUR);
        assertThat(shown.getLong("moveTimes[1].clockMs")).isBetween(24 * HOUR + HOUR / 2 - SLACK, 24 * HOUR + HOUR / 2);
        assertThat(Instant.parse(shown.getString("moveTimes[0].at"))).isBetween(first, first.plusMillis(SLACK));
        assertThat(Instant.parse(shown.getString("moveTimes[1].at"))).isBetween(second, second.plusMillis(SLACK));

        String record = given().get("/api/games/{id}/record", id)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(record)
                .containsPattern("1\\. b4-b2 \\{clk 22:59:\\d\\d\\} \\{at \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ\\}"
                        + " c4-c7 \\{clk 1d00:29:\\d\\d\\} \\{at [^}]+Z\\}\n");
        assertThat(record).contains("{at " + shown.getString("moveTimes[0].at").substring(0, 19) + "Z}");

        // the record with its comments imports as any record does
        JsonPath imported = given().contentType(ContentType.TEXT)
                .body(record)
                .post("/api/games/import")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        JsonPath again = given().get("/api/games/{id}", imported.getString("id"))
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(again.getList("moves")).containsExactly("b4-b2", "c4-c7");
        // an imported game's moves have no known time: one empty time a move, and a move played on it lines up
        assertThat(again.getList("moveTimes.at")).containsExactly(null, null);
        assertThat(again.getList("moveTimes.clockMs")).containsExactly(null, null);
        move(imported.getString("id"), imported.getString("seats.attackers"), "a4-a5", 2)
                .then()
                .statusCode(201)
                .body("moveTimes.size()", org.hamcrest.Matchers.equalTo(3));
        JsonPath played = given().get("/api/games/{id}", imported.getString("id"))
                .then()
                .extract()
                .jsonPath();
        assertThat(played.getString("moveTimes[2].at")).isNotNull();
        assertThat(played.getString("moveTimes[1].at")).isNull();
    }

    @Test
    void anUntimedGameKeepsTheTimesWithoutClocks() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String id = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        Instant before = clock.instant();
        move(id, astrid.token(), "b4-b2", 0).then().statusCode(201);
        move(id, bjorn.token(), "c4-c7", 1).then().statusCode(201);
        Instant after = clock.instant();

        JsonPath shown = given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(shown.getList("moveTimes.clockMs")).containsExactly(null, null);
        for (String at : shown.<String>getList("moveTimes.at")) {
            assertThat(Instant.parse(at)).isBetween(before, after);
        }
        String record = given().get("/api/games/{id}/record", id)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(record).containsPattern("1\\. b4-b2 \\{at [^}]+Z\\} c4-c7 \\{at [^}]+Z\\}\n");
        assertThat(record).doesNotContain("clk");

        String export = given().get("/api/players/{name}/games.ndjson", astrid.name())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        JsonNode line = new ObjectMapper().readTree(export.lines().findFirst().orElseThrow());
        assertThat(line.path("moveTimes")).hasSize(2);
        assertThat(line.path("moveTimes").get(0).path("at").asText()).isEqualTo(shown.getString("moveTimes[0].at"));
        assertThat(line.path("moveTimes").get(1).path("clockMs").isNull()).isTrue();
        assertThat(line.path("record").asText()).contains("{at ");
    }
}
