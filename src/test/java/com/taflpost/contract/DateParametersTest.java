package com.taflpost.contract;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.taflpost.gamelist.GameFilter;
import com.taflpost.testsupport.SchemaPatterns;
import com.taflpost.testsupport.ServedContract;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The games lists' since and until (issue 43, item 5): the contract's pattern admits exactly the days and instants the
 * server parses, so that no schema-valid value is refused (0000-00-00 was) and every real one is taken, year 0 among
 * them.
 */
@QuarkusTest
class DateParametersTest {
    private static final List<String> YEARS = List.of("0000", "0001", "1900", "2000", "2024", "2025", "2100", "9999");
    private static final List<String> TIMES = List.of(
            "",
            "T00:00:00Z",
            "T23:59:59Z",
            "T23:59:60Z",
            "T12:00:60Z",
            "T24:00:00Z",
            "T12:60:00Z",
            "T12:00:00.5Z",
            "T12:00:00.123456789Z",
            "T12:00:00.1234567890Z",
            "T12:00Z",
            "T1Z");

    @ParameterizedTest
    @ValueSource(strings = {"since", "until"})
    void theContractStatesThePattern(String name) {
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
        }
    }

    /**
     * Every day of some years with and without leap days, at times around the edges, spelt as the pattern spells
     * them: matched if and only if parsed. (Other spellings the parser reads, lower case or an offset, are refused by
     * the pattern, as below.)
     */
    @Test
    void thePatternMatchesWhatTheParserTakes() {
        List<String> disagreements = new ArrayList<>();
        for (String year : YEARS) {
            for (int month = 0; month <= 13; month++) {
                for (int day = 0; day <= 32; day++) {
                    String date = "%s-%02d-%02d".formatted(year, month, day);
                    for (String time : TIMES) {
                        String text = date + time;
                        if (SchemaPatterns.matches(GameFilter.DAY_OR_INSTANT, text) != parses(text)) {
                            disagreements.add(text);
                        }
                    }
                }
            }
        }
        assertThat(disagreements).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "2026-01-01",
                "2024-02-29",
                "0000-01-01",
                "9999-12-31",
                "2026-01-01T12:00:00Z",
                "2026-06-30T23:59:60.123456789Z",
                "0000-01-01T00:00:00Z"
            })
    void aRealDayOrInstantIsTaken(String value) {
        for (String name : List.of("since", "until")) {
            given().queryParam(name, value).get("/api/games").then().statusCode(200);
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "0000-00-00",
                "2026-02-30",
                "2025-02-29",
                "2026-01-01T24:00:00Z",
                "2026-01-01T1Z",
                "2026-01-01t12:00:00z",
                "2026-01-01T12:00:00+01:00"
            })
    void anythingElseIsRefused(String value) {
        for (String name : List.of("since", "until")) {
            assertThat(given().queryParam(name, value)
                            .get("/api/games")
                            .then()
                            .statusCode(400)
                            .extract()
                            .<String>path("errors[0].field"))
                    .isEqualTo(name);
        }
    }

    /** Whether the server's parsers take the text (GameFilter: a day of ten characters, else an instant). */
    private static boolean parses(String text) {
        try {
            if (text.length() == 10) {
                LocalDate.parse(text);
            } else {
                Instant.parse(text);
            }
            // Instant.parse reads hour 24 as the next midnight; the server refuses it, as RFC 3339 does
            return !text.startsWith("T24", 10);
        } catch (DateTimeParseException e) {
            return false;
        }
    }
}
