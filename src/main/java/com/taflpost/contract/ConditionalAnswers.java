package com.taflpost.contract;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.headers.Header;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * The GETs that answer a conditional request: an {@code If-None-Match} naming the current ETag gets 304 with that ETag
 * and no body ({@code ETags.answer}, {@code GameService.view}). Listed here, by operation id, so that each documents
 * the header and the 304 the same way: a resource may say more (its own descriptions and examples), never less, and a
 * 304 never has content, whatever was written for it.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class ConditionalAnswers implements OASFilter {

    /** The conditional GETs. */
    static final Set<String> CONDITIONAL = Set.of("getGame", "getGameRecord", "getGamePicture", "getPositionPicture");

    /** The shared parameters that document If-None-Match where the operation itself does not. */
    private static final Map<String, String> SHARED_IF_NONE_MATCH = Map.of("getGame", "GameIfNoneMatch");

    static final String IF_NONE_MATCH = "If-None-Match";
    static final String NOT_MODIFIED = "NotModified";

    private Components components;

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getPaths() == null || openAPI.getPaths().getPathItems() == null) {
            return;
        }
        components = openAPI.getComponents();
        openAPI.getPaths()
                .getPathItems()
                .values()
                .forEach(item -> item.getOperations().values().stream()
                        .filter(operation -> CONDITIONAL.contains(operation.getOperationId()))
                        .forEach(this::document));
    }

    private void document(Operation operation) {
        if (!hasIfNoneMatch(operation)) {
            String shared = SHARED_IF_NONE_MATCH.get(operation.getOperationId());
            if (shared != null) {
                HandWritten.component(components.getParameters(), shared);
                operation.addParameter(OASFactory.createParameter().ref(shared));
            } else {
                operation.addParameter(OASFactory.createParameter()
                        .name(IF_NONE_MATCH)
                        .in(Parameter.In.HEADER)
                        .description("An ETag of an earlier answer: when it is still current the answer is 304"
                                + " without a body")
                        .schema(OASFactory.createSchema().addType(Schema.SchemaType.STRING)));
            }
        }
        APIResponse notModified = operation.getResponses().getAPIResponse("304");
        if (notModified == null) {
            HandWritten.component(components.getResponses(), NOT_MODIFIED);
            operation
                    .getResponses()
                    .addAPIResponse("304", OASFactory.createAPIResponse().ref(NOT_MODIFIED));
            return;
        }
        if (notModified.getRef() != null) {
            notModified = HandWritten.component(components.getResponses(), notModified.getRef());
        }
        withoutBody(notModified);
    }

    /** A 304 carries the current ETag and nothing else: RFC 9110 forbids it content. */
    private void withoutBody(APIResponse notModified) {
        notModified.setContent(null);
        Map<String, Header> headers = notModified.getHeaders() == null
                ? new LinkedHashMap<>()
                : new LinkedHashMap<>(notModified.getHeaders());
        headers.putIfAbsent("ETag", OASFactory.createHeader().ref("CurrentETag"));
        notModified.setHeaders(headers);
    }

    private boolean hasIfNoneMatch(Operation operation) {
        List<Parameter> parameters = operation.getParameters();
        return parameters != null
                && parameters.stream()
                        .map(parameter -> HandWritten.resolve(components, parameter))
                        .anyMatch(parameter -> IF_NONE_MATCH.equalsIgnoreCase(parameter.getName())
                                && parameter.getIn() == Parameter.In.HEADER);
    }
}
