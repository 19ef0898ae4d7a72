package com.taflpost.game;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * docs/rules.md section 2: a start position that already shows an ending is over before the first move. Analysis
 * answers that result; neither a game nor a challenge can be created from it.
 */
@QuarkusTest
class StartPositionEndingTest {

    static Stream<Arguments> endedStarts() {
        return Stream.of(
                // 7 # . . . . . #      the king already stands on a corner
                Arguments.of("king-escaped", "defenders", "/K6/7/7/7/7/7/3t3/", "attackers"),
                // 3 . . T T T . .      a wall no attacker can break around d1-d2
                // 2 . . T . T . .
                // 1 # . T K T . #
                Arguments.of("exit-fort", "defenders", "/7/7/3t3/7/2TTT2/2T1T2/2TKT2/", "attackers"),
                // the defenders enclosed by an unbroken ring of attackers, off every edge
                Arguments.of("encirclement", "attackers", "/7/2ttt2/1t3t1/1t1K1t1/1t3t1/2ttt2/7/", "attackers"),
                // 1 # . t K t . #      the defenders to move, and their only piece cannot move
                Arguments.of("no-legal-move", "attackers", "/7/7/7/7/7/3t3/2tKt2/", "defenders"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endedStarts")
    void analysisAnswersTheResultOfTheStart(String reason, String winner, String position, String sideToMove) {
        given().contentType(ContentType.JSON)
                .body(Map.of("ruleset", "copenhagen", "position", position, "sideToMove", sideToMove))
                .post("/api/analysis")
                .then()
                .statusCode(200)
                .body("ply", equalTo(0))
                .body("result.winner", equalTo(winner))
                .body("result.reason", equalTo(reason))
                .body("legalMoves", empty());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endedStarts")
    void noGameCanBeCreatedFromIt(String reason, String winner, String position, String sideToMove) {
        Games.create(null, Map.of("ruleset", "copenhagen", "position", position, "sideToMove", sideToMove))
                .then()
                .statusCode(422)
                .body("code", equalTo("invalid-position"))
                .body("detail", containsString(reason));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endedStarts")
    void noChallengeCanOfferIt(String reason, String winner, String position, String sideToMove) {
        Games.as(Players.register("starter").token())
                .body(Map.of("ruleset", "copenhagen", "position", position, "sideToMove", sideToMove))
                .post("/api/challenges")
                .then()
                .statusCode(422)
                .body("code", equalTo("invalid-position"))
                .body("detail", containsString(reason));
    }
}
