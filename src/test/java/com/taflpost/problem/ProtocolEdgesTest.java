package com.taflpost.problem;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ProtocolEdgesTest {

    @Test
    void aMethodNotAllowedNamesTheAllowedOnes() {
        given().delete("/api/rulesets").then().log().all().statusCode(405).header("Allow", containsString("GET"));
    }

    @Test
    void aMethodNotAllowedOnAPathWithParametersNamesItsMethods() {
        given().put("/api/games/Xk3p9QaZ2m/moves")
                .then()
                .statusCode(405)
                .header("Allow", equalTo("OPTIONS, POST"))
                .contentType("application/problem+json");
        // the web client's pages too, whose path is one pattern
        given().post("/players/astrid").then().statusCode(405).header("Allow", equalTo("GET, HEAD, OPTIONS"));
    }

    /** RFC 9110 10.2.1: both list the methods the path supports, not every method of the class that serves it. */
    @Test
    void optionsAllowsWhatAMethodNotAllowedAllows() {
        for (String path :
                List.of("/api/games/Xk3p9QaZ2m", "/api/games/Xk3p9QaZ2m/moves", "/api/games", "/players/astrid")) {
            String refused =
                    given().patch(path).then().statusCode(405).extract().header("Allow");
            given().options(path).then().statusCode(200).header("Allow", equalTo(refused));
        }
        given().options("/api/games/Xk3p9QaZ2m").then().header("Allow", equalTo("GET, HEAD, OPTIONS"));
    }

    @Test
    void aQueryParameterThatDoesNotConvertIsABadRequestNamingIt() {
        for (String path : List.of(
                "/api/players?size=abc",
                "/api/tournaments?size=abc",
                "/api/leaderboards?size=abc",
                "/api/players/nobody/ratings/history?size=abc")) {
            given().get(path)
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("validation"))
                    .body("errors[0].field", equalTo("size"))
                    .body("detail", containsString("'abc'"));
        }
        given().get("/api/no-such-thing?size=abc").then().statusCode(404);
    }

    @Test
    void aMissingTokenIsToldBeforeAnIdempotencyKeyIsLookedAt() {
        given().header("Idempotency-Key", "")
                .post("/api/challenges/x/accept")
                .then()
                .statusCode(401)
                .body("code", equalTo("unauthorized"));
        // a call open to anonymous clients still checks the key
        given().header("Idempotency-Key", "")
                .contentType("application/json")
                .body("{\"ruleset\": \"copenhagen\", \"board\": \"brandubh\"}")
                .post("/api/games")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-idempotency-key"));
    }

    @Test
    void anEmptyBearerTokenIsRefusedNotTakenForNone() {
        for (String header : List.of("Bearer ", "Bearer", "bearer   ")) {
            given().header("Authorization", header)
                    .get("/api/rulesets")
                    .then()
                    .statusCode(401)
                    .header("WWW-Authenticate", containsString("invalid_token"))
                    .contentType("application/problem+json");
        }
        given().get("/api/rulesets").then().statusCode(200);
    }
}
