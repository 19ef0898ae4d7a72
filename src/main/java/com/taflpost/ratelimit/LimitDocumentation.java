package com.taflpost.ratelimit;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.Set;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;

/**
 * Adds the shared 429 response ({@code RateLimited} in {@code META-INF/openapi.yaml}) to the operations that
 * {@link RateLimitFilter} and {@link LoginBackoff} limit, by operation id, beside the filters that do it.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class LimitDocumentation implements OASFilter {
    static final Set<String> LIMITED = Set.of(
            "createGame",
            "importGame",
            "registerPlayer",
            "createToken",
            "playMove",
            "joinGame",
            "resignGame",
            "createChallenge",
            "acceptChallenge",
            "declineChallenge",
            "cancelChallenge",
            "registerWebhook",
            "subscribePush",
            "analyse");

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getPaths() == null || openAPI.getPaths().getPathItems() == null) {
            return;
        }
        openAPI.getPaths()
                .getPathItems()
                .values()
                .forEach(item -> item.getOperations().values().forEach(operation -> {
                    if (LIMITED.contains(operation.getOperationId())
                            && operation.getResponses().getAPIResponse("429") == null) {
                        operation
                                .getResponses()
                                .addAPIResponse(
                                        "429", OASFactory.createAPIResponse().ref("RateLimited"));
                    }
                }));
    }
}
