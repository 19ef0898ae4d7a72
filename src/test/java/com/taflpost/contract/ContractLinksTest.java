package com.taflpost.contract;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.ServedContract;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The links of the contract lead somewhere: each names an operation that takes the parameter it sets, from a member
 * the answer it hangs on has; and followed from a real answer, they reach the game that was made.
 */
@QuarkusTest
class ContractLinksTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String BODY = "$response.body#";

    private JsonNode contract;

    @BeforeEach
    void readContract() {
        contract = ServedContract.document();
    }

    @Test
    void everyLinkNamesAnOperationAndAMemberThatExist() {
        List<String> broken = new ArrayList<>();
        int links = 0;
        for (Map.Entry<String, JsonNode> path : contract.path("paths").properties()) {
            for (Map.Entry<String, JsonNode> operation : path.getValue().properties()) {
                for (Map.Entry<String, JsonNode> response :
                        operation.getValue().path("responses").properties()) {
                    JsonNode schema = response.getValue()
                            .path("content")
                            .path("application/json")
                            .path("schema");
                    for (Map.Entry<String, JsonNode> link :
                            response.getValue().path("links").properties()) {
                        links++;
                        String where = operation.getValue().path("operationId").asText() + " " + response.getKey() + " "
                                + link.getKey();
                        JsonNode resolved = component("links", link.getValue());
                        JsonNode target = operation(resolved.path("operationId").asText());
                        if (target == null) {
                            broken.add(where + ": no operation " + resolved.path("operationId"));
                            continue;
                        }
                        resolved.path("parameters").properties().forEach(parameter -> {
                            if (!hasParameter(target, parameter.getKey())) {
                                broken.add(where + ": no parameter " + parameter.getKey());
                            }
                            String expression = parameter.getValue().asText();
                            if (!expression.startsWith(BODY)
                                    || member(schema, expression.substring(BODY.length()))
                                            .isMissingNode()) {
                                broken.add(where + ": the answer has no member " + expression);
                            }
                        });
                    }
                }
            }
        }
        assertThat(broken).isEmpty();
        assertThat(links).isGreaterThanOrEqualTo(20);
    }

    @Test
    void theCreatedAnswersLinkToWhatFollows() {
        assertThat(links("createGame"))
                .containsKeys(
                        "getGame",
                        "playMove",
                        "listLegalMoves",
                        "getGameRecord",
                        "streamGameEvents",
                        "claimInvitation");
        assertThat(links("importGame")).containsKeys("getGame", "playMove");
        assertThat(links("acceptChallenge")).containsKeys("getGame", "playMove");
        assertThat(links("claimInvitation")).containsKeys("getGame", "playMove");
        assertThat(links("registerPlayer")).containsKeys("getPlayer");
        assertThat(links("createChallenge")).containsKeys("acceptChallenge", "declineChallenge");
        assertThat(links("createTournament")).containsKeys("enterTournament");
        assertThat(links("registerWebhook")).containsKeys("deleteWebhook");
    }

    @Test
    void followedFromARealAnswerTheLinksReachTheGame() throws Exception {
        Response created = Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh"));
        created.then().statusCode(201);
        JsonNode game = JSON.readTree(created.asString());
        String id = game.path("id").asText();

        assertThat(follow(game, "createGame", "getGame")).isEqualTo(id);
        given().get("/api/games/{id}", follow(game, "createGame", "getGame"))
                .then()
                .statusCode(200);
        given().get("/api/games/{id}/legal-moves", follow(game, "createGame", "listLegalMoves"))
                .then()
                .statusCode(200);
        given().get("/api/games/{id}/record", follow(game, "createGame", "getGameRecord"))
                .then()
                .statusCode(200);
        Response claimed = given().post("/api/invitations/{code}/claim", follow(game, "createGame", "claimInvitation"));
        claimed.then().statusCode(201);
        assertThat(follow(JSON.readTree(claimed.asString()), "claimInvitation", "getGame"))
                .isEqualTo(id);
    }

    /** The value a link of {@code operationId}'s 201 takes from {@code answer}. */
    private String follow(JsonNode answer, String operationId, String link) {
        JsonNode resolved = component("links", links(operationId).get(link));
        String expression = resolved.path("parameters")
                .properties()
                .iterator()
                .next()
                .getValue()
                .asText();
        return answer.at(expression.substring(BODY.length())).asText();
    }

    private Map<String, JsonNode> links(String operationId) {
        Map<String, JsonNode> links = new java.util.LinkedHashMap<>();
        operation(operationId)
                .path("responses")
                .path("201")
                .path("links")
                .properties()
                .forEach(link -> links.put(link.getKey(), link.getValue()));
        return links;
    }

    /** The schema of the member at {@code pointer} in a body of {@code schema}, missing if it has none. */
    private JsonNode member(JsonNode schema, String pointer) {
        JsonNode at = component("schemas", schema);
        for (String name : pointer.substring(1).split("/")) {
            at = component("schemas", at.path("properties").path(name));
        }
        return at;
    }

    private JsonNode operation(String operationId) {
        for (Map.Entry<String, JsonNode> path : contract.path("paths").properties()) {
            for (Map.Entry<String, JsonNode> operation : path.getValue().properties()) {
                if (operation.getValue().path("operationId").asText().equals(operationId)) {
                    return operation.getValue();
                }
            }
        }
        return null;
    }

    private boolean hasParameter(JsonNode operation, String name) {
        for (JsonNode parameter : operation.path("parameters")) {
            if (component("parameters", parameter).path("name").asText().equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** {@code node}, or the component of {@code kind} it refers to. */
    private JsonNode component(String kind, JsonNode node) {
        String ref = node.path("$ref").asText("");
        return ref.isEmpty()
                ? node
                : contract.path("components").path(kind).path(ref.substring(ref.lastIndexOf('/') + 1));
    }
}
