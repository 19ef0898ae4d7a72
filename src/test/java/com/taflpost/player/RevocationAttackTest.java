package com.taflpost.player;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The audit's attack: a stolen player token stayed good for 30 days, whatever its owner did. Now logout, logout-all,
 * a password change and deleting the account end tokens, and the ending lives in PostgreSQL, for every instance.
 */
@QuarkusTest
class RevocationAttackTest {
    private static final String PASSWORD = "correct horse battery";
    private static final String PROBLEM = "application/problem+json";

    @Inject
    AgroalDataSource database;

    @Test
    void aLoggedOutTokenIsRefusedAndTheOthersSurvive() {
        TestPlayer astrid = Players.register("logout");
        String other = tokenOf(astrid.name(), PASSWORD);
        given().auth().oauth2(astrid.token()).post("/api/auth/logout").then().statusCode(204);

        refused(astrid.token());
        // refused even on a public call, like any token that is not valid
        given().auth()
                .oauth2(astrid.token())
                .get("/api/players")
                .then()
                .statusCode(401)
                .body("code", equalTo("invalid-token"));
        given().auth()
                .oauth2(other)
                .get("/api/players/me")
                .then()
                .statusCode(200)
                .body("name", equalTo(astrid.name()));
    }

    @Test
    void logoutAllEndsEveryTokenButNotTheNextSignIn() {
        TestPlayer astrid = Players.register("logoutall");
        String other = tokenOf(astrid.name(), PASSWORD);
        given().auth().oauth2(other).post("/api/auth/logout-all").then().statusCode(204);

        refused(astrid.token());
        refused(other);
        given().auth()
                .oauth2(tokenOf(astrid.name(), PASSWORD))
                .get("/api/players/me")
                .then()
                .statusCode(200);
    }

    @Test
    void aPasswordChangeEndsEveryTokenAndAnswersANewOne() {
        TestPlayer astrid = Players.register("password");
        String other = tokenOf(astrid.name(), PASSWORD);
        changePassword(astrid.token(), "not the password", "a brand new secret")
                .then()
                .statusCode(403)
                .contentType(PROBLEM)
                .body("code", equalTo("wrong-password"));
        changePassword(astrid.token(), PASSWORD, "short").then().statusCode(400).body("code", equalTo("validation"));
        given().auth().oauth2(astrid.token()).get("/api/players/me").then().statusCode(200);

        String fresh = changePassword(astrid.token(), PASSWORD, "a brand new secret")
                .then()
                .statusCode(200)
                .body("player.name", equalTo(astrid.name()))
                .extract()
                .path("token");

        refused(astrid.token());
        refused(other);
        given().auth().oauth2(fresh).get("/api/players/me").then().statusCode(200);
        given().contentType(ContentType.JSON)
                .body(Map.of("name", astrid.name(), "password", PASSWORD))
                .post("/api/auth/token")
                .then()
                .statusCode(401)
                .body("code", equalTo("bad-credentials"));
        tokenOf(astrid.name(), "a brand new secret");
    }

    @Test
    void anEndingWrittenByAnotherInstanceHoldsAtOnce() throws SQLException {
        TestPlayer astrid = Players.register("instances");
        given().auth().oauth2(astrid.token()).get("/api/players/me").then().statusCode(200);
        // what logout-all on another instance writes: nothing of it is in this instance's memory
        update("update players set token_generation = token_generation + 1 where id = ?", astrid);
        refused(astrid.token());

        TestPlayer bjorn = Players.register("instances");
        given().auth().oauth2(bjorn.token()).get("/api/players/me").then().statusCode(200);
        String jti = JsonPath.from(new String(
                        java.util.Base64.getUrlDecoder().decode(bjorn.token().split("\\.")[1])))
                .getString("jti");
        try (Connection connection = database.getConnection();
                PreparedStatement insert = connection.prepareStatement(
                        "insert into revoked_tokens (jti, player_id, expires_at) values (?, ?, now() + interval '1"
                                + " day')")) {
            insert.setString(1, jti);
            insert.setObject(2, bjorn.id());
            insert.executeUpdate();
        }
        refused(bjorn.token());
    }

