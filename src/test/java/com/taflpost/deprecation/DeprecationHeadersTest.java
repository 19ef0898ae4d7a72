package com.taflpost.deprecation;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** A deprecated operation says so on every answer, in the forms RFC 9745 and RFC 8594 give; a current one does not. */
@QuarkusTest
class DeprecationHeadersTest {

    @Test
    void aDeprecatedOperationSendsItsDeprecationAndSunset() {
        given().get("/test/deprecation/old")
                .then()
                .statusCode(200)
                // 2026-12-07T00:00:00Z, as a structured field date
                .header("Deprecation", equalTo("@1796601600"))
                .header("Sunset", equalTo("Mon, 08 Mar 2027 00:00:00 GMT"))
                .body("old", equalTo(true));
    }

    @Test
    void aPageFromAnotherOriginMayReadThem() {
        given().header("Origin", "https://front.example")
                .get("/test/deprecation/old")
                .then()
                .statusCode(200)
                .header("Access-Control-Expose-Headers", containsString("Deprecation"))
                .header("Access-Control-Expose-Headers", containsString("Sunset"));
    }

    @Test
    void aDeprecationWithoutASunsetSendsDeprecationAlone() {
        given().get("/test/deprecation/undated")
                .then()
                .statusCode(200)
                .header("Deprecation", equalTo("@1796601600"))
                .header("Sunset", nullValue());
    }

    @Test
    void aCurrentOperationSendsNeither() {
        given().get("/test/deprecation/new")
                .then()
                .statusCode(200)
                .header("Deprecation", nullValue())
                .header("Sunset", nullValue());
    }

    @Test
    void aRealOperationSendsNeither() {
        given().get("/api/rulesets")
                .then()
                .statusCode(200)
                .header("Deprecation", nullValue())
                .header("Sunset", nullValue());
    }
}
