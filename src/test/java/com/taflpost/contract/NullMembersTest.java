package com.taflpost.contract;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.ServedContract;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * One rule for every request body (issue 43, item 2): a member the contract does not type as nullable is a value or
 * is left out; a null is refused with 400 validation naming it, never taken as absent. Walked over every JSON request
 * body of the served contract, each member and each member of an object member, so that a new body is covered too.
 */
@QuarkusTest
class NullMembersTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aNullMemberOfAnyRequestBodyIsRefusedByName() {
        JsonNode contract = ServedContract.document();
        TestPlayer player = Players.register("nulls");
        List<String> sent = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        contract.path("paths")
                .properties()
                .forEach(path -> path.getValue().properties().forEach(operation -> {
                    JsonNode body = operation
                            .getValue()
                            .path("requestBody")
                            .path("content")
                            .path("application/json")
                            .path("schema");
                    if (body.isMissingNode()) {
                        return;
                    }
                    String target = path.getKey().replaceAll("\\{[^}]+}", "Xk3p9QaZ2m");
                    for (List<String> member : members(contract, body, List.of(), 2)) {
                        String where = operation.getKey() + " " + path.getKey() + " " + String.join(".", member);
                        sent.add(where);
                        Response answer = given().auth()
                                .oauth2(player.token())
                                .contentType(ContentType.JSON)
                                .body(withNull(member))
                                .request(operation.getKey(), target);
                        String field = String.join(".", member);
                        if (answer.statusCode() != 400
                                || !"validation".equals(answer.jsonPath().getString("code"))
                                || !List.of(field).equals(answer.jsonPath().getList("errors.field"))) {
                            failures.add(where + ": " + answer.statusCode() + " " + answer.asString());
                        }
                    }
                }));
        assertThat(sent)
                .contains(
                        "post /api/challenges takebacks",
                        "put /api/players/me/notifications alarm",
                        "post /api/games timeControl.type");
        assertThat(failures).isEmpty();
    }

    /** The members of a body, and of its object members to {@code depth}, each as its path of names. */
    private static List<List<String>> members(JsonNode contract, JsonNode schema, List<String> at, int depth) {
        Set<List<String>> members = new LinkedHashSet<>();
        JsonNode shape = resolved(contract, schema);
        // a choice of shapes (a tournament's format, a time control's type): the members of every shape
        for (JsonNode branch : shape.path("oneOf")) {
            members.addAll(members(contract, branch, at, depth));
        }
        shape.path("properties").properties().forEach(member -> {
            if (admitsNull(contract, member.getValue())) {
                return;
            }
            List<String> path = new ArrayList<>(at);
            path.add(member.getKey());
            members.add(List.copyOf(path));
            if (depth > 1) {
                members.addAll(members(contract, member.getValue(), path, depth - 1));
            }
        });
        return new ArrayList<>(members);
    }

    private static boolean admitsNull(JsonNode contract, JsonNode schema) {
        JsonNode shape = resolved(contract, schema);
        JsonNode type = shape.path("type");
        if (type.asText().equals("null") || (type.isArray() && type.toString().contains("\"null\""))) {
            return true;
        }
        for (JsonNode branch : shape.path("anyOf")) {
            if (branch.path("type").asText().equals("null")) {
                return true;
            }
        }
        return false;
    }

    private static JsonNode resolved(JsonNode contract, JsonNode schema) {
        JsonNode node = schema;
        while (node.has("$ref")) {
            node = contract.at(node.get("$ref").asText().substring(1));
        }
        return node;
    }

    /** A body with the member at {@code path} null, inside objects for the names before it. */
    private static String withNull(List<String> path) {
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        ObjectNode at = body;
        for (String name : path.subList(0, path.size() - 1)) {
            at = at.putObject(name);
        }
        at.putNull(path.get(path.size() - 1));
        try {
            return JSON.writeValueAsString(body);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
