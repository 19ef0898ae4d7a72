package com.taflpost.contract;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Drops the response components no operation refers to. {@link ContractDocumentation} writes a shared 400 or 403 out
 * into each operation that names it, to add the guards' examples, so the component it copied stays behind unused: a
 * reader would take it for a live answer, and the lint warns of it. Runs after every other filter.
 */
@OpenApiFilter(value = OpenApiFilter.RunStage.BUILD, priority = -1)
public class UnusedResponses implements OASFilter {
    private static final String PREFIX = "#/components/responses/";

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getComponents() == null || openAPI.getComponents().getResponses() == null) {
            return;
        }
        Set<String> used = new HashSet<>();
        Stream.of(openAPI.getPaths() == null ? null : openAPI.getPaths().getPathItems(), openAPI.getWebhooks())
                .filter(items -> items != null)
                .flatMap(items -> items.values().stream())
                .flatMap(item -> operations(item).stream())
                .filter(operation -> operation.getResponses() != null
                        && operation.getResponses().getAPIResponses() != null)
                .flatMap(operation -> operation.getResponses().getAPIResponses().values().stream())
                .map(APIResponse::getRef)
                .filter(ref -> ref != null && ref.startsWith(PREFIX))
                .forEach(ref -> used.add(ref.substring(PREFIX.length())));
        Map<String, APIResponse> responses = openAPI.getComponents().getResponses();
        Set.copyOf(responses.keySet()).stream()
                .filter(name -> !used.contains(name))
                .forEach(name -> openAPI.getComponents().removeResponse(name));
    }

    private static Collection<Operation> operations(PathItem item) {
        return item.getOperations() == null ? List.of() : item.getOperations().values();
    }
}
