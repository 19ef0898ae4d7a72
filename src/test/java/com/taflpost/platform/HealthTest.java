package com.taflpost.platform;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.matchesPattern;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
class HealthTest {

    @Test
    void readinessSaysWhichNodeItWritesTo() {
        given().when()
                .get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItem("Database"))
                .body("checks.find { it.name == 'Database' }.data.writes", equalTo(true))
                // one PostgreSQL and no standby here: nothing to read from but the primary
                .body("checks.find { it.name == 'Database' }.data.standbyInSync", equalTo(false))
                .body("checks.find { it.name == 'Database' }.data.writesTo", matchesPattern("127\\.0\\.0\\.1:\\d+"));
    }
}
