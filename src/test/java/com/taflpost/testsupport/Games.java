package com.taflpost.testsupport;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Games for tests, made and played through the games API: the calls written once. */
public final class Games {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Copenhagen on brandubh: the attackers b4-b2, then the king runs out through the emptied fourth rank. */
    public static final List<String> KING_ESCAPES = List.of("b4-b2", "c4-c7", "a4-a5", "d4-a4", "a5-a6", "a4-a1");

    private Games() {}

    public static RequestSpecification as(String token) {
        RequestSpecification request = given().contentType(ContentType.JSON);
        return token == null ? request : request.auth().oauth2(token);
    }

    /** The game as anyone reads it (GET /api/games/{id}, 200). */
    public static JsonPath shown(String id) {
        return shown(id, null);
    }

    /** The game as the token's holder reads it (GET /api/games/{id}, 200); anonymously when the token is null. */
    public static JsonPath shown(String id, String token) {
        return as(token)
                .get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
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

    /** An anonymous Copenhagen game on brandubh played to its end: the king escaped (see {@link #KING_ESCAPES}). */
    public static Seats playedToTheEnd() {
        Seats seats = Seats.of(anonymous("copenhagen", "brandubh"));
        playToTheEnd(seats.id(), seats.attackers(), seats.defenders());
        return seats;
    }

    /**
     * Plays a Copenhagen game on brandubh at its start to its end, {@link #KING_ESCAPES}, with the attackers' and the
     * defenders' tokens: the defenders win, the king escaped.
     */
    public static void playToTheEnd(String id, String attackers, String defenders) {
        Seats seats = new Seats(id, attackers, defenders);
        for (int ply = 0; ply < KING_ESCAPES.size(); ply++) {
            move(id, seats.toMoveAt(ply), KING_ESCAPES.get(ply), ply).then().statusCode(201);
        }
    }

    /** A waiting Copenhagen game on brandubh of {@code creator} (attackers) kept for {@code opponent}: its id. */
    public static String invite(TestPlayer creator, TestPlayer opponent) {
        return create(
                        creator.token(),
                        Map.of(
                                "ruleset",
                                "copenhagen",
                                "board",
                                "brandubh",
                                "side",
                                "attackers",
                                "opponent",
                                opponent.name()))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
    }

    /**
     * A game of two registered players on brandubh: {@code creator} created it on {@code side} with {@code opponent}
     * named, and the opponent joined, so that it is active: its id.
     */
    public static String registered(
            String ruleset, TestPlayer creator, String side, TestPlayer opponent, boolean rated) {
        Map<String, Object> body = new HashMap<>(
                Map.of("ruleset", ruleset, "board", "brandubh", "side", side, "opponent", opponent.name()));
        if (rated) {
            body.put("rated", true);
        }
        String id =
                create(creator.token(), body).then().statusCode(201).extract().path("id");
        join(id, opponent.token()).then().statusCode(200);
        return id;
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
