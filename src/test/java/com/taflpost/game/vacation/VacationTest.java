package com.taflpost.game.vacation;

import static com.taflpost.testsupport.Games.as;
import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.game.Timeouts;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
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
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

@QuarkusTest
class VacationTest {
    @Inject
    TestClock clock;

    @Inject
    Timeouts timeouts;

    @Inject
    Vacations vacations;

    @Inject
    DataSource database;

    private static Response start(String token, Object days) {
        return as(token).body(days == null ? Map.of() : Map.of("days", days)).post("/api/players/me/vacation");
    }

    private static JsonPath vacation(String token) {
        return as(token)
                .get("/api/players/me/vacation")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** A game of two registered players, a day a move: {@code attackers} to move. */
    private static String timedGame(TestPlayer attackers, TestPlayer defenders) {
        String id = Games.create(
                        attackers.token(),
                        Map.of(
                                "ruleset",
                                "copenhagen",
                                "board",
                                "brandubh",
                                "side",
                                "attackers",
                                "opponent",
                                defenders.name(),
                                "timeControl",
                                Map.of("type", "per-move", "perMove", "P1D")))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Games.join(id, defenders.token()).then().statusCode(200);
        return id;
    }

    private static Instant deadline(String id) {
        return Instant.parse(Games.shown(id).getString("clock.deadline"));
    }

    @Test
    void daysAreCountedAndUnusedWholeDaysComeBack() {
        TestPlayer astrid = Players.register("astrid");
        try {
            JsonPath fresh = vacation(astrid.token());
            assertThat(fresh.getInt("daysPerYear")).isEqualTo(30);
            assertThat(fresh.getInt("daysLeft")).isEqualTo(30);
            assertThat(fresh.getBoolean("onVacation")).isFalse();
            assertThat(fresh.getString("until")).isNull();

            start(astrid.token(), 0).then().statusCode(400);
            start(astrid.token(), 400).then().statusCode(400);
            start(astrid.token(), null).then().statusCode(400);
            start(astrid.token(), 31)
                    .then()
                    .statusCode(409)
                    .body("code", equalTo("no-vacation-left"))
                    .body("daysLeft", equalTo(30));
            start(astrid.token(), 7)
                    .then()
                    .statusCode(200)
                    .body("onVacation", equalTo(true))
                    .body("daysLeft", equalTo(23))
                    .body("until", notNullValue());
            start(astrid.token(), 1).then().statusCode(409).body("code", equalTo("already-on-vacation"));
            given().get("/api/players/{name}", astrid.name())
                    .then()
                    .statusCode(200)
                    .body("onVacation", equalTo(true))
                    .body("vacationUntil", notNullValue());

            // two days and an hour later she comes back: four whole days were not used
            clock.advance(Duration.ofDays(2).plusHours(1));
            as(astrid.token())
                    .delete("/api/players/me/vacation")
                    .then()
                    .statusCode(200)
                    .body("onVacation", equalTo(false))
                    .body("daysLeft", equalTo(27))
                    .body("until", nullValue());
            as(astrid.token())
                    .delete("/api/players/me/vacation")
                    .then()
                    .statusCode(409)
                    .body("code", equalTo("not-on-vacation"));
            given().get("/api/players/{name}", astrid.name())
                    .then()
                    .statusCode(200)
                    .body("onVacation", equalTo(false))
                    .body("vacationUntil", nullValue());
            start(astrid.token(), 28).then().statusCode(409).body("code", equalTo("no-vacation-left"));
            start(astrid.token(), 27).then().statusCode(200).body("daysLeft", equalTo(0));
            as(astrid.token()).delete("/api/players/me/vacation").then().statusCode(200);
        } finally {
            clock.reset();
        }
    }

    @Test
    void onlyAPlayerHasVacation() {
        start(null, 3).then().statusCode(401);
        JsonPath seated = Games.anonymous("copenhagen", "brandubh");
        start(seated.getString("seats.attackers"), 3).then().statusCode(403);
        as(seated.getString("seats.attackers"))
                .get("/api/players/me/vacation")
                .then()
                .statusCode(403);
    }

    @Test
    void clocksOnTheirTurnStandStillAndNoGameIsLostOnTime() throws SQLException {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        try {
            // astrid to move in the first game; bjorn to move in the second
            String waiting = timedGame(astrid, bjorn);
            String later = timedGame(astrid, bjorn);
            move(later, astrid.token(), "b4-b2", 0).then().statusCode(201);
            Instant before = deadline(waiting);
            Instant theirs = deadline(later);
            long version = version(waiting);

            Instant until = Instant.parse(
                    start(astrid.token(), 7).then().statusCode(200).extract().path("until"));
            assertThat(Duration.between(before.plus(Duration.ofDays(7)), deadline(waiting))
                            .abs())
                    .isLessThan(Duration.ofSeconds(1));
            assertThat(deadline(later)).as("bjorn's clock runs").isEqualTo(theirs);
            JsonPath shown = Games.shown(waiting);
            assertThat(shown.getString("players.onVacation.attackers")).isNotNull();
            assertThat(shown.getString("players.onVacation.defenders")).isNull();
            assertThat(version(waiting)).as("the view's tag changes").isGreaterThan(version);
            assertThat(version(later)).isGreaterThan(0);
            assertThat(events(waiting, "vacation-started", bjorn)).isEqualTo(1);
            assertThat(events(waiting, "vacation-started", astrid)).isZero();
            assertThat(events(waiting, "vacation-started", "game:" + waiting))
                    .as("the game's page hears it")
                    .isEqualTo(1);

            // bjorn moves during her vacation: her time in that game counts from its end
            clock.advance(Duration.ofHours(12));
            move(later, bjorn.token(), "c4-c7", 1).then().statusCode(201);
            assertThat(Duration.between(until.plus(Duration.ofDays(1)), deadline(later))
                            .abs())
                    .isLessThan(Duration.ofSeconds(1));

            // a day a move, and she has been away far longer: the sweep ends nothing
            clock.advance(Duration.ofDays(7).minusHours(13));
            sweep();
            assertThat(Games.shown(waiting).getString("status")).isEqualTo("active");
            assertThat(Games.shown(later).getString("status")).isEqualTo("active");

            // her vacation ran its course: she is back, bjorn hears it, and the clock runs again
            clock.advance(Duration.ofHours(2));
            vacations.sweep();
            assertThat(Games.shown(waiting).getString("players.onVacation")).isNull();
            assertThat(events(waiting, "vacation-ended", bjorn)).isEqualTo(1);
            sweep();
            assertThat(Games.shown(waiting).getString("status")).isEqualTo("active");
            clock.advance(Duration.ofDays(1));
            sweep();
            assertThat(Games.shown(waiting).getString("status")).isEqualTo("finished");
            assertThat(Games.shown(waiting).getString("result.reason")).isEqualTo("timeout");
        } finally {
            clock.reset();
        }
    }

    @Test
    void endingEarlyGivesTheDeadlinesBackTheTimeNotUsed() throws SQLException {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        try {
            String id = timedGame(astrid, bjorn);
            Instant before = deadline(id);
            start(astrid.token(), 10).then().statusCode(200);
            clock.advance(Duration.ofDays(2));
            as(astrid.token()).delete("/api/players/me/vacation").then().statusCode(200);
            // paused for the two days she was away, no more
            assertThat(Duration.between(before.plus(Duration.ofDays(2)), deadline(id))
                            .abs())
                    .isLessThan(Duration.ofSeconds(1));
            assertThat(events(id, "vacation-ended", bjorn)).isEqualTo(1);
            assertThat(Games.shown(id).getString("players.onVacation")).isNull();
        } finally {
            clock.reset();
        }
    }

    @Test
    void aGameThatStartsDuringTheVacationCountsFromItsEnd() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        Instant until = Instant.parse(
                start(astrid.token(), 3).then().statusCode(200).extract().path("until"));
        // bjorn attacks and moves first: the game starts on astrid's joining, his clock running at once
        String his = Games.create(
                        bjorn.token(),
                        Map.of(
                                "ruleset", "copenhagen",
                                "board", "brandubh",
                                "side", "attackers",
                                "opponent", astrid.name(),
                                "timeControl", Map.of("type", "per-move", "perMove", "P1D")))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Games.join(his, astrid.token()).then().statusCode(200);
        assertThat(deadline(his)).isBefore(until);
        // astrid attacks: her first move's time counts from her return
        String hers = Games.create(
                        bjorn.token(),
                        Map.of(
                                "ruleset", "copenhagen",
                                "board", "brandubh",
                                "side", "defenders",
                                "opponent", astrid.name(),
                                "timeControl", Map.of("type", "per-move", "perMove", "P1D")))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Games.join(hers, astrid.token()).then().statusCode(200);
        assertThat(Duration.between(until.plus(Duration.ofDays(1)), deadline(hers))
                        .abs())
                .isLessThan(Duration.ofSeconds(1));
        as(astrid.token()).delete("/api/players/me/vacation").then().statusCode(200);
    }

    /**
     * The timeouts sweep, as scheduled. With the clock days ahead it settles the games other tests left too, and may
     * meet the scheduled sweep on a tournament's games (a deadlock, one of them rolled back): it runs again then.
     */
    private void sweep() {
        for (int attempt = 1; ; attempt++) {
            try {
                timeouts.sweep();
                return;
            } catch (RuntimeException e) {
                if (attempt == 3) {
                    throw e;
                }
            }
        }
    }

    private long version(String gameId) throws SQLException {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement("select version from games where id = ?")) {
            query.setString(1, gameId);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }

    private int events(String gameId, String type, TestPlayer recipient) throws SQLException {
        return events(gameId, type, recipient.id().toString());
    }

    private int events(String gameId, String type, String recipient) throws SQLException {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select count(*) from events where game_id = ? and type = ? and recipient = ?")) {
            query.setString(1, gameId);
            query.setString(2, type);
            query.setString(3, recipient);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return row.getInt(1);
            }
        }
    }
}
