package com.taflpost.game;

import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.testsupport.Games;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

@QuarkusTest
class GameReadingTest {
    private static final String BRANDUBH = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

    @Test
    void plyShowsThePositionAfterThatManyMoves() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        move(id, game.getString("seats.attackers"), "d2-f2", 0).then().statusCode(201);
        move(id, game.getString("seats.defenders"), "d3-c3", 1).then().statusCode(201);

        given().get("/api/games/{id}?ply=0", id)
                .then()
                .statusCode(200)
                .body("ply", equalTo(2))
                .body("moves", contains("d2-f2", "d3-c3"))
                .body("shownPly", equalTo(0))
                .body("position", equalTo(BRANDUBH))
                .body("sideToMove", equalTo("attackers"))
                .body("lastMove", nullValue())
                .body("grid[5][3].piece", equalTo("attacker"));
        given().get("/api/games/{id}?ply=1", id)
                .then()
                .statusCode(200)
                .body("shownPly", equalTo(1))
                .body("position", equalTo("/3t3/3t3/3T3/ttTKTtt/3T3/5t1/3t3/"))
                .body("sideToMove", equalTo("defenders"))
                .body("lastMove", equalTo("d2-f2"))
                .body("grid[5][3].piece", nullValue())
                .body("grid[5][5].piece", equalTo("attacker"));
        given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("shownPly", equalTo(2))
                .body("position", equalTo("/3t3/3t3/3T3/ttTKTtt/2T4/5t1/3t3/"))
                .body("lastMove", equalTo("d3-c3"))
                .body("startPosition", equalTo(BRANDUBH))
                .body("startSideToMove", equalTo("attackers"));
    }

    @Test
    void legalMovesListTheSideToMovesMovesOrOnePiecesMoves() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        given().get("/api/games/{id}/legal-moves?from=d2", id)
                .then()
                .statusCode(200)
                .body("ply", equalTo(0))
                .body("sideToMove", equalTo("attackers"))
                .body("from", equalTo("d2"))
                .body("moves.notation", containsInAnyOrder("d2-a2", "d2-b2", "d2-c2", "d2-e2", "d2-f2", "d2-g2"))
                .body("moves.find { it.notation == 'd2-c2' }.from", equalTo("d2"))
                .body("moves.find { it.notation == 'd2-c2' }.to", equalTo("c2"));
        given().get("/api/games/{id}/legal-moves?from=d4", id)
                .then()
                .statusCode(200)
                .body("moves", empty());
        given().get("/api/games/{id}/legal-moves?from=e5", id)
                .then()
                .statusCode(200)
                .body("moves", empty());
        given().get("/api/games/{id}", id)
                .then()
                .body("grid[0][0].kind", equalTo("corner"))
                .body("grid[3][3].kind", equalTo("throne"))
                .body("grid[3][3].piece", equalTo("king"))
                .body("grid[0][1].kind", nullValue());
        given().get("/api/games/{id}/legal-moves", id)
                .then()
                .statusCode(200)
                .body("from", nullValue())
                .body("moves", hasSize(40))
                .body("moves.notation", hasItem("a4-a5"));
    }

    @Test
    void legalMovesListedBeforeAMoveAreNotListedAfterIt() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        given().get("/api/games/{id}/legal-moves?from=d2", id)
                .then()
                .body("ply", equalTo(0))
                .body("moves.notation", hasItem("d2-f2"));
        given().get("/api/games/{id}/legal-moves", id).then().body("sideToMove", equalTo("attackers"));

        move(id, game.getString("seats.attackers"), "d2-f2", 0).then().statusCode(201);

        given().get("/api/games/{id}/legal-moves?from=d2", id)
                .then()
                .body("ply", equalTo(1))
                .body("moves", empty());
        given().get("/api/games/{id}/legal-moves?from=f2", id)
                .then()
                .body("sideToMove", equalTo("defenders"))
                .body("moves", empty());
        given().get("/api/games/{id}/legal-moves", id)
                .then()
                .body("ply", equalTo(1))
                .body("sideToMove", equalTo("defenders"))
                .body("moves.notation", hasItem("d3-c3"));
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
    void legalMovesAndStoredMovesCarryTheirCaptures() {
        JsonPath game = Games.seated(java.util.Map.of(
                "ruleset", "copenhagen", "position", "/7/7/7/3K3/7/1tT4/3t3/", "sideToMove", "attackers"));
        String id = game.getString("id");
        given().get("/api/games/{id}/legal-moves?from=d1", id)
                .then()
                .statusCode(200)
                .body("moves.notation", hasItem("d1-d2xc2"))
                .body("moves.find { it.notation == 'd1-d2xc2' }.captures", contains("c2"));
        move(id, game.getString("seats.attackers"), "d1-d2", 0)
                .then()
                .statusCode(201)
                .body("moves", contains("d1-d2xc2"))
                .body("position", equalTo("/7/7/7/3K3/7/1t1t3/7/"));
    }
}
