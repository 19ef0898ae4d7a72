package com.taflpost.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.idempotency.StoredAnswerCipher;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** Idempotency-Key on the POSTs that create something. */
@QuarkusTest
class IdempotencyTest {
    private static final Map<String, String> BRANDUBH = Map.of("ruleset", "copenhagen", "board", "brandubh");

    private static String key() {
        return UUID.randomUUID().toString();
    }

    @Test
    void aRetriedGameCreationGetsTheFirstAnswer() {
        String key = key();
        Response first =
                Games.as(null).header("Idempotency-Key", key).body(BRANDUBH).post("/api/games");
        first.then().statusCode(201);
        Response retry =
                Games.as(null).header("Idempotency-Key", key).body(BRANDUBH).post("/api/games");
        retry.then()
                .statusCode(201)
                .header("Idempotent-Replayed", "true")
                .contentType(ContentType.JSON)
                .header("Location", first.header("Location"));
        assertThat(retry.jsonPath().getString("id")).isEqualTo(first.jsonPath().getString("id"));
        assertThat(retry.jsonPath().getString("seat.token"))
                .isEqualTo(first.jsonPath().getString("seat.token"));
        assertThat(retry.jsonPath().getString("invitation.code"))
                .isEqualTo(first.jsonPath().getString("invitation.code"));
        assertThat(first.header("Idempotent-Replayed")).isNull();

        Games.as(null)
                .header("Idempotency-Key", key())
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201)
                .body("id", org.hamcrest.Matchers.not(first.jsonPath().getString("id")));
    }

    @Test
    void theSameKeyWithAnotherRequestIs422() {
        String key = key();
        Games.as(null)
                .header("Idempotency-Key", key)
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201);
        Games.as(null)
                .header("Idempotency-Key", key)
                .body(Map.of("ruleset", "tablut", "board", "tablut"))
                .post("/api/games")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("idempotency-key-reused"));
        given().contentType(ContentType.TEXT)
                .header("Idempotency-Key", key)
                .body("[ruleset:copenhagen]\n")
                .post("/api/games/import")
                .then()
                .statusCode(422)
                .body("code", equalTo("idempotency-key-reused"));
        Games.as(null)
                .header("Idempotency-Key", "not a key")
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-idempotency-key"));
    }

    @Test
    void keysBelongToTheirCaller() {
        String key = key();
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String first = Games.as(astrid.token())
                .header("Idempotency-Key", key)
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        String second = Games.as(bjorn.token())
                .header("Idempotency-Key", key)
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201)
                .body("players", org.hamcrest.Matchers.hasValue(bjorn.name()))
                .extract()
                .path("id");
        assertThat(second).isNotEqualTo(first);
    }

    @Test
    void aRetriedWebhookRegistrationRegistersOneWebhook() {
        TestPlayer astrid = Players.register("astrid");
        String key = key();
        Map<String, String> hook = Map.of("url", "http://127.0.0.1:9999/hook");
        Response first = Games.as(astrid.token())
                .header("Idempotency-Key", key)
                .body(hook)
                .post("/api/players/me/webhooks");
        first.then().statusCode(201);
        Response retry = Games.as(astrid.token())
                .header("Idempotency-Key", key)
                .body(hook)
                .post("/api/players/me/webhooks");
        retry.then().statusCode(201).header("Idempotent-Replayed", "true");
        assertThat(retry.jsonPath().getString("id")).isEqualTo(first.jsonPath().getString("id"));
    }

    @Test
    void aRetriedMoveIsPlayedOnce() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String key = key();
        // Without ply the move service cannot tell a retry from a second move; the key can.
        Response first = Games.as(game.getString("seats.attackers"))
                .header("Idempotency-Key", key)
                .body(Map.of("move", "d2-f2"))
                .post("/api/games/{id}/moves", id);
        first.then().statusCode(201);
        Response retry = Games.as(game.getString("seats.attackers"))
                .header("Idempotency-Key", key)
                .body(Map.of("move", "d2-f2"))
                .post("/api/games/{id}/moves", id);
        retry.then()
                .statusCode(201)
                .header("ETag", first.header("ETag"))
                .header("Location", first.header("Location"))
                .body("ply", equalTo(1));
        given().get("/api/games/{id}", id)
                .then()
                .body("ply", equalTo(1))
                .body("moves", org.hamcrest.Matchers.contains("d2-f2"));

        // A refusal changed nothing and is not kept: the retry runs again (and is refused again, not replayed).
        String refused = key();
        Games.as(game.getString("seats.attackers"))
                .header("Idempotency-Key", refused)
                .body(Map.of("move", "f2-f3"))
                .post("/api/games/{id}/moves", id)
                .then()
                .statusCode(409)
                .body("code", equalTo("not-your-turn"));
        Games.as(game.getString("seats.attackers"))
                .header("Idempotency-Key", refused)
                .body(Map.of("move", "f2-f3"))
                .post("/api/games/{id}/moves", id)
                .then()
                .statusCode(409)
                .header("Idempotent-Replayed", org.hamcrest.Matchers.nullValue())
                .contentType("application/problem+json")
                .body("code", equalTo("not-your-turn"));
    }

    @Test
    void aRequestRefusedBeforeItRanIsNotKeptSoTheRetryRuns() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String stale = Games.as(null).get("/api/games/{id}", id).header("ETag");
        Games.move(id, game.getString("seats.attackers"), "d2-f2", 0).then().statusCode(201);
        String current = Games.as(null).get("/api/games/{id}", id).header("ETag");
        String key = key();
        Games.as(game.getString("seats.defenders"))
                .header("Idempotency-Key", key)
                .header("If-Match", stale)
                .body(Map.of("move", "d3-c3", "ply", 1))
                .post("/api/games/{id}/moves", id)
                .then()
                .statusCode(412);
        Games.as(game.getString("seats.defenders"))
                .header("Idempotency-Key", key)
                .header("If-Match", current)
                .body(Map.of("move", "d3-c3", "ply", 1))
                .post("/api/games/{id}/moves", id)
                .then()
                .statusCode(201)
                .header("Idempotent-Replayed", org.hamcrest.Matchers.nullValue())
                .body("ply", equalTo(2));
    }

    @Test
    void aRetriedRegistrationAndImportGetTheFirstAnswer() {
        String name = "sigrid-" + UUID.randomUUID().toString().substring(0, 8);
        String key = key();
        Map<String, String> registration = Map.of("name", name, "password", "correct horse battery");
        Response first =
                Games.as(null).header("Idempotency-Key", key).body(registration).post("/api/players");
        first.then().statusCode(201);
        Games.as(null)
                .header("Idempotency-Key", key)
                .body(registration)
                .post("/api/players")
                .then()
                .statusCode(201)
                .header("Location", first.header("Location"))
                .body("name", equalTo(name));
        Games.as(null).body(registration).post("/api/players").then().statusCode(409);

        String record = "[ruleset:copenhagen]\n[board:brandubh]\n\n1. d2-f2\n";
        String importKey = key();
        String imported = given().contentType(ContentType.TEXT)
                .header("Idempotency-Key", importKey)
                .body(record)
                .post("/api/games/import")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        given().contentType(ContentType.TEXT)
                .header("Idempotency-Key", importKey)
                .body(record)
                .post("/api/games/import")
                .then()
                .statusCode(201)
                .body("id", equalTo(imported));
    }

    @Inject
    DataSource database;

    @Test
    void anExpiredKeyOrADeadClaimIsUsedAfresh() throws Exception {
        String key = key();
        String first = Games.as(null)
                .header("Idempotency-Key", key)
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        age(key, "expires_at");
        String second = Games.as(null)
                .header("Idempotency-Key", key)
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        assertThat(second).isNotEqualTo(first);

        // A claim whose request never answered (its server died) blocks retries only until its lease ends.
        try (Connection connection = database.getConnection();
                PreparedStatement unanswered = connection.prepareStatement(
                        "update idempotency_keys set status = null, body = null where key = ?")) {
            unanswered.setString(1, StoredAnswerCipher.lookupKey(key));
            unanswered.executeUpdate();
        }
        Games.as(null)
                .header("Idempotency-Key", key)
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(409)
                .body("code", equalTo("idempotency-key-in-flight"));
        age(key, "locked_until");
        String third = Games.as(null)
                .header("Idempotency-Key", key)
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        assertThat(third).isNotIn(first, second);
    }

    private void age(String key, String column) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement age = connection.prepareStatement(
                        "update idempotency_keys set " + column + " = now() - interval '1 second' where key = ?")) {
            age.setString(1, StoredAnswerCipher.lookupKey(key));
            assertThat(age.executeUpdate()).isEqualTo(1);
        }
    }

    @Test
    void concurrentRequestsWithOneKeyDoTheWorkOnce() throws Exception {
        String key = key();
        int requests = 8;
        ExecutorService pool = Executors.newFixedThreadPool(requests);
        try {
            List<Callable<Response>> calls = new ArrayList<>();
            for (int i = 0; i < requests; i++) {
                calls.add(() -> Games.as(null)
                        .header("Idempotency-Key", key)
                        .body(BRANDUBH)
                        .post("/api/games"));
            }
            List<Response> answers = new ArrayList<>();
            for (Future<Response> answer : pool.invokeAll(calls)) {
                answers.add(answer.get());
            }
            assertThat(answers)
                    .allSatisfy(answer -> assertThat(answer.statusCode()).isIn(201, 409));
            Set<String> ids = answers.stream()
                    .filter(answer -> answer.statusCode() == 201)
                    .map(answer -> answer.jsonPath().getString("id"))
                    .collect(Collectors.toSet());
            assertThat(ids).hasSize(1);
            answers.stream().filter(answer -> answer.statusCode() == 409).forEach(answer -> {
                assertThat(answer.jsonPath().getString("code")).isEqualTo("idempotency-key-in-flight");
                assertThat(answer.header("Retry-After")).isEqualTo("1");
            });
            // Once answered, every retry gets that answer.
            Games.as(null)
                    .header("Idempotency-Key", key)
                    .body(BRANDUBH)
                    .post("/api/games")
                    .then()
                    .statusCode(201)
                    .body("id", equalTo(ids.iterator().next()));
        } finally {
            pool.shutdownNow();
        }
    }
}
