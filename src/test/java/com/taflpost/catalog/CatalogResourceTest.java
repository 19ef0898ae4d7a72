package com.taflpost.catalog;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.in;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.testsupport.ServedContract;
import io.quarkus.test.junit.QuarkusTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class CatalogResourceTest {
    private static final List<String> BOARDS =
            List.of("brandubh", "tablut", "copenhagen", "hnefatafl", "tawlbwrdd", "ard-ri", "alea-evangelii");

    @Test
    void listsEveryPresetsRulesetWithItsEndings() {
        given().get("/api/rulesets")
                .then()
                .statusCode(200)
                .body(
                        "id",
                        contains(
                                "copenhagen",
                                "tablut",
                                "fetlar",
                                "brandubh",
                                "linnaeus-tablut",
                                "tawlbwrdd",
                                "ard-ri",
                                "sea-battle",
                                "alea-evangelii"))
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
    void everyRulesetNamesItsBoardItsDescriptionAndItsAnswers() {
        given().get("/api/rulesets")
                .then()
                .statusCode(200)
                .body(
                        "board",
                        contains(
                                "copenhagen",
                                "tablut",
                                "copenhagen",
                                "brandubh",
                                "tablut",
                                "tawlbwrdd",
                                "ard-ri",
                                "tablut",
                                "alea-evangelii"))
                .body(
                        "find { it.id == 'fetlar' }.description",
                        equalTo("docs/variants.md#fetlar-fetlar-hnefatafl-11x11"))
                .body("find { it.id == 'fetlar' }.name", equalTo("Fetlar Hnefatafl"))
                .body("find { it.id == 'alea-evangelii' }.questions.corners", equalTo("blocks"))
                .body("find { it.id == 'ard-ri' }.questions.throne", equalTo("no"))
                .body("find { it.id == 'ard-ri' }.questions.throne-crossing", nullValue())
                .body("find { it.id == 'linnaeus-tablut' }.questions.escape", equalTo("edges"))
                .body(
                        "find { it.id == 'copenhagen' }.questions",
                        equalTo(Map.ofEntries(
                                Map.entry("first", "attackers"),
                                Map.entry("escape", "corners"),
                                Map.entry("king-arms", "armed"),
                                Map.entry("king-strength", "four-or-throne"),
                                Map.entry("king-on-edge", "safe"),
                                Map.entry("corners", "squares"),
                                Map.entry("corners-hostile-to", "everyone"),
                                Map.entry("throne", "yes"),
                                Map.entry("throne-crossing", "everyone"),
                                Map.entry("king-returns", "yes"),
                                Map.entry("empty-throne-hostile-to", "everyone"),
                                Map.entry("occupied-throne-hostile-to", "attackers"),
                                Map.entry("shieldwall", "yes"),
                                Map.entry("exit-fort", "yes"),
                                Map.entry("encirclement", "yes"),
                                Map.entry("repetition", "defenders-lose"),
                                Map.entry("no-move", "loss"),
                                Map.entry("move-limit", "0"),
                                Map.entry("move-limit-result", "draw"))));
    }

    @Test
    void listsTheBoardsWithPositionsAndGrids() {
        given().get("/api/boards")
                .then()
                .statusCode(200)
                .body(
                        "id",
                        contains(
                                "brandubh",
                                "tablut",
                                "copenhagen",
                                "hnefatafl",
                                "tawlbwrdd",
                                "ard-ri",
                                "alea-evangelii"))
                .body("size", contains(7, 9, 11, 13, 11, 7, 19))
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
                .body("find { it.id == 'brandubh' }.grid[6][6].square", equalTo("g1"))
                .body("find { it.id == 'alea-evangelii' }.grid[1][1].kind", equalTo("corner"))
                .body("find { it.id == 'ard-ri' }.grid[3][3].kind", nullValue())
                .body("find { it.id == 'tawlbwrdd' }.grid[0][0].kind", nullValue());
    }

    @Test
    void everyRulesetNamesTheBoardsItCanStartOn() {
        given().get("/api/rulesets")
                .then()
                .statusCode(200)
                .body("find { it.id == 'brandubh' }.boards", hasItem("brandubh"))
                .body("find { it.id == 'alea-evangelii' }.boards", hasItem("alea-evangelii"))
                .body("boards.flatten()", everyItem(is(in(BOARDS))))
                .body("findAll { !it.boards.contains(it.board) }", empty());
    }

    @Test
    void theBoardsExampleShowsItsBoardsAsServed() throws Exception {
        ObjectMapper json = new ObjectMapper();
        JsonNode example = ServedContract.document().at("/components/examples/Boards/value");
        JsonNode served = json.readTree(
                given().get("/api/boards").then().statusCode(200).extract().asString());
        List<String> shown = new ArrayList<>();
        for (JsonNode board : example) {
            shown.add(board.get("id").asText());
            JsonNode same = null;
            for (JsonNode candidate : served) {
                if (candidate.get("id").equals(board.get("id"))) {
                    same = candidate;
                }
            }
            assertThat(board).as(board.get("id").asText()).isEqualTo(same);
        }
        assertThat(shown).contains("tawlbwrdd", "ard-ri", "alea-evangelii");
    }

    @Test
    void listsTheQuestionsOfCustomRulesWithTheirAnswersAndWhenTheyApply() {
        var questions = given().get("/api/rulesets/questions")
                .then()
                .statusCode(200)
                .body("find { it.key == 'escape' }.answers", contains("corners", "edges"))
                .body("find { it.key == 'escape' }.unless", nullValue())
                .body("find { it.key == 'throne-crossing' }.unless.key", equalTo("throne"))
                .body("find { it.key == 'throne-crossing' }.unless.answer", equalTo("no"))
                .body("find { it.key == 'corners-hostile-to' }.unless.answer", equalTo("none"))
                .body("find { it.key == 'move-limit' }.answers", empty())
                .body("find { it.key == 'move-limit' }.maximum", equalTo(10000))
                .body("description", everyItem(org.hamcrest.Matchers.not(org.hamcrest.Matchers.blankString())))
                .extract()
                .jsonPath();
        var rulesets = given().get("/api/rulesets").jsonPath();
        Map<String, String> copenhagen = rulesets.getMap("find { it.id == 'copenhagen' }.questions");
        assertThat(questions.getList("key", String.class)).containsExactlyElementsOf(copenhagen.keySet());
        // Every preset's answer is one a form offers, so a form pre-set to a preset shows it.
        for (String ruleset : rulesets.getList("id", String.class)) {
            Map<String, String> answers = rulesets.getMap("find { it.id == '" + ruleset + "' }.questions");
            answers.forEach((key, answer) -> {
                List<String> offered = questions.getList("find { it.key == '" + key + "' }.answers", String.class);
                if (!offered.isEmpty()) {
                    assertThat(offered).as(ruleset + " " + key).contains(answer);
                }
            });
        }
    }

    @Test
    void theContractsRulesDescriptionOffersTheSameKeysAndAnswers() {
        JsonNode schemas = ServedContract.document().at("/components/schemas");
        JsonNode properties = schemas.at("/RulesDescription/properties");
        var questions = given().get("/api/rulesets/questions").jsonPath();
        List<String> keys = new ArrayList<>();
        properties.fieldNames().forEachRemaining(keys::add);
        assertThat(keys).containsExactlyElementsOf(questions.getList("key", String.class));
        for (String key : keys) {
            List<String> answers = questions.getList("find { it.key == '" + key + "' }.answers", String.class);
            JsonNode property = properties.get(key);
            if (answers.isEmpty()) {
                assertThat(property.get("type").asText()).as(key).isEqualTo("string");
                continue;
            }
            String ref = property.get("$ref").asText();
            List<String> declared = new ArrayList<>();
            schemas.get(ref.substring(ref.lastIndexOf('/') + 1))
                    .get("enum")
                    .forEach(value -> declared.add(value.asText()));
            assertThat(declared).as(key).containsExactlyInAnyOrderElementsOf(answers);
        }
    }
}
