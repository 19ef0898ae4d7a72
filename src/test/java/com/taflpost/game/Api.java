package com.taflpost.game;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.LinkedHashMap;
import java.util.Map;

/** Calls of the games API for tests, written once. */
public final class Api {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Api() {}

    public static RequestSpecification as(String token) {
        RequestSpecification request = given().contentType(ContentType.JSON);
        return token == null ? request : request.auth().oauth2(token);
    }

    public static Response create(String token, Map<String, ?> body) {
        return as(token).body(body).post("/api/games");
    }

    /** An anonymous game on a named board, both seats taken; see {@link #seated}. */
    public static JsonPath anonymous(String ruleset, String board) {
        return seated(Map.of("ruleset", ruleset, "board", board));
    }

    /**
     * An anonymous game created from {@code body} whose invitation a second client claimed, so that it is active: the
     * game as it reads now, the creation's {@code seat} and {@code invitation}, and {@code seats} with both seat tokens
     * by side ({@code seats.attackers}, {@code seats.defenders}) and {@code seats.creatorSide}, for tests that play
     * both sides.
     */
    public static JsonPath seated(Map<String, ?> body) {
        JsonPath created = create(null, body).then().statusCode(201).extract().jsonPath();
        JsonPath claimed = claim(created.getString("invitation.code"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        Map<String, Object> game = new LinkedHashMap<>(RestAssured.get("/api/games/{id}", created.getString("id"))
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getMap(""));
        game.put("seat", created.getMap("seat"));
        game.put("invitation", created.getMap("invitation"));
        game.put(
                "seats",
                Map.of(
                        created.getString("seat.side"),
                        created.getString("seat.token"),
                        claimed.getString("side"),
                        claimed.getString("token"),
                        "creatorSide",
                        created.getString("seat.side")));
        try {
            return JsonPath.from(JSON.writeValueAsString(game));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Claims an invitation's seat without a token. */
    public static Response claim(String code) {
        return given().post("/api/invitations/{code}/claim", code);
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