    @Test
    void aDeletedPlayersGamesStayReadableUnderADeletedName() {
        TestPlayer astrid = Players.register("deleted");
        TestPlayer bjorn = Players.register("survivor");
        String game = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        Games.move(game, astrid.token(), "d2-f2", 0).then().statusCode(201);

        given().auth().oauth2(astrid.token()).delete("/api/players/me").then().statusCode(204);

        refused(astrid.token());
        given().get("/api/players/{name}", astrid.name())
                .then()
                .statusCode(404)
                .body("code", equalTo("player-not-found"));
        given().queryParam("q", astrid.name())
                .get("/api/players")
                .then()
                .statusCode(200)
                .body("total", equalTo(0));
        given().contentType(ContentType.JSON)
                .body(Map.of("name", astrid.name(), "password", PASSWORD))
                .post("/api/auth/token")
                .then()
                .statusCode(401)
                .body("code", equalTo("bad-credentials"));
        given().get("/api/games/{id}", game)
                .then()
                .statusCode(200)
                .body("players.attackers", equalTo(Player.DELETED_NAME))
                .body("players.defenders", equalTo(bjorn.name()))
                .body("moves", equalTo(java.util.List.of("d2-f2")));
        given().get("/api/players/{name}", bjorn.name())
                .then()
                .statusCode(200)
                .body("games.current[0].opponent", equalTo(Player.DELETED_NAME));
        // the name is free again, for a new player with nothing of the old one
        given().contentType(ContentType.JSON)
                .body(Map.of("name", astrid.name(), "password", PASSWORD))
                .post("/api/players")
                .then()
                .statusCode(201)
                .body("games.current.size()", equalTo(0));
    }

    @Test
    void seatTokensAreNotPlayerTokensAndStayUntouched() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String seat = game.getString("seats.attackers");
        for (String path : new String[] {"/api/auth/logout", "/api/auth/logout-all"}) {
            given().auth()
                    .oauth2(seat)
                    .post(path)
                    .then()
                    .statusCode(403)
                    .body("code", equalTo("player-token-required"));
        }
        given().auth().oauth2(seat).delete("/api/players/me").then().statusCode(403);
        Games.move(game.getString("id"), seat, "d2-f2", 0).then().statusCode(201);
    }

    @Test
    void theNewCallsNeedAToken() {
        given().post("/api/auth/logout").then().statusCode(401).body("code", equalTo("unauthorized"));
        given().post("/api/auth/logout-all").then().statusCode(401).body("code", equalTo("unauthorized"));
        given().delete("/api/players/me").then().statusCode(401).body("code", equalTo("unauthorized"));
        changePassword(null, PASSWORD, "a brand new secret")
                .then()
                .statusCode(401)
                .body("code", equalTo("unauthorized"));
    }

    private static void refused(String token) {
        given().auth()
                .oauth2(token)
                .get("/api/players/me")
                .then()
                .statusCode(401)
                .contentType(PROBLEM)
                .body("code", equalTo("invalid-token"));
    }

    private static String tokenOf(String name, String password) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", password))
                .post("/api/auth/token")
                .then()
                .statusCode(200)
                .extract()
                .path("token");
    }

    private static io.restassured.response.Response changePassword(String token, String current, String next) {
        var request = given().contentType(ContentType.JSON).body(Map.of("current", current, "new", next));
        return (token == null ? request : request.auth().oauth2(token)).post("/api/players/me/password");
    }

    private void update(String sql, TestPlayer player) throws SQLException {
        try (Connection connection = database.getConnection();
                PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setObject(1, player.id());
            assertThat(statement.executeUpdate()).isEqualTo(1);
        }
    }
}
