package com.taflpost.contract;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.ServedContract;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract and the server agree on conditional reads: the GETs the contract gives a 304 are those that tag their
 * answers, each documents If-None-Match and a 304 with the ETag and no body, and the server answers each so.
 */
@QuarkusTest
class ConditionalAnswersTest {
    private static final String POSITION = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

    private JsonNode contract;

    @BeforeEach
    void readContract() {
        contract = ServedContract.document();
    }

    @Test
    void everyTaggedReadDocumentsItsNotModifiedAnswer() {
        Set<String> notModified = new TreeSet<>();
        Set<String> ifNoneMatch = new TreeSet<>();
        Set<String> tagged = new TreeSet<>();
        gets().forEach((id, operation) -> {
            JsonNode responses = operation.path("responses");
            if (resolve(responses.path("200")).path("headers").has("ETag")) {
                tagged.add(id);
            }
            if (responses.has("304")) {
                notModified.add(id);
                JsonNode answer = resolve(responses.path("304"));
                assertThat(answer.path("headers").has("ETag"))
                        .as(id + " 304 ETag")
                        .isTrue();
                assertThat(answer.has("content")).as(id + " 304 has no body").isFalse();
            }
            for (JsonNode parameter : operation.path("parameters")) {
                JsonNode resolved = resolve(parameter);
                if (resolved.path("name").asText().equalsIgnoreCase("If-None-Match")
                        && resolved.path("in").asText().equals("header")) {
                    ifNoneMatch.add(id);
                }
            }
        });
        assertThat(notModified).isEqualTo(new TreeSet<>(ConditionalAnswers.CONDITIONAL));
        assertThat(ifNoneMatch).isEqualTo(notModified);
        assertThat(tagged).isEqualTo(notModified);
    }

    static Stream<String> conditional() {
        return ConditionalAnswers.CONDITIONAL.stream().sorted();
    }

    @ParameterizedTest
    @MethodSource("conditional")
    void theServerAnswersNotModifiedWithTheTagAndNoBody(String operationId) {
        String game = Games.anonymous("copenhagen", "brandubh").getString("id");
        String path = pathOf(operationId).replace("{id}", game);
        Map<String, String> query = operationId.equals("getPositionPicture") ? Map.of("position", POSITION) : Map.of();

        Response first = given().queryParams(query).get(path);
        first.then().statusCode(200);
        String tag = first.header("ETag");
        assertThat(tag).as("the 200 is tagged").isNotBlank();

        Response again = given().queryParams(query).header("If-None-Match", tag).get(path);
        again.then().statusCode(304);
        assertThat(again.header("ETag")).isEqualTo(tag);
        assertThat(again.asByteArray()).isEmpty();

        given().queryParams(query)
                .header("If-None-Match", "W/" + tag)
                .get(path)
                .then()
                .statusCode(304);
        given().queryParams(query)
                .header("If-None-Match", "\"some-other-tag\"")
                .get(path)
                .then()
                .statusCode(200);
    }

    /** The GET operations of the contract, by operation id. */
    private Map<String, JsonNode> gets() {
        Map<String, JsonNode> gets = new TreeMap<>();
        contract.path("paths").properties().forEach(path -> {
            JsonNode get = path.getValue().path("get");
            if (!get.isMissingNode()) {
                gets.put(get.path("operationId").asText(), get);
            }
        });
        return gets;
    }

    private String pathOf(String operationId) {
        return contract.path("paths").properties().stream()
                .filter(path ->
                        path.getValue().path("get").path("operationId").asText().equals(operationId))
                .map(Map.Entry::getKey)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no GET " + operationId));
    }

    /** A parameter or response as written, or the component it refers to. */
    private JsonNode resolve(JsonNode node) {
        String ref = node.path("$ref").asText("");
        if (ref.isEmpty()) {
            return node;
        }
        String[] parts = ref.substring(2).split("/");
        return contract.path(parts[0]).path(parts[1]).path(parts[2]);
    }
}
