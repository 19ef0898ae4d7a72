package com.taflpost.clock;

import static com.taflpost.testsupport.Games.join;
import static com.taflpost.testsupport.Games.move;
import static com.taflpost.testsupport.Games.resign;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.game.Timeouts;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ClockTest {
    private static final long DAY = Duration.ofDays(1).toMillis();
    /** Real time passing between the test's steps. */
    private static final long SLACK = 5_000;

    @Inject
    TestClock clock;

    @Inject
    AgroalDataSource database;

    private static JsonPath anonymous(Map<String, ?> timeControl) {
        return Games.seated(Map.of("ruleset", "tablut", "board", "tablut", "timeControl", timeControl));
    }

    @Test
    void aPerMoveClockGivesTheSideToMoveItsTimeAndEachMoveResetsTheOpponents() {
        Instant created = clock.instant();
        JsonPath game = anonymous(Map.of("type", "per-move", "perMove", "P3D"));
        String id = game.getString("id");
        assertThat(game.getString("clock.type")).isEqualTo("per-move");
        assertThat(game.getString("clock.perMove")).isEqualTo("PT72H");
        assertThat(game.getLong("clock.attackers.millis")).isBetween(3 * DAY - SLACK, 3 * DAY);
        assertThat(game.getLong("clock.defenders.millis")).isEqualTo(3 * DAY);
        assertThat(Instant.parse(game.getString("clock.deadline")))
                .isBetween(created.plusMillis(3 * DAY), created.plusMillis(3 * DAY + SLACK));

        clock.advance(Duration.ofDays(2));
        JsonPath later = Games.shown(id);
        assertThat(later.getLong("clock.attackers.millis")).isBetween(DAY - SLACK, DAY);
        assertThat(later.getString("clock.deadline")).isEqualTo(game.getString("clock.deadline"));

        Instant moved = clock.instant();
        JsonPath after = move(id, game.getString("seats.attackers"), "d1-d3", 0)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        assertThat(Instant.parse(after.getString("clock.deadline")))
                .isBetween(moved.plusMillis(3 * DAY), moved.plusMillis(3 * DAY + SLACK));
        assertThat(after.getLong("clock.attackers.millis")).isEqualTo(3 * DAY);
        assertThat(after.getLong("clock.defenders.millis")).isBetween(3 * DAY - SLACK, 3 * DAY);
    }

    @Test
    void whenTheDeadlinePassesTheSideToMoveLosesOnTimeAtThatMoment() {
        JsonPath game = anonymous(Map.of("type", "per-move", "perMove", "PT1M"));
        String id = game.getString("id");
        String deadline = game.getString("clock.deadline");

        clock.advance(Duration.ofDays(1));
        given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("status", equalTo("finished"))
                .body("result.winner", equalTo("defenders"))
                .body("result.reason", equalTo("timeout"))
                .body("clock.deadline", nullValue())
                .body("clock.attackers.millis", equalTo(0))
                .body("clock.defenders.millis", equalTo(60_000))
                .body("updatedAt", equalTo(deadline));
        given().get("/api/games/{id}/legal-moves", id).then().statusCode(200).body("moves", empty());
        move(id, game.getString("seats.attackers"), "d1-d3", 0)
                .then()
                .statusCode(409)
                .body("code", equalTo("game-over"))
                .body("detail", org.hamcrest.Matchers.containsString("timeout"));
        resign(id, game.getString("seats.attackers")).then().statusCode(409).body("code", equalTo("game-over"));
    }

    @Test
    void aMoveSentAfterTheDeadlineFindsTheGameLostOnTime() {
        JsonPath game = anonymous(Map.of("type", "per-move", "perMove", "PT1M"));
        String id = game.getString("id");
        clock.advance(Duration.ofMinutes(2));
        // no read settled it before: the move itself finds the deadline passed
        move(id, game.getString("seats.attackers"), "d1-d3", 0)
                .then()
                .statusCode(409)
                .body("code", equalTo("game-over"))
                .body("detail", org.hamcrest.Matchers.containsString("timeout"));
        given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("ply", equalTo(0))
                .body("status", equalTo("finished"))
                .body("result.reason", equalTo("timeout"));
    }

    @Test
    void theRecordAndThePictureOfAnOverdueGameShowItLostOnTime() throws SQLException {
        String record = anonymous(Map.of("type", "per-move", "perMove", "PT1M")).getString("id");
        String picture =
                anonymous(Map.of("type", "per-move", "perMove", "PT1M")).getString("id");
        clock.advance(Duration.ofMinutes(2));
        given().get("/api/games/{id}/record", record)
                .then()
                .statusCode(200)
                .body(org.hamcrest.Matchers.containsString("timeout"));
        given().get("/api/games/{id}/board.svg", picture).then().statusCode(200);
        assertThat(stored(picture)).containsExactly("finished", "defenders", "timeout");
    }

    @Test
    void aConditionalReadOfAnOverdueGameIsNotAnswered304() {
        String id = anonymous(Map.of("type", "per-move", "perMove", "PT1M")).getString("id");
        String tag = given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .header("ETag");
        given().header("If-None-Match", tag).get("/api/games/{id}", id).then().statusCode(304);

        clock.advance(Duration.ofMinutes(2));
        given().header("If-None-Match", tag)
                .get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("status", equalTo("finished"))
                .body("result.reason", equalTo("timeout"));
    }

    @Test
    void everyReadSettlesAnOverdueGameFirst() {
        JsonPath moves = anonymous(Map.of("type", "per-move", "perMove", "PT1M"));
        JsonPath legal = anonymous(Map.of("type", "per-move", "perMove", "PT1M"));
        JsonPath moving = anonymous(Map.of("type", "per-move", "perMove", "PT1M"));
        // Later than the deadlines, but earlier than the sweeper's next look at the (real) time.
        clock.advance(Duration.ofMinutes(2));

        given().get("/api/games/{id}/legal-moves", legal.getString("id"))
                .then()
                .statusCode(200)
                .body("moves", empty());
        move(moving.getString("id"), moving.getString("seats.attackers"), "d1-d3", 0)
                .then()
                .statusCode(409)
                .body("code", equalTo("game-over"));
        assertThat(Games.shown(moves.getString("id")).getString("result.reason"))
                .isEqualTo("timeout");
        assertThat(Games.shown(moving.getString("id")).getString("result.reason"))
                .isEqualTo("timeout");
    }

    @Test
    void aFischerClockKeepsWhatTheMoverLeftPlusTheIncrementUpToTheCap() {
        JsonPath game = anonymous(Map.of("type", "fischer", "initial", "P7D", "increment", "P1D", "cap", "P7DT12H"));
        String id = game.getString("id");
        assertThat(game.getString("clock.initial")).isEqualTo("PT168H");
        assertThat(game.getString("clock.increment")).isEqualTo("PT24H");
        assertThat(game.getString("clock.cap")).isEqualTo("PT180H");

        clock.advance(Duration.ofDays(2));
        Instant moved = clock.instant();
        JsonPath after = move(id, game.getString("seats.attackers"), "d1-d3", 0)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        assertThat(after.getLong("clock.attackers.millis")).isBetween(6 * DAY - SLACK, 6 * DAY);
        assertThat(Instant.parse(after.getString("clock.deadline")))
                .isBetween(moved.plusMillis(7 * DAY), moved.plusMillis(7 * DAY + SLACK));

        JsonPath capped = move(id, game.getString("seats.defenders"), "e3-h3", 1)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        assertThat(capped.getLong("clock.defenders.millis")).isEqualTo(7 * DAY + DAY / 2);
    }

    @Test
    void aRegisteredGamesClockStartsWhenTheSecondPlayerJoinsAndStopsWhenItEnds() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String id = Games.create(
                        astrid.token(),
                        Map.of(
                                "ruleset",
                                "tablut",
                                "board",
                                "tablut",
                                "side",
                                "attackers",
                                "timeControl",
                                Map.of("type", "per-move", "perMove", "PT1H")))
                .then()
                .statusCode(201)
                .body("clock.deadline", nullValue())
                .body("clock.attackers.millis", equalTo(3_600_000))
                .extract()
                .path("id");

        clock.advance(Duration.ofDays(1));
        join(id, bjorn.token()).then().statusCode(200).body("status", equalTo("active"));
        String deadline = Games.shown(id).getString("clock.deadline");
        assertThat(Instant.parse(deadline)).isAfter(clock.instant().plus(Duration.ofMinutes(59)));

        clock.advance(Duration.ofMinutes(30));
        given().auth()
                .oauth2(astrid.token())
                .post("/api/games/{id}/resign", id)
                .then()
                .statusCode(200)
                .body("result.reason", equalTo("resignation"))
                .body("clock.deadline", nullValue());
        assertThat(Games.shown(id).getLong("clock.attackers.millis")).isBetween(1_800_000 - SLACK, 1_800_000L);
    }

    @Test
    void aGameWithoutTimeControlHasNoDeadline() {
        JsonPath game = Games.anonymous("tablut", "tablut");
        assertThat(game.getString("clock.type")).isEqualTo("none");
        assertThat(game.getString("clock.deadline")).isNull();
        assertThat(game.getString("clock.attackers")).isNull();
        clock.advance(Duration.ofDays(400));
        assertThat(Games.shown(game.getString("id")).getString("status")).isEqualTo("active");
    }

    @Test
    void badTimeControlsAreRefused() {
        for (Map<String, ?> bad : java.util.List.of(
                Map.of("type", "per-move", "perMove", "PT59S"),
                Map.of("type", "per-move"),
                Map.of("type", "per-move", "perMove", "P1M"),
                Map.of("type", "per-move", "perMove", "three days"),
                Map.of("type", "fischer", "increment", "P1D"),
                Map.of("type", "fischer", "initial", "P7D", "increment", "-P1D"),
                Map.of("type", "fischer", "initial", "P7D", "cap", "P1D"),
                Map.of("type", "sandglass"),
                Map.of("perMove", "P3D"))) {
            Games.create(null, Map.of("ruleset", "tablut", "board", "tablut", "timeControl", bad))
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("bad-time-control"));
        }
    }

    @Inject
    Timeouts timeouts;

    @Test
    void settlingAtOnceFromManyPlacesSettlesTheGameOnce() throws Exception {
        String id = anonymous(Map.of("type", "per-move", "perMove", "PT1M")).getString("id");
        long claimed = version(id);
        clock.advance(Duration.ofMinutes(2));
        var start = new java.util.concurrent.CountDownLatch(1);
        var pool = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            var settlings = java.util.stream.IntStream.range(0, 4)
                    .mapToObj(i -> pool.submit(() -> {
                        start.await();
                        io.quarkus.narayana.jta.QuarkusTransaction.requiringNew()
                                .run(() -> timeouts.settle(id));
                        return null;
                    }))
                    .toList();
            start.countDown();
            for (var settling : settlings) {
                settling.get();
            }
        } finally {
            pool.shutdown();
        }
        assertThat(stored(id)).containsExactly("finished", "defenders", "timeout");
        assertThat(version(id)).as("one change of the game: one settlement").isEqualTo(claimed + 1);
    }

    /** The game row's version: one more for each change written. */
    private long version(String id) throws SQLException {
        try (Connection connection = database.getConnection();
                PreparedStatement read = connection.prepareStatement("select version from games where id = ?")) {
            read.setString(1, id);
            try (ResultSet row = read.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }

    @Test
    void theSweeperSettlesDueGamesThatNobodyReads() throws Exception {
        String id = anonymous(Map.of("type", "per-move", "perMove", "PT1M")).getString("id");
        clock.advance(Duration.ofMinutes(2));
        awaitStoredStatus(id, Duration.ofSeconds(20));
    }

    /** Waits until the stored game (read straight from the database, not through a settling read) is over on time. */
    void awaitStoredStatus(String id, Duration patience) throws SQLException, InterruptedException {
        Instant giveUp = Instant.now().plus(patience);
        String[] stored;
        do {
            Thread.sleep(250);
            stored = stored(id);
        } while (!stored[0].equals("finished") && Instant.now().isBefore(giveUp));
        assertThat(stored).containsExactly("finished", "defenders", "timeout");
    }

    private String[] stored(String id) throws SQLException {
        try (Connection connection = database.getConnection();
                PreparedStatement read = connection.prepareStatement(
                        "select status, coalesce(result_winner, ''), coalesce(result_reason, '') from games where id"
                                + " = ?")) {
            read.setString(1, id);
            try (ResultSet row = read.executeQuery()) {
                row.next();
                return new String[] {row.getString(1), row.getString(2), row.getString(3)};
            }
        }
    }
}
