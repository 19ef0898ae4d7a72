package com.taflpost.ceiling;

import static io.restassured.RestAssured.given;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** The load benchmark's ceilings are no part of a deployment unless it turns them on. */
@QuarkusTest
class CeilingResourceTest {

    @Test
    void theCeilingsAreOffUnlessTurnedOn() {
        given().when().get("/api/load-ceilings/trivial").then().statusCode(404);
        given().when()
                .get("/api/load-ceilings/players/00000000-0000-0000-0000-000000000001")
                .then()
                .statusCode(404);
    }
}
