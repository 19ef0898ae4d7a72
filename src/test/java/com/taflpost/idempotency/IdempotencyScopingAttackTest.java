package com.taflpost.idempotency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** The audit's attack: anonymous clients guessing each other's Idempotency-Key to be handed the other's seat tokens. */
@QuarkusTest
class IdempotencyScopingAttackTest {
    private static final Map<String, String> BRANDUBH = Map.of("ruleset", "copenhagen", "board", "brandubh");

    @Inject
    DataSource database;

    @Test
    void aGuessableAnonymousKeyIsRefusedSoNoSecondClientIsHandedTheFirstOnesSeats() {
        Response first = Games.as(null)
                .header("Idempotency-Key", "retry-1")
                .body(BRANDUBH)
                .post("/api/games");
        first.then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("idempotency-key-too-weak"));
        Response second = Games.as(null)
                .header("Idempotency-Key", "retry-1")
                .body(BRANDUBH)
                .post("/api/games");
        second.then().statusCode(400).body("code", equalTo("idempotency-key-too-weak"));
        assertThat(second.header(Idempotency.REPLAYED_HEADER)).isNull();
        assertThat(second.jsonPath().getString("seat")).isNull();
    }

    @Test
    void aShortKeyStillWorksForAPlayerWhoseKeysNoOtherCallerReaches() {
        String astrid = com.taflpost.testsupport.Players.register("astrid").token();
        String bjorn = com.taflpost.testsupport.Players.register("bjorn").token();
        String first = Games.as(astrid)
                .header("Idempotency-Key", "retry-1")
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Games.as(astrid)
                .header("Idempotency-Key", "retry-1")
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201)
                .header(Idempotency.REPLAYED_HEADER, "true")
                .body("id", equalTo(first));
        String other = Games.as(bjorn)
                .header("Idempotency-Key", "retry-1")
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        assertThat(other).isNotEqualTo(first);
    }

    @Test
    void theDatabaseKeepsNeitherTheKeyNorTheSeatTokensItCouldReadBack() throws SQLException {
        String key = UUID.randomUUID().toString();
        Response created =
                Games.as(null).header("Idempotency-Key", key).body(BRANDUBH).post("/api/games");
        created.then().statusCode(201);
        String attackers = created.jsonPath().getString("seat.token");
        String defenders = created.jsonPath().getString("invitation.code");

        List<String> rows = new ArrayList<>();
        try (Connection connection = database.getConnection();
                PreparedStatement select = connection.prepareStatement(
                        "select key, coalesce(body, '') from idempotency_keys where scope = 'anonymous'");
                ResultSet row = select.executeQuery()) {
            while (row.next()) {
                rows.add(row.getString(1) + " " + row.getString(2));
            }
        }
        assertThat(rows)
                .isNotEmpty()
                .noneMatch(text -> text.contains(key)
                        || text.contains(attackers)
                        || text.contains(defenders)
                        || text.contains(created.jsonPath().getString("id")));

        // the client that holds the key still gets its answer back, tokens included
        Games.as(null)
                .header("Idempotency-Key", key)
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201)
                .header(Idempotency.REPLAYED_HEADER, "true")
                .body("seat.token", equalTo(attackers));
    }

    @Test
    void aSealedAnswerDoesNotOpenWithAnotherKeyOrScope() {
        String sealed = StoredAnswerCipher.seal("anonymous", "k".repeat(32), "{\"seat\":\"secret\"}");
        assertThat(StoredAnswerCipher.open("anonymous", "k".repeat(32), sealed)).isEqualTo("{\"seat\":\"secret\"}");
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> StoredAnswerCipher.open("anonymous", "j".repeat(32), sealed))
                .isInstanceOf(IllegalStateException.class);
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> StoredAnswerCipher.open("token:x", "k".repeat(32), sealed))
                .isInstanceOf(IllegalStateException.class);
    }
}
