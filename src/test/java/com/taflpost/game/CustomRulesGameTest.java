package com.taflpost.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A variant none of the presets covers, played through the API from its description (docs/variants.md, custom
 * rules): its moves, legal moves, record, picture and rematch all follow the rules it was created with.
 */
@QuarkusTest
class CustomRulesGameTest {
    /** No corners, no throne, escape to any edge: a1 is an ordinary square and d4 an ordinary centre. */
    private static final Map<String, String> OPEN_BOARD = Map.of(
            "escape",
            "edges",
            "corners",
            "none",
            "throne",
            "no",
            "king-strength",
            "four",
            "exit-fort",
            "no",
            "king-arms",
            "unarmed");

    /*
     * . . . . . . .
     * . . . . . . .
     * . . . . . . .
     * . . . K . . .
     * T . . . . . .
     * . . . . . . t
     * . . . . . . .
     */
    private static final String POSITION = "/7/7/7/3K3/T6/6t/7/";

    private static Map<String, Object> openBoard() {
        return new HashMap<>(Map.of("rules", OPEN_BOARD, "position", POSITION, "sideToMove", "defenders"));
    }

    @Test
    void anAnonymousCustomGamePlaysAMoveOntoACornerAndTheKingEscapesAtTheEdge() {
        JsonPath game = Games.seated(openBoard());
        Seats seats = Seats.of(game);
        String id = seats.id();
        assertThat(game.getString("ruleset")).isEqualTo("custom");
        assertThat(game.getString("board")).isEqualTo("custom");
        assertThat(game.getString("rules.escape")).isEqualTo("edges");
        assertThat(game.getString("rules.king-arms")).isEqualTo("unarmed");
        assertThat(game.getMap("rules")).doesNotContainKey("throne-crossing");

        given().get("/api/games/{id}/legal-moves", id)
                .then()
                .statusCode(200)
                .body("moves.notation", hasItem("a3-a1"))
                .body("moves.notation", hasItem("d4-d7"));
        // a1 is a corner under Copenhagen, an ordinary square here
        Games.move(id, seats.defenders(), "a3-a1", 0).then().statusCode(201);
        Games.move(id, seats.attackers(), "g2-g3", 1).then().statusCode(201);
        // a takeback replays the game under its own rules, a1 included
        Games.as(seats.attackers()).post("/api/games/{id}/takeback", id).then().statusCode(200);
        Games.as(seats.defenders())
                .post("/api/games/{id}/takeback/accept", id)
                .then()
                .statusCode(200)
                .body("ply", equalTo(1))
                .body("position", equalTo("/7/7/7/3K3/7/6t/T6/"));
        Games.move(id, seats.attackers(), "g2-g3", 1).then().statusCode(201);
        Games.move(id, seats.defenders(), "d4-d7", 2).then().statusCode(201);
        given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("status", equalTo("finished"))
                .body("result.winner", equalTo("defenders"))
                .body("result.reason", equalTo("king-escaped"));
    }

    @Test
    void conditionalMovesAreCheckedAndPlayedUnderTheGamesRules() {
        Seats seats = Seats.of(Games.seated(openBoard()));
        String id = seats.id();
        Games.move(id, seats.defenders(), "a3-a2", 0).then().statusCode(201);
        // g1 and a1 are corners under Copenhagen, ordinary squares here
        Games.as(seats.defenders())
                .body(Map.of("lines", List.of(List.of("g2-g1", "a2-a1"))))
                .put("/api/games/{id}/conditional-moves", id)
                .then()
                .statusCode(200);
        Games.move(id, seats.attackers(), "g2-g1", 1).then().statusCode(201);
        given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("ply", equalTo(3))
                .body("lastMove", equalTo("a2-a1"));
    }

    @Test
    void aPlayersCustomGameStartsOnItsBaseRulesetsBoardAndKeepsItsRulesInARematch() {
        TestPlayer creator = Players.register("cust");
        TestPlayer opponent = Players.register("cust");
        Map<String, Object> body = Map.of(
                "ruleset",
                "brandubh",
                "rules",
                Map.of("king-arms", "unarmed"),
                "side",
                "attackers",
                "opponent",
                opponent.name());
        String id = Games.create(creator.token(), body)
                .then()
                .statusCode(201)
                .body("ruleset", equalTo("custom"))
                .body("board", equalTo("brandubh"))
                .body("rules.king-arms", equalTo("unarmed"))
                .body("rules.king-strength", equalTo("strong-near-throne"))
                .extract()
                .path("id");
        Games.join(id, opponent.token()).then().statusCode(200);
        Games.resign(id, creator.token()).then().statusCode(200);
        given().get("/api/players/{name}/games.ndjson", creator.name())
                .then()
                .statusCode(200)
                .body(containsString("[ruleset:custom]"))
                .body(containsString("[rules:first:attackers escape:corners king-arms:unarmed"));
        Games.as(creator.token()).post("/api/games/{id}/rematch", id).then().statusCode(200);
        String next = Games.as(opponent.token())
                .post("/api/games/{id}/rematch/accept", id)
                .then()
                .statusCode(200)
                .extract()
                .path("rematch");
        given().get("/api/games/{id}", next)
                .then()
                .statusCode(200)
                .body("ruleset", equalTo("custom"))
                .body("rules.king-arms", equalTo("unarmed"))
                .body("rules.king-strength", equalTo("strong-near-throne"));
    }

