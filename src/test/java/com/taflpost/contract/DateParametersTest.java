package com.taflpost.contract;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.gamelist.GameFilter;
import com.taflpost.testsupport.SchemaPatterns;
import com.taflpost.testsupport.ServedContract;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The games lists' since and until (issue 43, item 5): the contract says a day or an instant, spelt by its pattern and
 * made real by its formats (date, date-time), and the server takes exactly those: a day that does not exist is
 * refused, however it is spelt, and every real one is taken, year 0 among them.
 */
@QuarkusTest
class DateParametersTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"since", "until"})
    void theContractStatesADayOrAnInstant(String name) {
        JsonNode contract = ServedContract.document();
        for (String list : List.of("/api/games", "/api/players/{name}/games")) {
            JsonNode schema = null;
            for (JsonNode parameter :
                    contract.path("paths").path(list).path("get").path("parameters")) {
                if (parameter.path("name").asText().equals(name)) {
                    schema = parameter.path("schema");
                }
            }
            assertThat(schema).as("%s on %s", name, list).isNotNull();
            assertThat(schema.path("type").asText()).isEqualTo("string");
            assertThat(schema.path("pattern").asText()).isEqualTo(GameFilter.DAY_OR_INSTANT);
            assertThat(schema.path("anyOf"))
                    .isEqualTo(JSON.valueToTree(List.of(Map.of("format", "date"), Map.of("format", "date-time"))));
        }
    }

    /** Real days and instants, in both spellings: each a format's, each taken. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "2026-01-01",
                "2024-02-29",
                "0000-01-01",
                "9999-12-31",
                "2026-01-01T12:00:00Z",
                "2026-06-30T23:59:59.123456789Z",
                "0000-01-01T00:00:00Z"
            })
    void aRealDayOrInstantIsTaken(String value) {
        assertThat(SchemaPatterns.matches(GameFilter.DAY_OR_INSTANT, value)).isTrue();
        for (String name : List.of("since", "until")) {
            given().queryParam(name, value).get("/api/games").then().statusCode(200);
        }
    }

    /** Spelt as a day or an instant but none (outside the formats): refused as the parser refuses it. */
    @ParameterizedTest
    @ValueSource(strings = {"0000-00-00", "2026-02-30", "2025-02-29", "2026-13-01", "2026-01-01T24:00:00Z"})
    void aDayThatDoesNotExistIsRefused(String value) {
        assertThat(SchemaPatterns.matches(GameFilter.DAY_OR_INSTANT, value)).isTrue();
        for (String name : List.of("since", "until")) {
            assertThat(given().queryParam(name, value)
                            .get("/api/games")
                            .then()
                            .statusCode(400)
                            .extract()
                            .<String>path("code"))
                    .isEqualTo("bad-date");
        }
    }

    /** Not spelt as either (the pattern's): refused before it is parsed. */
    @ParameterizedTest
    @ValueSource(strings = {"2026-01-01T1Z", "2026-01-01T12:00Z", "2026-01-01T12:00:00+01:00", "26-01-01"})
    void aValueOfAnotherSpellingIsRefused(String value) {
        assertThat(SchemaPatterns.matches(GameFilter.DAY_OR_INSTANT, value)).isFalse();
        assertThat(given().queryParam("since", value)
                        .get("/api/games")
                        .then()
                        .statusCode(400)
                        .extract()
                        .<String>path("code"))
                .isEqualTo("validation");
    }
}
