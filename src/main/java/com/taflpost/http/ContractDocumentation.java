package com.taflpost.http;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * What the contract must say of every operation and member, done once rather than on each: a member that may be null
 * admits null, an operation with a body may be refused with 415, any request with 414, and any API call with 503
 * while the database cannot be reached. The responses are components of {@code META-INF/openapi.yaml}.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class ContractDocumentation implements OASFilter {

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getComponents() != null && openAPI.getComponents().getSchemas() != null) {
            openAPI.getComponents().getSchemas().values().forEach(ContractDocumentation::nullableMembers);
        }
        if (openAPI.getPaths() == null || openAPI.getPaths().getPathItems() == null) {
            return;
        }
        openAPI.getPaths()
                .getPathItems()
                .forEach((path, item) -> item.getOperations().values().forEach(operation -> {
                    add(operation, "414", "UriTooLong");
                    if (path.startsWith("/api/")) {
                        add(operation, "503", "ServiceUnavailable");
                    }
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

    private static void add(Operation operation, String code, String component) {
        APIResponses responses = operation.getResponses();
        if (responses != null && responses.getAPIResponse(code) == null) {
            responses.addAPIResponse(code, OASFactory.createAPIResponse().ref(component));
        }
    }
}
