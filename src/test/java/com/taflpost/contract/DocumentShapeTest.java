package com.taflpost.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.taflpost.testsupport.ServedContract;
import io.quarkus.test.junit.QuarkusTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Rules that hold over the whole served document rather than one operation (issue 43): a pattern or a bound applies
 * only to values of its type, so a schema without one lets any other type through; and "no token needed" is the
 * empty list of requirements, not a list holding one empty requirement.
 */
@QuarkusTest
class DocumentShapeTest {
    /** The keywords that give a schema its type, directly or through the schemas it is made of. */
    private static final Set<String> TYPED = Set.of("type", "$ref", "anyOf", "oneOf", "allOf", "enum", "const");

    @Test
    void everyParameterAndMemberHasAType() {
        JsonNode contract = ServedContract.document();
        List<String> untyped = new ArrayList<>();
        contract.path("components")
                .path("schemas")
                .properties()
                .forEach(schema -> members(schema.getValue(), "#/components/schemas/" + schema.getKey(), untyped));
        contract.path("components")
                .path("parameters")
                .properties()
                .forEach(parameter -> typed(
                        parameter.getValue().path("schema"), "#/components/parameters/" + parameter.getKey(), untyped));
        contract.path("paths")
                .properties()
                .forEach(path -> path.getValue().properties().forEach(operation -> {
                    for (JsonNode parameter : operation.getValue().path("parameters")) {
                        if (!parameter.has("$ref")) {
                            typed(
                                    parameter.path("schema"),
                                    operation.getKey() + " " + path.getKey() + " "
                                            + parameter.path("name").asText(),
                                    untyped);
                        }
                    }
                }));
        assertThat(untyped).isEmpty();
    }

    @Test
    void operationsWithoutATokenDeclareNoRequirement() {
        JsonNode contract = ServedContract.document();
        List<String> emptyOnly = new ArrayList<>();
        List<String> none = new ArrayList<>();
        contract.path("paths")
                .properties()
                .forEach(path -> path.getValue().properties().forEach(operation -> {
                    JsonNode security = operation.getValue().path("security");
                    String where = operation.getKey() + " " + path.getKey();
                    boolean named = false;
                    boolean empty = false;
                    for (JsonNode requirement : security) {
                        named |= !requirement.isEmpty();
                        empty |= requirement.isEmpty();
                    }
                    if (empty && !named) {
                        emptyOnly.add(where);
                    }
                    if (security.isArray() && security.isEmpty()) {
                        none.add(where);
                    }
                }));
        // an empty requirement beside named ones says the token is optional; alone it says nothing [] does not
        assertThat(emptyOnly).isEmpty();
        assertThat(none).contains("get /api/boards", "get /api/games/{id}", "post /api/analysis");
    }

    /**
     * The members of a schema, through arrays and compositions. The subschemas of if/then/else and dependentSchemas
     * narrow members a schema has already typed, so they are not walked.
     */
    private static void members(JsonNode schema, String where, List<String> untyped) {
        schema.path("properties").properties().forEach(member -> {
            String at = where + "." + member.getKey();
            typed(member.getValue(), at, untyped);
            members(member.getValue(), at, untyped);
        });
        if (schema.has("items")) {
            members(schema.get("items"), where + "[]", untyped);
        }
        for (String composition : List.of("anyOf", "oneOf", "allOf")) {
            for (JsonNode branch : schema.path(composition)) {
                members(branch, where + "/" + composition, untyped);
            }
        }
    }

    private static void typed(JsonNode schema, String where, List<String> untyped) {
        if (TYPED.stream().noneMatch(schema::has)) {
            untyped.add(where + " " + schema);
        }
    }
}
