package com.taflpost.analysis;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** POST /api/analysis with evaluate: the computer's best move, score and line, for any ruleset and board. */
@QuarkusTest
class EvaluationTest {

    private static Response analyse(Map<String, ?> body) {
        return given().contentType(ContentType.JSON).body(body).post("/api/analysis");
    }

    @Test
    void aLevelAnswersALegalBestMoveAndTheLineAfterIt() {
        for (String board : List.of("brandubh", "tablut", "copenhagen", "hnefatafl")) {
            JsonPath answer = analyse(Map.of(
                            "ruleset",
                            "copenhagen",
                            "board",
                            board,
                            "moves",
                            List.of(),
                            "evaluate",
                            Map.of("level", 2)))
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            String best = answer.getString("evaluation.bestMove");
            assertThat(answer.getList("legalMoves", String.class)).as(board).contains(best);
            assertThat(answer.getList("evaluation.principalVariation", String.class))
                    .first()
                    .isEqualTo(best);
            assertThat(answer.getInt("evaluation.depth")).isPositive();
            assertThat(answer.getLong("evaluation.nodes")).isPositive();
        }
    }

    @Test
    void aDepthFindsTheKingsEscapeAndSaysWhenTheGameEnds() {
        // 7x7: the king on a2 sees a1 and a7
        analyse(Map.of(
                        "ruleset", "copenhagen",
                        "position", "/3t3/7/2t4/7/4T2/K6/7/",
                        "sideToMove", "defenders",
                        "evaluate", Map.of("depth", 2)))
                .then()
                .statusCode(200)
                .body("evaluation.endsInPlies", equalTo(1))
                .body("evaluation.score", org.hamcrest.Matchers.greaterThan(0))
                .body("evaluation.bestMove", org.hamcrest.Matchers.oneOf("a2-a1", "a2-a7"));
    }

    @Test
    void anEndedGameHasNothingToEvaluate() {
        // the king escapes with the last move
        analyse(Map.of(
                        "ruleset", "copenhagen",
                        "position", "/3t3/7/2t4/7/4T2/K6/7/",
                        "sideToMove", "defenders",
                        "moves", List.of("a2-a1"),
                        "evaluate", Map.of("level", 1)))
                .then()
                .statusCode(200)
                .body("result.winner", equalTo("defenders"))
                .body("evaluation", nullValue());
    }

    @Test
    void evaluateTakesALevelOrADepthInRange() {
        for (Map<String, Integer> evaluate : List.<Map<String, Integer>>of(Map.of(), Map.of("level", 3, "depth", 3))) {
            analyse(Map.of("ruleset", "copenhagen", "board", "brandubh", "evaluate", evaluate))
                    .then()
                    .statusCode(400)
                    .body("code", equalTo("level-or-depth"));
        }
        for (Map<String, Integer> evaluate : List.of(Map.of("level", 0), Map.of("level", 9), Map.of("depth", 13))) {
            analyse(Map.of("ruleset", "copenhagen", "board", "brandubh", "evaluate", evaluate))
                    .then()
                    .statusCode(400)
                    .body("code", equalTo("validation"));
        }
    }
}