    @Test
    void aGameAtItsMoveLimitEndsWithTheLimitsResultAndItsRecordImportsBack() {
        Map<String, Object> body =
                Map.of("ruleset", "brandubh", "rules", Map.of("move-limit", "2", "move-limit-result", "defenders"));
        Seats seats = Seats.of(Games.seated(body));
        String id = seats.id();
        Games.move(id, seats.attackers(), "d2-f2", 0).then().statusCode(201);
        Games.move(id, seats.defenders(), "d3-c3", 1).then().statusCode(201);
        given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("status", equalTo("finished"))
                .body("result.winner", equalTo("defenders"))
                .body("result.reason", equalTo("move-limit"));

        String record = given().get("/api/games/{id}/record", id)
                .then()
                .statusCode(200)
                .body(containsString("[ruleset:custom]"))
                .body(containsString("move-limit:2 move-limit-result:defenders"))
                .body(containsString("[termination:move-limit]"))
                .extract()
                .asString();
        String imported = given().contentType(ContentType.TEXT)
                .body(record)
                .post("/api/games/import")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        given().get("/api/games/{id}", imported)
                .then()
                .statusCode(200)
                .body("ruleset", equalTo("custom"))
                .body("rules.move-limit", equalTo("2"))
                .body("result.reason", equalTo("move-limit"))
                .body("moves[1]", equalTo("d3-c3"));
    }

    @Test
    void thePictureDrawsTheRulesRestrictedSquares() {
        String copenhagen = picture(Map.of("ruleset", "copenhagen", "board", "brandubh"));
        String cornerless = picture(Map.of("ruleset", "copenhagen", "board", "brandubh", "rules", OPEN_BOARD));
        assertThat(copenhagen).contains("#c99f68");
        assertThat(cornerless).doesNotContain("#c99f68");
    }

    @Test
    void rulesThatPlayLikeAPresetMakeAGameOfThatPreset() {
        Games.create(null, Map.of("rules", Map.of("shieldwall", "no", "exit-fort", "no", "repetition", "draw")))
                .then()
                .statusCode(201)
                .body("ruleset", equalTo("fetlar"))
                .body("board", equalTo("copenhagen"));
    }

    @Test
    void aCustomGameIsNeverRated() {
        TestPlayer creator = Players.register("cust");
        Games.create(
                        creator.token(),
                        Map.of("ruleset", "copenhagen", "rules", Map.of("king-arms", "hammer"), "rated", true))
                .then()
                .statusCode(422)
                .body("code", equalTo("unratable-game"));
    }

    @Test
    void aBadDescriptionIsRefusedWithTheFormatsReason() {
        refused(Map.of("king-wings", "yes"), "rules-unknown-key", "king-wings");
        refused(Map.of("king-arms", "sometimes"), "rules-bad-value", "king-arms:sometimes");
        refused(Map.of("move-limit", "ten"), "rules-bad-value", "move-limit:ten");
        refused(Map.of("corners", "none"), "rules-impossible", "corners");
        refused(Map.of("throne", "no", "king-returns", "no"), "rules-impossible", "king-returns");
        refused(Map.of("start", POSITION), "rules-start", "position");
        // a piece on a square these rules restrict: the corner block a1-b2 covers a2
        Games.create(
                        null,
                        Map.of(
                                "rules", Map.of("corners", "blocks", "exit-fort", "no"),
                                "position", "/7/7/7/3K3/7/t6/7/",
                                "sideToMove", "attackers"))
                .then()
                .statusCode(422)
                .body("code", equalTo("invalid-position"));
        Games.create(null, Map.of("position", POSITION, "sideToMove", "defenders"))
                .then()
                .statusCode(400)
                .body("code", equalTo("ruleset-required"));
    }

    @Test
    void analysisReplaysMovesUnderCustomRules() {
        Map<String, Object> body = openBoard();
        body.put("moves", List.of("a3-a1", "g2-g3", "d4-d7"));
        given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/analysis")
                .then()
                .statusCode(200)
                .body("ruleset", equalTo("custom"))
                .body("result.reason", equalTo("king-escaped"));
    }

    private static void refused(Map<String, String> rules, String code, String detail) {
        Games.create(null, Map.of("ruleset", "copenhagen", "rules", rules))
                .then()
                .statusCode(422)
                .body("code", equalTo(code))
                .body("detail", containsString(detail));
    }

    private static String picture(Map<String, Object> body) {
        String id = Games.create(null, body).then().statusCode(201).extract().path("id");
        return given().get("/api/games/{id}/board.svg", id)
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }
}
