package com.taflpost.catalog;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
class CatalogResourceTest {

    @Test
    void listsBothRulesetsWithTheirEndings() {
        given().get("/api/rulesets")
                .then()
                .statusCode(200)
                .body("id", contains("copenhagen", "tablut"))
                .body(
                        "find { it.id == 'copenhagen' }.endings",
                        contains(
                                "king-captured",
                                "king-escaped",
                                "exit-fort",
                                "encirclement",
                                "repetition",
                                "no-legal-move"))
                .body("find { it.id == 'copenhagen' }.draws", equalTo(false))
                .body("find { it.id == 'tablut' }.endings", contains("king-captured", "king-escaped", "no-legal-move"))
                .body("find { it.id == 'tablut' }.draws", equalTo(true))
                .body("find { it.id == 'tablut' }.name", equalTo("Tablut"));
    }

    @Test
    void listsTheFourBoardsWithPositionsAndGrids() {
        given().get("/api/boards")
                .then()
                .statusCode(200)
                .body("id", contains("brandubh", "tablut", "copenhagen", "hnefatafl"))
                .body("size", contains(7, 9, 11, 13))
                .body(
                        "find { it.id == 'copenhagen' }.position",
                        equalTo("/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/"))
                .body("find { it.id == 'brandubh' }.grid", hasSize(7))
                .body("find { it.id == 'brandubh' }.grid[0][0].square", equalTo("a7"))
                .body("find { it.id == 'brandubh' }.grid[0][0].restricted", equalTo(true))
                .body("find { it.id == 'brandubh' }.grid[0][0].piece", nullValue())
                .body("find { it.id == 'brandubh' }.grid[0][3].piece", equalTo("attacker"))
                .body("find { it.id == 'brandubh' }.grid[3][3].square", equalTo("d4"))
                .body("find { it.id == 'brandubh' }.grid[3][3].piece", equalTo("king"))
                .body("find { it.id == 'brandubh' }.grid[3][3].restricted", equalTo(true))
                .body("find { it.id == 'brandubh' }.grid[3][2].piece", equalTo("defender"))
                .body("find { it.id == 'brandubh' }.grid[6][6].square", equalTo("g1"));
    }
}
