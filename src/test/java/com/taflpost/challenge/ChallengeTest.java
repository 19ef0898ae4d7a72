package com.taflpost.challenge;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.testsupport.Challenges;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ChallengeTest {

    @Inject
    TestClock clock;

    @Inject
    AgroalDataSource database;

    private static Response act(TestPlayer player, String id, String action) {
        return Games.as(player.token()).post("/api/challenges/{id}/" + action, id);
    }

    private static JsonPath read(TestPlayer player, String id) {
        return Games.as(player.token())
                .get("/api/challenges/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    @Test
    void aDirectChallengeAcceptedStartsTheGameWithBothPlayersAndTheClock() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        Response made = Challenges.challenge(
                astrid,
                Map.of(
                        "opponent",
                        bjorn.name(),
                        "timeControl",
                        Map.of("type", "per-move", "perMove", "P3D"),
                        "expiresIn",
                        "P3D"));
        made.then()
                .statusCode(201)
                .header("Location", notNullValue())
                .body("challenger", equalTo(astrid.name()))
                .body("opponent", equalTo(bjorn.name()))
                .body("status", equalTo("open"))
                .body("side", equalTo("attackers"))
                .body("board", equalTo("copenhagen"))
                .body("timeControl.type", equalTo("per-move"))
                .body("gameId", nullValue());
        String id = made.path("id");
        assertThat(Duration.between(
                        java.time.Instant.parse(made.path("createdAt")),
                        java.time.Instant.parse(made.path("expiresAt"))))
                .isEqualTo(Duration.ofDays(3));
        Games.as(bjorn.token())
                .get("/api/challenges")
                .then()
                .statusCode(200)
                .body("received.id", org.hamcrest.Matchers.hasItem(id));

        Response accepted = act(bjorn, id, "accept");
        accepted.then()
                .statusCode(201)
                .body("status", equalTo("active"))
                .body("players.attackers", equalTo(astrid.name()))
                .body("players.defenders", equalTo(bjorn.name()))
                .body("clock.type", equalTo("per-move"));
        String gameId = accepted.path("id");
        assertThat(accepted.header("Location")).endsWith("/api/games/" + gameId);
        given().get("/api/games/{id}", gameId)
                .then()
                .statusCode(200)
                .body("status", equalTo("active"))
                .body("clock.deadline", notNullValue());
        JsonPath challenge = read(astrid, id);
        assertThat(challenge.getString("status")).isEqualTo("accepted");
        assertThat(challenge.getString("gameId")).isEqualTo(gameId);
        assertThat(events(astrid.id(), "challenge-accepted"))
                .anySatisfy(payload -> assertThat(payload).contains(gameId));
        assertThat(events(astrid.id(), "game-started"))
                .anySatisfy(payload -> assertThat(payload).contains(gameId));
        act(bjorn, id, "accept").then().statusCode(409).body("code", equalTo("challenge-closed"));
    }

    @Test
    void theChallengedPlayerHearsOfADirectChallenge() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String id = Challenges.created(astrid, Map.of("opponent", bjorn.name()));
        assertThat(events(bjorn.id(), "challenge-received"))
                .singleElement()
                .satisfies(payload -> assertThat(payload).contains(id).contains(astrid.name()));
    }

    @Test
    void anOpenChallengeIsAcceptedByAnyOtherPlayer() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer sigrid = Players.register("sigrid");
        String id = Challenges.created(astrid, Map.of("side", "random", "ruleset", "tablut", "board", "tablut"));
        Games.as(sigrid.token())
                .get("/api/challenges")
                .then()
                .statusCode(200)
                .body("open.id", org.hamcrest.Matchers.hasItem(id));
        Games.as(astrid.token())
                .get("/api/challenges")
                .then()
                .statusCode(200)
                .body("sent[0].id", equalTo(id))
                .body("sent[0].opponent", nullValue())
                .body("open.id", org.hamcrest.Matchers.not(org.hamcrest.Matchers.hasItem(id)));
        act(astrid, id, "accept").then().statusCode(403).body("code", equalTo("own-challenge"));
        act(sigrid, id, "decline").then().statusCode(403);
        Response accepted = act(sigrid, id, "accept");
        accepted.then().statusCode(201).body("status", equalTo("active")).body("ruleset", equalTo("tablut"));
        List<String> seated = List.of(accepted.path("players.attackers"), accepted.path("players.defenders"));
        assertThat(seated).containsExactlyInAnyOrder(astrid.name(), sigrid.name());
        assertThat(read(astrid, id).getString("opponent")).isEqualTo(sigrid.name());
    }

    @Test
    void aDeclineWithItsReasonReachesTheChallenger() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer sigrid = Players.register("sigrid");
        String id = Challenges.created(astrid, Map.of("opponent", bjorn.name()));
        Games.as(sigrid.token())
                .body(Map.of("reason", "no"))
                .post("/api/challenges/{id}/decline", id)
                .then()
                .statusCode(403);
        Games.as(sigrid.token())
                .post("/api/challenges/{id}/accept", id)
                .then()
                .statusCode(403)
                .body("code", equalTo("not-challenged"));
        Games.as(bjorn.token())
                .body(Map.of("reason", "No time this month"))
                .post("/api/challenges/{id}/decline", id)
                .then()
                .statusCode(200)
                .body("status", equalTo("declined"));
        JsonPath seen = read(astrid, id);
        assertThat(seen.getString("status")).isEqualTo("declined");
        assertThat(seen.getString("declineReason")).isEqualTo("No time this month");
        assertThat(events(astrid.id(), "challenge-declined"))
                .singleElement()
                .satisfies(payload -> assertThat(payload).contains("No time this month"));
        act(bjorn, id, "accept").then().statusCode(409).body("code", equalTo("challenge-closed"));
        act(astrid, id, "cancel").then().statusCode(409);
        Games.as(bjorn.token())
                .get("/api/challenges")
                .then()
                .body("received.id", org.hamcrest.Matchers.not(org.hamcrest.Matchers.hasItem(id)));
    }

    @Test
    void onlyTheChallengerCancelsAndACancelledChallengeCannotBeAccepted() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String id = Challenges.created(astrid, Map.of("opponent", bjorn.name()));
        act(bjorn, id, "cancel").then().statusCode(403).body("code", equalTo("not-your-challenge"));
        act(astrid, id, "cancel").then().statusCode(200).body("status", equalTo("cancelled"));
        act(bjorn, id, "accept")
                .then()
                .statusCode(409)
                .body("code", equalTo("challenge-closed"))
                .body("challengeStatus", equalTo("cancelled"));
        act(astrid, id, "cancel").then().statusCode(409);
    }

    @Test
    void aChallengePastItsExpiryReadsAsExpiredAndCannotBeAccepted() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String id = Challenges.created(astrid, Map.of("opponent", bjorn.name(), "expiresIn", "PT1M"));
        assertThat(read(bjorn, id).getString("status")).isEqualTo("open");
        clock.advance(Duration.ofMinutes(2));
        assertThat(read(bjorn, id).getString("status")).isEqualTo("expired");
        act(bjorn, id, "accept")
                .then()
                .statusCode(409)
                .body("code", equalTo("challenge-closed"))
                .body("challengeStatus", equalTo("expired"));
        Games.as(bjorn.token())
                .get("/api/challenges")
                .then()
                .body("received.id", org.hamcrest.Matchers.not(org.hamcrest.Matchers.hasItem(id)));
        Games.as(astrid.token()).get("/api/challenges").then().body("sent[0].status", equalTo("expired"));
    }

    @Test
    void badChallengesAreRefusedWithTheReason() {
        TestPlayer astrid = Players.register("astrid");
        Challenges.challenge(astrid, Map.of("expiresIn", "PT30S"))
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-expiry"));
        Challenges.challenge(astrid, Map.of("expiresIn", "soon"))
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-expiry"));
        Challenges.challenge(
                        astrid,
                        Map.of(
                                "opponent",
                                "nobody-" + UUID.randomUUID().toString().substring(0, 8)))
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-opponent"));
        Challenges.challenge(astrid, Map.of("opponent", astrid.name()))
                .then()
                .statusCode(400)
                .body("code", equalTo("own-opponent"));
        Challenges.challenge(astrid, Map.of("board", "nowhere")).then().statusCode(400);
        Challenges.challenge(astrid, Map.of("side", "kings")).then().statusCode(400);
        Challenges.challenge(astrid, Map.of("timeControl", Map.of("type", "per-move", "perMove", "PT10S")))
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-time-control"));
        given().contentType(ContentType.JSON)
                .body(Map.of("ruleset", "copenhagen", "board", "copenhagen"))
                .post("/api/challenges")
                .then()
                .statusCode(401);
        Games.as(astrid.token())
                .get("/api/challenges/{id}", UUID.randomUUID().toString())
                .then()
                .statusCode(404)
                .body("code", equalTo("challenge-not-found"));
        Games.as(astrid.token())
                .post("/api/challenges/{id}/accept", "not-a-uuid")
                .then()
                .statusCode(404);
    }

    @Test
    void aRepeatedCreateWithTheSameIdempotencyKeyMakesOneChallenge() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String key = UUID.randomUUID().toString();
        Map<String, String> body = Map.of("ruleset", "tablut", "board", "tablut", "opponent", bjorn.name());
        Response first = Games.as(astrid.token())
                .header("Idempotency-Key", key)
                .body(body)
                .post("/api/challenges");
        first.then().statusCode(201);
        Response retry = Games.as(astrid.token())
                .header("Idempotency-Key", key)
                .body(body)
                .post("/api/challenges");
        retry.then().statusCode(201).header("Idempotent-Replayed", "true").body("id", equalTo(first.path("id")));
        Games.as(astrid.token()).get("/api/challenges").then().body("sent.size()", equalTo(1));
        assertThat(events(bjorn.id(), "challenge-received")).hasSize(1);
    }

    @Test
    void aRetriedAcceptWithTheSameIdempotencyKeyAnswersWithTheSameGame() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String id = Challenges.created(astrid, Map.of("opponent", bjorn.name()));
        String key = UUID.randomUUID().toString();
        Response first = Games.as(bjorn.token()).header("Idempotency-Key", key).post("/api/challenges/{id}/accept", id);
        first.then().statusCode(201);
        Games.as(bjorn.token())
                .header("Idempotency-Key", key)
                .post("/api/challenges/{id}/accept", id)
                .then()
                .statusCode(201)
                .header("Idempotent-Replayed", "true")
                .body("id", equalTo(first.path("id")));
    }

    @Test
    void ofConcurrentAcceptsExactlyOneStartsAGame() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        List<TestPlayer> takers = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            takers.add(Players.register("taker"));
        }
        String id = Challenges.created(astrid, Map.of());
        ExecutorService senders = Executors.newFixedThreadPool(takers.size());
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Integer>> answers = new ArrayList<>();
            for (TestPlayer taker : takers) {
                answers.add(senders.submit(() -> {
                    start.await();
                    return act(taker, id, "accept").statusCode();
                }));
            }
            start.countDown();
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> answer : answers) {
                statuses.add(answer.get(60, TimeUnit.SECONDS));
            }
            assertThat(statuses)
                    .containsOnly(201, 409)
                    .filteredOn(s -> s == 201)
                    .hasSize(1);
        } finally {
            senders.shutdownNow();
        }
        assertThat(count(
                        "select count(*) from games where attackers_player_id = ? or defenders_player_id = ?",
                        astrid.id()))
                .isEqualTo(1);
        assertThat(read(astrid, id).getString("status")).isEqualTo("accepted");
    }

    private List<String> events(UUID recipient, String type) {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select payload::text from events where recipient = ? and type = ? order by id")) {
            query.setString(1, recipient.toString());
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

    private long count(String sql, UUID player) {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(sql)) {
            query.setObject(1, player);
            query.setObject(2, player);
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
