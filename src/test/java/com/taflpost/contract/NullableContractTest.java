package com.taflpost.contract;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.problem.ApiProblem;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.ServedContract;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The audit found Clock.defenders declared an object though it is null without a clock. Here real answers are
 * walked beside the served contract: wherever an answer has a null, the contract must admit one. And the statuses
 * every operation can answer before it runs (400 bad-host, 401, 414, 431; 413 and 415 with a body; 429 for writes)
 * are documented.
 */
@QuarkusTest
class NullableContractTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonNode contract;

    @BeforeEach
    void readContract() {
        contract = ServedContract.document();
    }

    @Test
    void everyNullInAnAnswerIsDeclaredNullable() throws Exception {
        TestPlayer astrid = Players.register("nulls");
        JsonPath anonymous = Games.anonymous("copenhagen", "brandubh");
        String game = anonymous.getString("id");
        String waiting = Games.create(
                        astrid.token(), Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "attackers"))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        String challenge = given().contentType(ContentType.JSON)
                .auth()
                .oauth2(astrid.token())
                .body(Map.of("ruleset", "tablut", "board", "tablut"))
                .post("/api/challenges")
                .then()
                .statusCode(201)
                .extract()
                .path("id");

        List<String> failures = new ArrayList<>();
        check(given().get("/api/games/{id}", game).asString(), "Game", failures);
        check(given().get("/api/games/{id}", waiting).asString(), "Game", failures);
        check(
                given().auth()
                        .oauth2(astrid.token())
                        .get("/api/challenges/{id}", challenge)
                        .asString(),
                "Challenge",
                failures);
        check(given().get("/api/players/{name}", astrid.name()).asString(), "PlayerProfile", failures);
        check(given().get("/api/boards").asString(), "Board", failures);
        check(given().get("/api/games/{id}/legal-moves", game).asString(), "LegalMoves", failures);
        check(given().auth().oauth2(astrid.token()).get("/api/players/me/games").asString(), "MyGames", failures);
        check(
                given().contentType(ContentType.JSON)
                        .body(Map.of("ruleset", "copenhagen", "board", "brandubh"))
                        .post("/api/analysis")
                        .asString(),
                "Analysis",
                failures);
        assertThat(failures).isEmpty();
    }

    /** The answers the guards give before any resource runs, which every operation can therefore give. */
    @Test
    void everyOperationDocumentsTheAnswersOfTheGuards() {
        given().get("/api/players/" + "a".repeat(5000)).then().statusCode(414);
        given().header("Host", "evil.example").get("/api/boards").then().statusCode(400);
        given().auth().oauth2("not-a-token").get("/api/boards").then().statusCode(401);
        List<String> missing = new ArrayList<>();
        contract.get("paths")
                .properties()
                .forEach(path -> path.getValue().properties().forEach(operation -> {
                    JsonNode responses = operation.getValue().path("responses");
                    String where = operation.getKey() + " " + path.getKey();
                    List<String> statuses = new ArrayList<>(List.of("401", "414", "431"));
                    if (operation.getValue().has("requestBody")) {
                        statuses.addAll(List.of("413", "415"));
                    }
                    if (!operation.getKey().equals("get")) {
                        statuses.add("429");
                    }
                    statuses.stream()
                            .filter(status -> !responses.has(status))
                            .forEach(status -> missing.add(where + " " + status));
                    JsonNode examples = responses
                            .path("400")
                            .path("content")
                            .path(ApiProblem.MEDIA_TYPE)
                            .path("examples");
                    if (!examples.has("bad-host") || !examples.has("nul-character")) {
                        missing.add(where + " 400 bad-host and nul-character");
                    }
                }));
        assertThat(missing).isEmpty();
    }

    private void check(String answer, String schemaName, List<String> failures) throws Exception {
        walk(JSON.readTree(answer), schema(schemaName), schemaName, failures);
    }

    private JsonNode schema(String name) {
        return contract.path("components").path("schemas").path(name);
    }

    private void walk(JsonNode value, JsonNode schema, String where, List<String> failures) {
        if (value.isNull()) {
            if (!admitsNull(schema)) {
                failures.add(where + " is null but declared " + schema);
            }
            return;
        }
        JsonNode shape = shape(schema);
        if (value.isArray()) {
            value.forEach(item -> walk(item, shape.path("items"), where + "[]", failures));
        } else if (value.isObject()) {
            value.properties().forEach(member -> {
                JsonNode declared = shape.path("properties").path(member.getKey());
                if (!declared.isMissingNode()) {
                    walk(member.getValue(), declared, where + "." + member.getKey(), failures);
                }
            });
        }
    }

    /** The schema a non-null value follows: through $ref and the non-null branch of anyOf. */
    private JsonNode shape(JsonNode schema) {
        if (schema.has("$ref")) {
            return shape(schema(schema.get("$ref").asText().substring("#/components/schemas/".length())));
        }
        for (JsonNode branch : schema.path("anyOf")) {
            if (!isNullType(branch.path("type"))) {
                return shape(branch);
            }
        }
        return schema;
    }

    /** Both what type says and what anyOf says must let a null through (JSON Schema asks both). */
    private boolean admitsNull(JsonNode schema) {
        if (schema.has("$ref") && !schema.has("anyOf") && !schema.has("type")) {
            return admitsNull(shape(schema));
        }
        JsonNode type = schema.path("type");
        boolean byType = type.isMissingNode()
                || isNullType(type)
                || type.isArray()
                        && List.copyOf(JSON.convertValue(type, List.class)).contains("null");
        JsonNode anyOf = schema.path("anyOf");
        boolean byAnyOf = anyOf.isMissingNode();
        for (JsonNode branch : anyOf) {
            byAnyOf |= branch.has("$ref") ? admitsNull(branch) : isNullType(branch.path("type"));
        }
        return byType && byAnyOf && !(schema.has("$ref") && !schema.has("anyOf"));
    }

    private static boolean isNullType(JsonNode type) {
        return type.isTextual() && type.asText().equals("null");
    }
}
