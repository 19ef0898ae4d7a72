package com.taflpost.problem;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.aMapWithSize;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ProblemMappingTest {

    private static final String PROBLEM = "application/problem+json";

    @Test
    void extensionMembersStandBesideTheStandardOnes() {
        given().when()
                .get("/test/probe/illegal-move")
                .then()
                .statusCode(422)
                .contentType(PROBLEM)
                .body("type", equalTo("https://taflpost.dev/problems/illegal-move"))
                .body("code", equalTo("blocked"))
                .body("ply", equalTo(7))
                .body("instance", equalTo("/test/probe/illegal-move"))
                .body("extensions", nullValue());
    }

    @Test
    void malformedJsonIsABadRequest() {
        given().contentType(ContentType.JSON)
                .body("{\"name\": \"astrid\", ")
                .when()
                .post("/api/players")
                .then()
                .statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("malformed-body"))
                .body("detail", containsString("not valid JSON"));
    }

    @Test
    void aValueOfTheWrongTypeNamesItsField() {
        given().contentType(ContentType.JSON)
                .body("{\"name\": [\"astrid\"], \"password\": \"correct-horse\"}")
                .when()
                .post("/api/players")
                .then()
                .statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("malformed-body"))
                .body("detail", containsString("'name'"));
    }

    @Test
    void aValueARecordRefusesIsABadRequest() {
        given().contentType(ContentType.JSON)
                .body("{\"count\": -1}")
                .when()
                .post("/test/probe/squares")
                .then()
                .statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("malformed-body"));
    }

    @Test
    void aBodyThatIsNotAnObjectIsABadRequest() {
        given().contentType(ContentType.JSON)
                .body("[1, 2]")
                .when()
                .post("/api/players")
                .then()
                .statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("malformed-body"));
    }

    @Test
    void anUnknownRouteIsNotFound() {
        given().when()
                .get("/api/no-such-thing")
                .then()
                .statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("not-found"))
                .body("status", equalTo(404));
    }

    @Test
    void aMethodTheResourceDoesNotAnswerIsNotAllowed() {
        given().when()
                .delete("/api/players")
                .then()
                .statusCode(405)
                .contentType(PROBLEM)
                .body("code", equalTo("method-not-allowed"));
    }

    @Test
    void aBodyThatIsNotJsonIsAnUnsupportedMediaType() {
        given().contentType(ContentType.TEXT)
                .body("name=astrid")
                .when()
                .post("/api/players")
                .then()
                .statusCode(415)
                .contentType(PROBLEM)
                .body("code", equalTo("unsupported-media-type"));
    }

    @Test
    void anAnswerTheClientCannotAcceptIsNotAcceptable() {
        given().accept("application/xml")
                .when()
                .get("/api/players")
                .then()
                .statusCode(406)
                .contentType(PROBLEM)
                .body("code", equalTo("not-acceptable"));
    }

    @Test
    void anUnexpectedFailureIsAGenericProblemWithoutItsDetails() {
        given().when()
                .get("/test/probe/crash")
                .then()
                .statusCode(500)
                .contentType(PROBLEM)
                .body("code", equalTo("internal"))
                .body(not(containsString("secret internal detail")))
                .body(not(containsString("IllegalStateException")))
                .body(not(containsString("at com.")));
    }

    @Test
    void aProblemWithoutExtensionsHasOnlyTheStandardMembers() {
        given().when().get("/api/no-such-thing").then().body("$", aMapWithSize(6));
    }
}
