package com.taflpost.contract;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.testsupport.Challenges;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.ServedContract;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The headers the server sends are declared where it sends them: Retry-After on every 429 and 503, Location on every
 * 201, the current ETag on every 412; and the server sends what the contract declares on the answers that gained it.
 */
@QuarkusTest
class ResponseHeadersTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonNode contract;

    @BeforeEach
    void readContract() {
        contract = ServedContract.document();
    }

    @Test
    void everyAnswerDeclaresTheHeadersItsStatusCarries() {
        Map<String, String> carried =
                Map.of("429", "Retry-After", "503", "Retry-After", "201", "Location", "412", "ETag");
        List<String> missing = new ArrayList<>();
        contract.path("paths")
                .properties()
                .forEach(path -> path.getValue()
                        .properties()
                        .forEach(operation -> operation
                                .getValue()
                                .path("responses")
                                .properties()
                                .forEach(response -> {
                                    String header = carried.get(response.getKey());
                                    if (header != null
                                            && !resolve(response.getValue())
                                                    .path("headers")
                                                    .has(header)) {
                                        missing.add(operation
                                                        .getValue()
                                                        .path("operationId")
                                                        .asText() + " " + response.getKey() + " " + header);
                                    }
                                })));
        assertThat(missing).isEmpty();
    }

    @Test
    void aRetryOfARequestStillBeingAnsweredIsToldWhenToRetry() {
        List<String> missing = new ArrayList<>();
        HeaderDocumentation.IDEMPOTENT.forEach(id -> {
            JsonNode conflict = resolve(operation(id).path("responses").path("409"));
            if (!conflict.path("headers").has("Retry-After")) {
                missing.add(id);
            }
        });
        assertThat(missing).isEmpty();
    }

    @Test
    void aChatMessageIsWhereItsLocationSays() {
        Seats game = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        for (Map.Entry<String, String> chat : Map.of("chat", game.attackers(), "spectator-chat", game.defenders())
                .entrySet()) {
            Response posted = Games.as(chat.getValue())
                    .body(Map.of("text", "good luck, have fun"))
                    .post("/api/games/{id}/" + chat.getKey(), game.id());
            posted.then().statusCode(201);
            long id = posted.jsonPath().getLong("id");
            URI location = URI.create(posted.header("Location"));
            assertThat(location.getPath()).isEqualTo("/api/games/" + game.id() + "/" + chat.getKey());

            JsonNode page = read(Games.as(chat.getValue()).get(location.getPath() + "?" + location.getQuery()));
            assertThat(page.path("items")).hasSize(1);
            assertThat(page.path("items").get(0).path("id").asLong()).isEqualTo(id);
        }
    }

    @Test
    void anEventTicketsLocationOpensTheStream() {
        TestPlayer astrid = Players.register("ticket");
        Response issued = Games.as(astrid.token()).post("/api/events/tickets");
        issued.then().statusCode(201);
        URI location = URI.create(issued.header("Location"));
        assertThat(location.getPath()).isEqualTo("/api/events");
        assertThat(location.getQuery()).isEqualTo("ticket=" + issued.jsonPath().getString("ticket"));
    }

    @Test
    void anAcceptedChallengesGameIsTagged() {
        TestPlayer challenger = Players.register("tagger");
        TestPlayer opponent = Players.register("tagged");
        String challenge = Challenges.created(challenger, Map.of("opponent", opponent.name()));
        Response accepted = Games.as(opponent.token()).post("/api/challenges/{id}/accept", challenge);
        accepted.then().statusCode(201);
        String tag = accepted.header("ETag");
        assertThat(tag).isNotBlank();
        assertThat(given().get("/api/games/{id}", accepted.jsonPath().getString("id"))
                        .header("ETag"))
                .isEqualTo(tag);
    }

    @Test
    void aStaleIfMatchIsAnsweredWithTheCurrentTag() {
        Seats game = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        String tag = given().get("/api/games/{id}", game.id()).header("ETag");
        Response refused = Games.as(game.attackers())
                .header("If-Match", "\"game.stale\"")
                .body(Map.of("move", "b4-b2"))
                .post("/api/games/{id}/moves", game.id());
        refused.then().statusCode(412);
        assertThat(refused.header("ETag")).isEqualTo(tag);
    }

    private static JsonNode read(Response response) {
        try {
            return JSON.readTree(response.then().statusCode(200).extract().asString());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private JsonNode operation(String operationId) {
        for (Map.Entry<String, JsonNode> path : contract.path("paths").properties()) {
            for (Map.Entry<String, JsonNode> operation : path.getValue().properties()) {
                if (operation.getValue().path("operationId").asText().equals(operationId)) {
                    return operation.getValue();
                }
            }
        }
        throw new AssertionError("no operation " + operationId);
    }

    /** A response as written, or the component it refers to. */
    private JsonNode resolve(JsonNode response) {
        String ref = response.path("$ref").asText("");
        return ref.isEmpty()
                ? response
                : contract.path("components").path("responses").path(ref.substring(ref.lastIndexOf('/') + 1));
    }
}
