package com.taflpost.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** ETag, If-None-Match and If-Match on games. */
@QuarkusTest
class ConditionalRequestsTest {

    @Test
    void aGameIsTaggedAndAnUnchangedOneIs304() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String tag = given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .header("ETag");
        assertThat(tag).startsWith("\"").endsWith("\"");

        Response unchanged = given().header("If-None-Match", tag).get("/api/games/{id}", id);
        unchanged.then().statusCode(304).header("ETag", tag);
        assertThat(unchanged.asString()).isEmpty();
        given().header("If-None-Match", "W/" + tag + ", \"other\"")
                .get("/api/games/{id}", id)
                .then()
                .statusCode(304);
        given().header("If-None-Match", "\"other\"")
                .get("/api/games/{id}", id)
                .then()
                .statusCode(200);

        String moved = Games.move(id, game.getString("seats.attackers"), "d2-f2", 0)
                .then()
                .statusCode(201)
                .extract()
                .header("ETag");
        assertThat(moved).isNotEqualTo(tag);
        given().header("If-None-Match", tag)
                .get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .header("ETag", moved);
        given().header("If-None-Match", moved).get("/api/games/{id}", id).then().statusCode(304);

        String atStart = given().queryParam("ply", 0)
                .get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .header("ETag");
        assertThat(atStart).isNotEqualTo(moved);
        given().queryParam("ply", 0)
                .header("If-None-Match", atStart)
                .get("/api/games/{id}", id)
                .then()
                .statusCode(304);
    }

    @Test
    void aMoveForAnOlderStateIs412() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String start = given().get("/api/games/{id}", id).then().extract().header("ETag");
        String afterFirst = Games.as(game.getString("seats.attackers"))
                .header("If-Match", start)
                .body(Map.of("move", "d2-f2"))
                .post("/api/games/{id}/moves", id)
                .then()
                .statusCode(201)
                .extract()
                .header("ETag");

        Games.as(game.getString("seats.defenders"))
                .header("If-Match", start)
                .body(Map.of("move", "d3-c3"))
                .post("/api/games/{id}/moves", id)
                .then()
                .statusCode(412)
                .contentType("application/problem+json")
                .body("code", equalTo("precondition-failed"))
                .body("ply", equalTo(1))
                .header("ETag", afterFirst);
        Games.as(game.getString("seats.defenders"))
                .header("If-Match", "W/" + afterFirst)
                .body(Map.of("move", "d3-c3"))
                .post("/api/games/{id}/moves", id)
                .then()
                .statusCode(412);
        Games.as(game.getString("seats.defenders"))
                .header("If-Match", start)
                .post("/api/games/{id}/resign", id)
                .then()
                .statusCode(412);
        given().get("/api/games/{id}", id).then().body("ply", equalTo(1)).body("status", equalTo("active"));

        Games.as(game.getString("seats.defenders"))
                .header("If-Match", afterFirst)
                .body(Map.of("move", "d3-c3"))
                .post("/api/games/{id}/moves", id)
                .then()
                .statusCode(201);
    }

    @Test
    void recordsAndPicturesAreTaggedToo() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String record = given().get("/api/games/{id}/record", id)
                .then()
                .statusCode(200)
                .extract()
                .header("ETag");
        given().header("If-None-Match", record)
                .get("/api/games/{id}/record", id)
                .then()
                .statusCode(304);
        String picture = given().get("/api/games/{id}/board.svg", id)
                .then()
                .statusCode(200)
                .extract()
                .header("ETag");
        given().header("If-None-Match", picture)
                .get("/api/games/{id}/board.svg", id)
                .then()
                .statusCode(304);
        given().header("If-None-Match", picture)
                .queryParam("bottom", "defenders")
                .get("/api/games/{id}/board.svg", id)
                .then()
                .statusCode(200);

        Games.resign(id, game.getString("seats.attackers")).then().statusCode(200);
        given().header("If-None-Match", record)
                .get("/api/games/{id}/record", id)
                .then()
                .statusCode(200);
        given().header("If-None-Match", picture)
                .get("/api/games/{id}/board.svg", id)
                .then()
                .statusCode(200);
    }
}
