package com.taflpost.game;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.Map;

/** Calls of the games API for tests, written once. */
public final class Api {
    private Api() {}

    public static RequestSpecification as(String token) {
        RequestSpecification request = given().contentType(ContentType.JSON);
        return token == null ? request : request.auth().oauth2(token);
    }

    public static Response create(String token, Map<String, ?> body) {
        return as(token).body(body).post("/api/games");
    }

    /** An anonymous game on a named board; the answer with its seats. */
    public static JsonPath anonymous(String ruleset, String board) {
        return create(null, Map.of("ruleset", ruleset, "board", board))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }

    public static Response move(String id, String token, String move, Integer ply) {
        Map<String, Object> body = ply == null ? Map.of("move", move) : Map.of("move", move, "ply", ply);
        return as(token).body(body).post("/api/games/{id}/moves", id);
    }

    public static Response resign(String id, String token) {
        return as(token).post("/api/games/{id}/resign", id);
    }

    public static Response join(String id, String token) {
        return as(token).post("/api/games/{id}/join", id);
    }

    /** The {@code ply} member of a problem, a top-level extension member (RFC 9457). */
    public static Integer problemPly(Response response) {
        return response.jsonPath().get("ply");
    }
}
