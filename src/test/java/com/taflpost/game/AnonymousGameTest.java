package com.taflpost.game;

import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.testsupport.Games;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class AnonymousGameTest {

    /**
     * <pre>
     * 7 . . . . . . .
     * 6 . . . . . . .
     * 5 . . . . . . .
     * 4 . . . K . . .
     * 3 . . . . . . .
     * 2 t . . . . . .
     * 1 . . . . . . .
     *   a b c d e f g
     * </pre>
     */
    private static final String LONE_KING = "/7/7/7/3K3/7/t6/7/";

    @Test
    void theCreatorGetsASeatAndAnInvitationWhichTheFirstClaimSpends() {
        Response response = Games.create(
                null,
                Map.of("ruleset", "copenhagen", "position", LONE_KING, "sideToMove", "attackers", "side", "defenders"));
        JsonPath created = response.then()
                .statusCode(201)
                .body("anonymous", equalTo(true))
                .body("status", equalTo("waiting"))
                .body("board", equalTo("custom"))
                .body("boardSize", equalTo(7))
                .body("players.attackers", nullValue())
                .body("players.defenders", nullValue())
                .body("ply", equalTo(0))
                .body("sideToMove", equalTo("attackers"))
                .body("position", equalTo(LONE_KING))
                .body("yourSide", equalTo("defenders"))
                .body("seat.side", equalTo("defenders"))
                .body("invitation.side", equalTo("attackers"))
                .body("seats", nullValue())
                .extract()
                .jsonPath();
        String id = created.getString("id");
        String defenders = created.getString("seat.token");
        String code = created.getString("invitation.code");
        assertThat(response.header("Location")).endsWith("/api/games/" + id);
        // secrets only in the fragment, never in a path or query that logs keep
        assertThat(created.getString("seat.playUrl")).matches(".*/play/" + id + "#s=[A-Za-z0-9_-]{22}");
        assertThat(created.getString("invitation.url")).endsWith("/play/" + id + "#invitation=" + code);
        assertThat(code).matches("[A-Za-z0-9]{12}");
        assertThat(response.asString()).doesNotContain("\"attackers\":\"ey");

        // the game waits for its second seat: nobody moves yet
        move(id, defenders, "d4-d7", 0).then().statusCode(409).body("code", equalTo("game-not-started"));

        Response claimed = Games.claim(code);
        claimed.then()
                .statusCode(201)
                .header("Location", endsWith("/api/games/" + id))
                .body("gameId", equalTo(id))
                .body("side", equalTo("attackers"));
        String attackers = claimed.jsonPath().getString("token");
        assertThat(claimed.jsonPath().getString("playUrl")).matches(".*/play/" + id + "#s=[A-Za-z0-9_-]{22}");
        Games.claim(code).then().statusCode(409).body("code", equalTo("invitation-used"));
        Games.claim("NoSuchCode12").then().statusCode(404).body("code", equalTo("invitation-not-found"));

        given().get("/api/games/{id}", id)
                .then()
                .body("status", equalTo("active"))
                .body("yourSide", nullValue());
        Games.as(attackers).get("/api/games/{id}", id).then().body("yourSide", equalTo("attackers"));
        Games.as(defenders).get("/api/games/{id}", id).then().body("yourSide", equalTo("defenders"));

        move(id, attackers, "a2-a3", 0)
                .then()
                .statusCode(201)
                .header("Location", endsWith("/api/games/" + id + "?ply=1"))
                .body("ply", equalTo(1))
                .body("lastMove", equalTo("a2-a3"))
                .body("sideToMove", equalTo("defenders"));
        move(id, defenders, "d4-d7", 1).then().statusCode(201).body("ply", equalTo(2));
        move(id, attackers, "a3-a4", 2).then().statusCode(201).body("ply", equalTo(3));
        move(id, defenders, "d7-a7", 3)
                .then()
                .statusCode(201)
                .body("status", equalTo("finished"))
                .body("result.winner", equalTo("defenders"))
                .body("result.reason", equalTo("king-escaped"))
                .body("moves", contains("a2-a3", "d4-d7", "a3-a4", "d7-a7"));

        given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("status", equalTo("finished"))
                .body("result.reason", equalTo("king-escaped"))
                .body("seats", nullValue())
                .body("grid[0][0].piece", equalTo("king"));
        given().get("/api/games/{id}/legal-moves", id).then().statusCode(200).body("moves", empty());
        move(id, attackers, "a4-a5", 4).then().statusCode(409).body("code", equalTo("game-over"));
    }

    /**
     * <pre>
     * 4 . . . K . . .
     * 3 . . . . . . .
     * 2 . t T . . . .
     * 1 . . . t . . .
     *   a b c d e f g
     * </pre>
     */
    @Test
    void aMoveSentAgainIsAnsweredWithTheGameNotPlayedTwice() {
        JsonPath created = Games.seated(
                Map.of("ruleset", "copenhagen", "position", "/7/7/7/3K3/7/1tT4/3t3/", "sideToMove", "attackers"));
        String id = created.getString("id");
        String attackers = created.getString("seats.attackers");
        String defenders = created.getString("seats.defenders");

        move(id, attackers, "d1-d2", 0).then().statusCode(201).body("moves", contains("d1-d2xc2"));
        move(id, attackers, "d1-d2", 0)
                .then()
                .statusCode(200)
                .body("ply", equalTo(1))
                .body("moves", contains("d1-d2xc2"));
        move(id, attackers, "d1-d2xc2", 0).then().statusCode(200).body("ply", equalTo(1));
        move(id, attackers, "d1-d2", null).then().statusCode(200).body("ply", equalTo(1));

        move(id, attackers, "d1-d2xb2", 0).then().statusCode(409).body("code", equalTo("stale-ply"));
        move(id, attackers, "b2-b3", 0).then().statusCode(409).body("code", equalTo("stale-ply"));
        move(id, defenders, "d1-d2", 0).then().statusCode(409).body("code", equalTo("stale-ply"));

        move(id, defenders, "d4-d5", 1).then().statusCode(201).body("ply", equalTo(2));
        move(id, attackers, "d1-d2", 0).then().statusCode(200).body("ply", equalTo(2));
        // without ply, once the other side has moved, it is a new move again
        move(id, attackers, "d1-d2", null).then().statusCode(422).body("code", equalTo("no-piece"));
        given().get("/api/games/{id}", id).then().body("moves", contains("d1-d2xc2", "d4-d5"));
    }
}
