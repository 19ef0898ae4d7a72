package com.taflpost.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.taflpost.testsupport.ServedContract;
import io.quarkus.test.junit.QuarkusTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A generated client gets one type per set of values: the served contract enumerates values only in named schema
 * components, one per set, and refers to them; a member that may be null says so beside the reference.
 */
@QuarkusTest
class SharedEnumsTest {
    private static final String SCHEMAS = "#/components/schemas/";

    private JsonNode contract;

    @BeforeEach
    void readContract() {
        contract = ServedContract.document();
    }

    @Test
    void valuesAreEnumeratedOnlyByTheSharedComponents() {
        List<String> inline = new ArrayList<>();
        walk(contract, "", (node, where) -> {
            if (node.has("enum") && !where.matches("/components/schemas/[A-Za-z]+")) {
                inline.add(where + " " + node.get("enum"));
            }
        });
        assertThat(inline).as("enumerations outside a shared component").isEmpty();
    }

    @Test
    void eachSetOfValuesHasOneComponent() {
        Map<Set<String>, String> seen = new HashMap<>();
        List<String> twice = new ArrayList<>();
        contract.path("components").path("schemas").properties().forEach(component -> {
            JsonNode values = component.getValue().path("enum");
            if (values.isMissingNode()) {
                return;
            }
            Set<String> set = new TreeSet<>();
            values.forEach(value -> set.add(value.asText()));
            String other = seen.putIfAbsent(set, component.getKey());
            if (other != null) {
                twice.add(other + " and " + component.getKey() + " both enumerate " + set);
            }
        });
        assertThat(twice).isEmpty();
        assertThat(seen).containsValues("Side", "RulesetName", "BoardName", "GameStatus", "ResultReason", "Winner");
    }

    @Test
    void membersReferToTheComponentsAndKeepTheirOwnWords() {
        JsonNode game = contract.path("components").path("schemas").path("Game").path("properties");
        assertThat(game.path("ruleset").path("$ref").asText()).isEqualTo(SCHEMAS + "RulesetNameOrCustom");
        assertThat(game.path("rules").path("$ref").asText()).isEqualTo(SCHEMAS + "RulesDescription");
        assertThat(game.path("status").path("$ref").asText()).isEqualTo(SCHEMAS + "GameStatus");
        assertThat(game.path("status").path("description").asText()).startsWith("aborted:");

        JsonNode yourSide = game.path("yourSide");
        assertThat(yourSide.path("anyOf").get(0).path("$ref").asText()).isEqualTo(SCHEMAS + "Side");
        assertThat(yourSide.path("anyOf").get(1).path("type").asText()).isEqualTo("null");
        assertThat(yourSide.has("type"))
                .as("the null is admitted by anyOf alone")
                .isFalse();
        assertThat(yourSide.path("description").asText()).startsWith("The side the caller plays");

        JsonNode board = parameter("/api/games", "get", "board");
        assertThat(board.path("schema").path("$ref").asText()).isEqualTo(SCHEMAS + "BoardNameOrCustom");
        JsonNode status = parameter("/api/tournaments", "get", "status");
        assertThat(status.path("schema").path("$ref").asText()).isEqualTo(SCHEMAS + "TournamentStatus");
    }

    @Test
    void theRulesetsAreEnumeratedOnceAndEveryMemberThatNamesOneRefersToThem() {
        JsonNode schemas = contract.path("components").path("schemas");
        List<String> members = new ArrayList<>();
        walk(contract, "", (node, where) -> {
            if (node.path("$ref").asText("").startsWith(SCHEMAS + "RulesetName")) {
                members.add(where);
            }
        });
        assertThat(members).hasSizeGreaterThanOrEqualTo(18);
        assertThat(schemas.path("RulesetNameOrCustom").path("enum").toString())
                .isEqualTo(schemas.path("RulesetName").path("enum").toString().replace("]", ",\"custom\"]"));
        assertThat(schemas.path("CreateGame")
                        .path("properties")
                        .path("ruleset")
                        .path("$ref")
                        .asText())
                .isEqualTo(SCHEMAS + "RulesetName");
        assertThat(schemas.path("Result")
                        .path("properties")
                        .path("reason")
                        .path("$ref")
                        .asText())
                .isEqualTo(SCHEMAS + "ResultReason");
        assertThat(schemas.path("ResultReason").path("enum").toString()).contains("\"move-limit\"");
        assertThat(schemas.path("RulesDescription")
                        .path("properties")
                        .path("king-arms")
                        .path("$ref")
                        .asText())
                .isEqualTo(SCHEMAS + "KingArms");
    }

    @Test
    void everyReferenceResolves() {
        List<String> dangling = new ArrayList<>();
        walk(contract, "", (node, where) -> {
            String ref = node.path("$ref").asText("");
            if (ref.startsWith(SCHEMAS)
                    && contract.path("components")
                            .path("schemas")
                            .path(ref.substring(SCHEMAS.length()))
                            .isMissingNode()) {
                dangling.add(where + " " + ref);
            }
        });
        assertThat(dangling).isEmpty();
    }

    private JsonNode parameter(String path, String method, String name) {
        for (JsonNode parameter : contract.path("paths").path(path).path(method).path("parameters")) {
            if (parameter.path("name").asText().equals(name)) {
                return parameter;
            }
        }
        throw new AssertionError("no parameter " + name + " on " + method + " " + path);
    }

    private interface Visit {
        void accept(JsonNode node, String where);
    }

    private static void walk(JsonNode node, String where, Visit visit) {
        if (node.isObject()) {
            visit.accept(node, where);
            node.properties().forEach(member -> walk(member.getValue(), where + "/" + member.getKey(), visit));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), where + "/" + i, visit);
            }
        }
    }
}
