package com.taflpost.contract;

import com.taflpost.problem.ApiProblem;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.examples.Example;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.MediaType;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * Documents what the request filters add to operations they do not own: {@code Idempotency-Key} ({@link Idempotency})
 * on the POSTs that create something, and the games' conditional writes ({@code ETag}, {@code If-Match}; the
 * conditional reads are {@link ConditionalAnswers}'s). Done here, by operation id, so that the filters and their
 * documentation stay in one place; the parameters, headers and problem responses themselves are components of
 * {@code META-INF/openapi.yaml}.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class HeaderDocumentation implements OASFilter {

    static final Set<String> IDEMPOTENT = Set.of(
            "createGame",
            "registerPlayer",
            "playMove",
            "importGame",
            "registerWebhook",
            "createChallenge",
            "acceptChallenge",
            "claimInvitation");
    /** Operations answering a game, whose 2xx answers carry its ETag (except an answer with seat tokens). */
    static final Set<String> TAGGED =
            Set.of("getGame", "playMove", "resignGame", "joinGame", "createGame", "importGame", "acceptChallenge");

    static final Set<String> IF_MATCH = Set.of("playMove", "resignGame");

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
                .forEach(item -> item.getOperations().values().forEach(operation -> {
                    pathParametersFirst(operation);
                    document(operation);
                }));
    }

    private void document(Operation operation) {
        String id = operation.getOperationId();
        if (id == null) {
            return;
        }
        APIResponses responses = operation.getResponses();
        if (TAGGED.contains(id)) {
            responses.getAPIResponses().forEach((code, response) -> {
                if (code.startsWith("2")) {
                    response.addHeader("ETag", OASFactory.createHeader().ref("GameETag"));
                }
            });
        }
        if (IF_MATCH.contains(id)) {
            operation.addParameter(parameter("IfMatch"));
            problem(responses, "412", "PreconditionFailed");
        }
        if (IDEMPOTENT.contains(id)) {
            operation.addParameter(parameter("IdempotencyKey"));
            problem(responses, "400", "BadIdempotencyKey");
            problem(responses, "409", "IdempotencyKeyInFlight");
            problem(responses, "422", "IdempotencyKeyReused");
        }
    }

    /**
     * The scanner sorts a referenced parameter ({@code @Parameter(ref = ...)}), which has no name of its own, after the
     * named ones; a shared path parameter belongs first, where it was when it was written out in each operation.
     */
    private void pathParametersFirst(Operation operation) {
        List<Parameter> parameters = operation.getParameters();
        if (parameters == null || parameters.stream().noneMatch(p -> p.getRef() != null)) {
            return;
        }
        List<Parameter> sorted = new ArrayList<>(parameters);
        sorted.sort(Comparator.comparing(p -> HandWritten.resolve(components, p).getIn() != Parameter.In.PATH));
        operation.setParameters(sorted);
    }

    private Parameter parameter(String name) {
        HandWritten.component(components.getParameters(), name);
        return OASFactory.createParameter().ref(name);
    }

    /**
     * Adds the problem response component {@code name} under this status: as a reference when the operation has no
     * such response, else as one more example of the operation's own response, whose description and headers it
     * extends.
     */
    private void problem(APIResponses responses, String code, String name) {
        APIResponse shared = HandWritten.component(components.getResponses(), name);
        APIResponse response = responses.getAPIResponse(code);
        if (response == null) {
            responses.addAPIResponse(code, OASFactory.createAPIResponse().ref(name));
            return;
        }
        if (response.getRef() != null) {
            throw new IllegalStateException("response " + code + " is a reference (" + response.getRef()
                    + "); write it out to add " + name + " to it");
        }
        response.description(response.getDescription() + "; or: " + shared.getDescription());
        if (shared.getHeaders() != null) {
            shared.getHeaders().forEach((header, value) -> {
                if (response.getHeaders() == null || !response.getHeaders().containsKey(header)) {
                    response.addHeader(header, value);
                }
            });
        }
        Content content = response.getContent();
        if (content == null) {
            content = OASFactory.createContent();
            response.content(content);
        }
        MediaType problem = content.getMediaType(ApiProblem.MEDIA_TYPE);
        if (problem == null) {
            problem = OASFactory.createMediaType()
                    .schema(OASFactory.createSchema().ref("Problem"));
            content.addMediaType(ApiProblem.MEDIA_TYPE, problem);
        }
        for (Map.Entry<String, Example> example : shared.getContent()
                .getMediaType(ApiProblem.MEDIA_TYPE)
                .getExamples()
                .entrySet()) {
            Example value = example.getValue();
            problem.addExample(
                    example.getKey(),
                    value.getRef() == null ? value : OASFactory.createExample().ref(value.getRef()));
        }
    }
}
