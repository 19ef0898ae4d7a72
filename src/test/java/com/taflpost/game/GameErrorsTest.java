package com.taflpost.game;

import static com.taflpost.testsupport.Games.join;
import static com.taflpost.testsupport.Games.move;
import static com.taflpost.testsupport.Games.problemPly;
import static com.taflpost.testsupport.Games.resign;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Every refusal of the games API, with its status and stable code. */
@QuarkusTest
class GameErrorsTest {
    private static final String PROBLEM = "application/problem+json";

    @Test
    void badCreationsAre400() {
        Games.create(null, Map.of("ruleset", "chess", "board", "brandubh"))
                .then()
                .statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("unknown-ruleset"));
        Games.create(null, Map.of("ruleset", "copenhagen", "board", "go"))
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-board"));
        Games.create(
                        null,
                        Map.of(
                                "ruleset",
                                "copenhagen",
                                "board",
                                "brandubh",
                                "position",
                                "/3K3/7/7/7/7/7/3t3/",
                                "sideToMove",
                                "attackers"))
                .then()
                .statusCode(400)
                .body("code", equalTo("board-and-position"));
        Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "kings"))
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-side"));
        Games.create(null, Map.of("ruleset", "copenhagen", "position", "/3K3/7/7/7/7/7/3t3/"))
                .then()
                .statusCode(400)
                .body("code", equalTo("side-to-move-required"));
        given().contentType(ContentType.JSON)
                .post("/api/games")
                .then()
                .statusCode(400)
                .body("code", equalTo("body-required"));
    }

    @Test
    void unplayablePositionsAre422() {
        Games.create(
                        null,
                        Map.of("ruleset", "copenhagen", "position", "/3t3/3t3/7/7/7/7/7/", "sideToMove", "attackers"))
                .then()
                .statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("invalid-position"))
                .body("detail", equalTo("the position has 0 kings; it needs exactly one"));
        Games.create(null, Map.of("ruleset", "copenhagen", "position", "/K6/7/7/7/7/7/3t3/", "sideToMove", "attackers"))
                .then()
                .statusCode(422)
                .body("code", equalTo("invalid-position"))
                .body("detail", containsString("king-escaped"));
    }

    @Test
    void badReadsAre400And404() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        given().get("/api/games/{id}?ply=1", id)
                .then()
                .statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("ply-out-of-range"));
        given().get("/api/games/{id}?ply=-1", id).then().statusCode(400).body("code", equalTo("ply-out-of-range"));
        given().get("/api/games/{id}?ply=first", id).then().statusCode(400).body("code", equalTo("bad-ply"));
        given().get("/api/games/{id}/legal-moves?from=z99", id)
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-square"));
        given().get("/api/games/{id}/legal-moves?from=h8", id)
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-square"))
                .body("detail", equalTo("h8 is not on a 7x7 board"));

        given().get("/api/games/{id}", "NoSuchGame")
                .then()
                .statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("game-not-found"));
        given().get("/api/games/{id}/legal-moves", "NoSuchGame")
                .then()
                .statusCode(404)
                .body("code", equalTo("game-not-found"));
        move("NoSuchGame", game.getString("seats.attackers"), "d2-f2", 0)
                .then()
                .statusCode(404)
                .body("code", equalTo("game-not-found"));
        resign("NoSuchGame", game.getString("seats.attackers"))
                .then()
                .statusCode(404)
                .body("code", equalTo("game-not-found"));
        join("NoSuchGame", Players.register("astrid").token())
                .then()
                .statusCode(404)
                .body("code", equalTo("game-not-found"));
    }

    @Test
    void badMoveRequestsAre400() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String attackers = game.getString("seats.attackers");
        Games.as(attackers)
                .body(Map.of("ply", 0))
                .post("/api/games/{id}/moves", id)
                .then()
                .statusCode(400)
                .body("code", equalTo("move-required"));
        move(id, attackers, "d2-f2", -1).then().statusCode(400).body("code", equalTo("bad-ply"));
    }

    @Test
    void missingOrBadTokensAre401() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        move(id, null, "d2-f2", 0).then().statusCode(401).contentType(PROBLEM).body("code", equalTo("unauthorized"));
        resign(id, null).then().statusCode(401).body("code", equalTo("unauthorized"));
        join(id, null).then().statusCode(401).body("code", equalTo("unauthorized"));

        String attackers = game.getString("seats.attackers");
        String forged = attackers.substring(0, attackers.lastIndexOf('.') + 1) + "AAAA"
                + attackers.substring(attackers.lastIndexOf('.') + 5);
        move(id, forged, "d2-f2", 0).then().statusCode(401);
        move(id, "not-a-jwt", "d2-f2", 0).then().statusCode(401);

        String stranger = Players.token(UUID.randomUUID(), "ghost");
        Games.create(stranger, Map.of("ruleset", "copenhagen", "board", "brandubh"))
                .then()
                .statusCode(401)
                .body("code", equalTo("unknown-player"));
    }

    @Test
    void tokensOfOtherGamesAndPlayersOutsideTheGameAre403() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        JsonPath other = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        move(id, other.getString("seats.attackers"), "d2-f2", 0)
                .then()
                .statusCode(403)
                .contentType(PROBLEM)
                .body("code", equalTo("wrong-game"));
        resign(id, other.getString("seats.attackers")).then().statusCode(403).body("code", equalTo("wrong-game"));

        TestPlayer astrid = Players.register("astrid");
        move(id, astrid.token(), "d2-f2", 0).then().statusCode(403).body("code", equalTo("not-in-game"));
        join(id, game.getString("seats.defenders"))
                .then()
                .statusCode(403)
                .body("code", equalTo("player-token-required"));
        Games.create(game.getString("seats.attackers"), Map.of("ruleset", "copenhagen", "board", "brandubh"))
                .then()
                .statusCode(403)
                .body("code", equalTo("player-token-required"));

        String registered = Games.create(
                        astrid.token(), Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "attackers"))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        join(registered, Players.register("bjorn").token()).then().statusCode(200);
        move(registered, game.getString("seats.attackers"), "d2-f2", 0)
                .then()
                .statusCode(403)
                .body("code", equalTo("wrong-game"));
    }

    @Test
    void outOfTurnStaleAndFinishedAre409() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String attackers = game.getString("seats.attackers");
        String defenders = game.getString("seats.defenders");

        move(id, defenders, "d3-c3", 0)
                .then()
                .statusCode(409)
                .contentType(PROBLEM)
                .body("code", equalTo("not-your-turn"));
        Response ahead = move(id, attackers, "d2-f2", 3);
        ahead.then().statusCode(409).body("code", equalTo("stale-ply"));
        assertThat(problemPly(ahead)).isEqualTo(0);

        move(id, attackers, "d2-f2", 0).then().statusCode(201);
        Response behind = move(id, attackers, "d2-e2", 0);
        behind.then().statusCode(409).body("code", equalTo("stale-ply"));
        assertThat(problemPly(behind)).isEqualTo(1);
        move(id, defenders, "d3-c3", 0).then().statusCode(409).body("code", equalTo("stale-ply"));
        move(id, attackers, "d1-e1", null).then().statusCode(409).body("code", equalTo("not-your-turn"));

        resign(id, defenders).then().statusCode(200);
        move(id, defenders, "d3-c3", 1).then().statusCode(409).body("code", equalTo("game-over"));
        resign(id, attackers).then().statusCode(409).body("code", equalTo("game-over"));
        join(id, Players.register("astrid").token()).then().statusCode(409).body("code", equalTo("no-open-seat"));
    }

    @Test
    void illegalMovesAre422WithTheEngineCodeAndPly() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String attackers = game.getString("seats.attackers");
        String defenders = game.getString("seats.defenders");

        Response blocked = move(id, attackers, "d1-d3", 0);
        blocked.then()
                .statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("blocked"))
                .body("detail", containsString("d2"));
        assertThat(problemPly(blocked)).isEqualTo(1);

        move(id, attackers, "d2-f2", 0).then().statusCode(201);
        Response notYours = move(id, defenders, "f2-f3", 1);
        notYours.then().statusCode(422).body("code", equalTo("not-your-piece"));
        assertThat(problemPly(notYours)).isEqualTo(2);
        move(id, defenders, "d3-d3", 1).then().statusCode(422).body("code", equalTo("not-straight"));
        move(id, defenders, "c4-a4", null).then().statusCode(422).body("code", equalTo("blocked"));
        move(id, defenders, "d3 to c3", 1).then().statusCode(422).body("code", equalTo("malformed"));
        move(id, defenders, "d3-c3xc2", 1).then().statusCode(422).body("code", equalTo("capture-mismatch"));
        given().get("/api/games/{id}", id).then().body("ply", equalTo(1));
    }
}
