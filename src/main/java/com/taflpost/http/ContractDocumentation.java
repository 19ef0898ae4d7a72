package com.taflpost.http;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * What the contract must say of every operation and member, done once rather than on each: a member that may be null
 * admits null, an operation with a body may be refused with 415, and any request with 414. The responses are
 * components of {@code META-INF/openapi.yaml}.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class ContractDocumentation implements OASFilter {

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getComponents() != null && openAPI.getComponents().getSchemas() != null) {
            openAPI.getComponents().getSchemas().values().forEach(ContractDocumentation::nullableMembers);
            requiredMembers(openAPI);
        }
        if (openAPI.getPaths() == null || openAPI.getPaths().getPathItems() == null) {
            return;
        }
        openAPI.getPaths()
                .getPathItems()
                .values()
                .forEach(item -> item.getOperations().values().forEach(operation -> {
                    add(operation, "414", "UriTooLong");
                    if (operation.getRequestBody() != null) {
                        add(operation, "415", "UnsupportedMediaType");
                    }
                }));
    }

    /**
     * A nullable member whose schema is another component comes out of the scanner as {@code anyOf: [ref, null]},
     * sometimes beside a {@code type: object} that forbids the null again (e.g. Clock.defenders): anyOf says it all.
     */
    private static void nullableMembers(Schema schema) {
        Map<String, Schema> properties = schema.getProperties();
        if (properties == null) {
            return;
        }
        properties.values().forEach(member -> {
            boolean admitsNull = member.getAnyOf() != null
                    && member.getAnyOf().stream()
                            .anyMatch(branch ->
                                    branch.getType() != null && branch.getType().contains(Schema.SchemaType.NULL));
            if (admitsNull) {
                member.setType(null);
            }
        });
    }

    /**
     * Every member of an answer is written, null where it may be null, so every member of a schema that only answers
     * use is required (generated clients then need no casts); but for the few written only when there is something
     * to say, and the problem document's optional members.
     */
    private static void requiredMembers(OpenAPI openAPI) {
        Map<String, Schema> schemas = openAPI.getComponents().getSchemas();
        Set<String> requests = new HashSet<>();
        Set<String> answers = new HashSet<>();
        if (openAPI.getPaths() != null && openAPI.getPaths().getPathItems() != null) {
            openAPI.getPaths()
                    .getPathItems()
                    .values()
                    .forEach(item -> item.getOperations().values().forEach(operation -> {
                        if (operation.getRequestBody() != null
                                && operation.getRequestBody().getContent() != null) {
                            operation
                                    .getRequestBody()
                                    .getContent()
                                    .getMediaTypes()
                                    .values()
                                    .forEach(media -> reach(media.getSchema(), schemas, requests));
                        }
                        if (operation.getResponses() != null
                                && operation.getResponses().getAPIResponses() != null) {
                            operation.getResponses().getAPIResponses().values().stream()
                                    .filter(response -> response.getContent() != null)
                                    .forEach(response -> response.getContent()
                                            .getMediaTypes()
                                            .values()
                                            .forEach(media -> reach(media.getSchema(), schemas, answers)));
                        }
                    }));
        }
        answers.removeAll(requests);
        answers.remove("Problem");
        for (String name : answers) {
            Schema schema = schemas.get(name);
            if (schema.getProperties() == null) {
                continue;
            }
            List<String> required = schema.getProperties().keySet().stream()
                    .filter(member -> !ABSENT_UNLESS_GIVEN.contains(name + "." + member))
                    .toList();
            schema.setRequired(new ArrayList<>(required));
        }
    }

    /** Members written only when given: the secrets of the answer that creates a game. */
    private static final Set<String> ABSENT_UNLESS_GIVEN = Set.of("Game.seats", "Game.seat", "Game.invitation");

    /** The component schemas {@code schema} refers to, directly or through others. */
    private static void reach(Schema schema, Map<String, Schema> schemas, Set<String> reached) {
        if (schema == null) {
            return;
        }
        if (schema.getRef() != null) {
            String name = schema.getRef().substring(schema.getRef().lastIndexOf('/') + 1);
            if (reached.add(name)) {
                reach(schemas.get(name), schemas, reached);
            }
            return;
        }
        if (schema.getProperties() != null) {
            schema.getProperties().values().forEach(member -> reach(member, schemas, reached));
        }
        reach(schema.getItems(), schemas, reached);
        Stream.of(schema.getAnyOf(), schema.getAllOf(), schema.getOneOf())
                .filter(branches -> branches != null)
                .forEach(branches -> branches.forEach(branch -> reach(branch, schemas, reached)));
    }

    private static void add(Operation operation, String code, String component) {
        APIResponses responses = operation.getResponses();
        if (responses != null && responses.getAPIResponse(code) == null) {
            responses.addAPIResponse(code, OASFactory.createAPIResponse().ref(component));
        }
    }
}
