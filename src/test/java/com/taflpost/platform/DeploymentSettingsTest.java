package com.taflpost.platform;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.DeployedProfile;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The settings a deployment passes as TAFLPOST_* environment variables take effect. */
@QuarkusTest
@TestProfile(DeployedProfile.class)
public class DeploymentSettingsTest {

    @Test
    void locationsUseThePublicBaseUrl() {
        String name = "p" + UUID.randomUUID().toString().substring(0, 12);
        given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", "correct-horse-battery"))
                .when()
                .post("/api/players")
                .then()
                .statusCode(201)
                .header("Location", equalTo("https://tafl.example.org/api/players/" + name));
    }

    @Test
    void aConfiguredOriginMayCallFromABrowser() {
        given().header("Origin", "https://app.example.org")
                .header("Access-Control-Request-Method", "POST")
                .when()
                .options("/api/players")
                .then()
                .statusCode(204)
                .header("Access-Control-Allow-Origin", equalTo("https://app.example.org"));
    }

    @Test
    void anotherOriginMayReadButNotWrite() {
        given().header("Origin", "https://elsewhere.example.com")
                .when()
                .get("/api/players")
                .then()
                .statusCode(200)
                .header("Access-Control-Allow-Origin", equalTo("*"));
        given().header("Origin", "https://elsewhere.example.com")
                .contentType(ContentType.JSON)
                .body(Map.of("name", "elsewhere", "password", "correct-horse-battery"))
                .when()
                .post("/api/players")
                .then()
                .statusCode(403)
                .body("code", equalTo("origin-not-allowed"));
    }
}
