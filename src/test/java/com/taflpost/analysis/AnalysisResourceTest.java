package com.taflpost.analysis;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.catalog.PlyLimit;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class AnalysisResourceTest {

    private static Response analyse(Map<String, ?> body) {
        return given().contentType(ContentType.JSON).body(body).post("/api/analysis");
    }

    @Test
    void replaysMovesOnANamedBoard() {
        analyse(Map.of("ruleset", "copenhagen", "board", "brandubh", "moves", List.of("d2-f2")))
                .then()
                .statusCode(200)
                .body("ruleset", equalTo("copenhagen"))
                .body("board", equalTo("brandubh"))
                .body("boardSize", equalTo(7))
                .body("moves", contains("d2-f2"))
                .body("ply", equalTo(1))
                .body("sideToMove", equalTo("defenders"))
                .body("position", equalTo("/3t3/3t3/3T3/ttTKTtt/3T3/5t1/3t3/"))
                .body("result", nullValue())
                .body("legalMoves", hasItems("d3-c3", "d3-a3", "e4-e7"))
                .body("grid", hasSize(7))
                .body("grid[5][5].piece", equalTo("attacker"));
    }

    @Test
    void answersTheLineAsARecordTheImportReadsBack() {
        String record = analyse(
                        Map.of("ruleset", "copenhagen", "board", "brandubh", "moves", List.of("d2-f2", "d3-c3")))
                .then()
                .statusCode(200)
                .extract()
                .path("record");
        assertThat(record)
                .isEqualTo("[ruleset:copenhagen]\n[board:brandubh]\n[board-size:7]\n"
                        + "[start-position:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n[result:?]\n\n1. d2-f2 d3-c3\n*\n");
        given().contentType(ContentType.TEXT)
                .body(record)
                .post("/api/games/import")
                .then()
                .statusCode(201)
                .body("moves", contains("d2-f2", "d3-c3"));
    }

    @Test
    void withoutMovesGivesTheStartAndItsLegalMoves() {
        analyse(Map.of("ruleset", "tablut", "board", "brandubh"))
                .then()
                .statusCode(200)
                .body("ply", equalTo(0))
                .body("moves", empty())
                .body("sideToMove", equalTo("attackers"))
                .body("legalMoves", hasItems("d2-a2", "d2-g2", "a4-a6"));
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
    void writesTheCapturesOfEachMove() {
        analyse(Map.of(
                        "ruleset",
                        "copenhagen",
                        "position",
                        "/7/7/7/3K3/7/1tT4/3t3/",
                        "sideToMove",
                        "attackers",
                        "moves",
                        List.of("d1-d2")))
                .then()
                .statusCode(200)
                .body("moves", contains("d1-d2xc2"))
                .body("position", equalTo("/7/7/7/3K3/7/1t1t3/7/"))
                .body("board", equalTo("custom"));
    }

    @Test
    void aWrongCaptureIsAnIllegalMove() {
        Response response = analyse(Map.of(
                "ruleset",
                "copenhagen",
                "position",
                "/7/7/7/3K3/7/1tT4/3t3/",
                "sideToMove",
                "attackers",
                "moves",
                List.of("d1-d2xe2")));
        response.then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("capture-mismatch"));
    }

    @Test
    void givesTheResultAndNoLegalMovesOnceTheGameIsOver() {
        analyse(Map.of(
                        "ruleset",
                        "tablut",
                        "position",
                        "/3K3/7/7/7/7/7/3t3/",
                        "sideToMove",
                        "defenders",
                        "moves",
                        List.of("d7-a7")))
                .then()
                .statusCode(200)
                .body("result.winner", equalTo("defenders"))
                .body("result.reason", equalTo("king-escaped"))
                .body("legalMoves", empty())
                .body("ply", equalTo(1));
    }

    @Test
    void anIllegalMoveGives422WithItsCodeAndPly() {
        Response response =
                analyse(Map.of("ruleset", "copenhagen", "board", "brandubh", "moves", List.of("d2-f2", "d4-d7")));
        response.then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("blocked"))
                .body("detail", containsString("d5"));
        assertThat(response.jsonPath().getInt("ply")).isEqualTo(2);
    }

    @Test
    void aMalformedMoveIsAnIllegalMoveToo() {
        Response response = analyse(Map.of("ruleset", "copenhagen", "board", "brandubh", "moves", List.of("d2f2")));
        response.then().statusCode(422).body("code", equalTo("malformed"));
        assertThat(response.jsonPath().getInt("ply")).isEqualTo(1);
    }

    @Test
    void refusesUnclearStarts() {
        analyse(Map.of("ruleset", "chess", "board", "brandubh"))
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-ruleset"));
        analyse(Map.of("board", "brandubh")).then().statusCode(400).body("code", equalTo("ruleset-required"));
        analyse(Map.of("ruleset", "tablut", "board", "go"))
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-board"));
        analyse(Map.of(
                        "ruleset",
                        "tablut",
                        "board",
                        "tablut",
                        "position",
                        "/3K3/7/7/7/7/7/3t3/",
                        "sideToMove",
                        "defenders"))
                .then()
                .statusCode(400)
                .body("code", equalTo("board-and-position"));
        analyse(Map.of("ruleset", "tablut", "board", "tablut", "sideToMove", "defenders"))
                .then()
                .statusCode(400)
                .body("code", equalTo("side-to-move-with-board"));
        analyse(Map.of("ruleset", "tablut", "position", "/3K3/7/7/7/7/7/3t3/"))
                .then()
                .statusCode(400)
                .body("code", equalTo("side-to-move-required"));
        analyse(Map.of("ruleset", "tablut", "position", "/3K3/7/7/7/7/7/3t3/", "sideToMove", "white"))
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-side"));
        analyse(Map.of(
                        "ruleset",
                        "tablut",
                        "board",
                        "tablut",
                        "moves",
                        Collections.nCopies(Integer.parseInt(PlyLimit.DEFAULT) + 1, "a4-a3")))
                .then()
                .statusCode(422)
                .body("code", equalTo("too-many-moves"));
    }

    @Test
    void anUnplayablePositionGives422WithTheParsersMessage() {
        analyse(Map.of("ruleset", "copenhagen", "position", "/3t3/3t3/7/7/7/7/7/", "sideToMove", "attackers"))
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("invalid-position"))
                .body("detail", equalTo("the position has 0 kings; it needs exactly one"));
    }

    @Test
    void anAbsurdNumberOfEmptySquaresIsAnInvalidPositionNotAServerError() {
        analyse(Map.of(
                        "ruleset",
                        "copenhagen",
                        "position",
                        "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/99999999999/",
                        "sideToMove",
                        "attackers"))
                .then()
                .statusCode(422)
                .body("code", equalTo("invalid-position"));
    }

    @Test
    void noBodyIsABadRequest() {
        given().contentType(ContentType.JSON)
                .post("/api/analysis")
                .then()
                .statusCode(400)
                .body("code", equalTo("body-required"));
    }
}
