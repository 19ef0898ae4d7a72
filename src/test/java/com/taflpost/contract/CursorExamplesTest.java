package com.taflpost.contract;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.ServedContract;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A list's cursor is its own: a cursor of another list is refused (400 bad-cursor). Every cursor the contract shows
 * as an example is therefore one its own list takes (issue 43: each list showed the "mine" list's), so that a client
 * or a generator trying the examples is not refused.
 */
@QuarkusTest
class CursorExamplesTest {

    @Test
    void everyListTakesTheCursorItsContractShows() {
        JsonNode contract = ServedContract.document();
        TestPlayer player = Players.register("cursors");
        List<String> tried = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        contract.path("paths").properties().forEach(path -> {
            JsonNode list = path.getValue().path("get");
            JsonNode cursor = parameter(contract, list, "cursor");
            if (cursor == null || !cursor.has("example")) {
                return;
            }
            RequestSpecification request = given().auth()
                    .oauth2(player.token())
                    .queryParam("cursor", cursor.get("example").asText());
            for (JsonNode declared : list.path("parameters")) {
                JsonNode parameter = resolved(contract, declared);
                if (parameter.path("in").asText().equals("query")
                        && parameter.path("required").asBoolean(false)) {
                    request.queryParam(
                            parameter.path("name").asText(),
                            parameter.path("example").asText());
                }
            }
            String target = path.getKey().replace("{name}", player.name());
            assertThat(target)
                    .as("a list whose path needs a value this test has no way to make")
                    .doesNotContain("{");
            Response answer = request.get(target);
            tried.add(path.getKey());
            if (answer.statusCode() != 200) {
                refused.add(path.getKey() + ": " + answer.statusCode() + " " + answer.asString());
            }
        });
        assertThat(tried).contains("/api/games");
        assertThat(refused).isEmpty();
    }

    private static JsonNode parameter(JsonNode contract, JsonNode operation, String name) {
        for (JsonNode declared : operation.path("parameters")) {
            JsonNode parameter = resolved(contract, declared);
            if (parameter.path("name").asText().equals(name)) {
                return parameter;
            }
        }
        return null;
    }

    private static JsonNode resolved(JsonNode contract, JsonNode node) {
        return node.has("$ref") ? contract.at(node.get("$ref").asText().substring(1)) : node;
    }
}
