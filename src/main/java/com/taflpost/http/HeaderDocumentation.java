package com.taflpost.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.Set;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.examples.Example;
import org.eclipse.microprofile.openapi.models.headers.Header;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.MediaType;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * Documents what the request filters add to operations they do not own: {@code Idempotency-Key} ({@link Idempotency})
 * on the POSTs that create something, and the games' conditional requests ({@code ETag}, {@code If-None-Match},
 * {@code If-Match}). Done here, by operation id, so that the filters and their documentation stay in one place.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class HeaderDocumentation implements OASFilter {

    private static final ObjectMapper JSON = new ObjectMapper();
    static final Set<String> IDEMPOTENT = Set.of("createGame", "registerPlayer", "playMove", "importGame", "registerWebhook", "createChallenge",
            "acceptChallenge");
    /** Operations answering a game, whose 2xx answers carry its ETag (except an answer with seat tokens). */
    static final Set<String> TAGGED = Set.of("getGame", "playMove", "resignGame", "joinGame", "createGame", "importGame");
    static final Set<String> IF_MATCH = Set.of("playMove", "resignGame");
    static final String IF_NONE_MATCH = "getGame";

    static final String PRECONDITION_FAILED = """
            {"type":"https://taflpost.dev/problems/precondition-failed","title":"Precondition failed","status":412,\
            "code":"precondition-failed","detail":"the game has moved on: it is at ply 3 (active), tagged \
            \\"game.Xk3p9QaZ2m.3.active.3\\"; reload it","instance":"/api/games/Xk3p9QaZ2m/moves","ply":3}""";
    static final String KEY_REUSED = """
            {"type":"https://taflpost.dev/problems/idempotency-key-reused","title":"Idempotency key reused","status":422,\
            "code":"idempotency-key-reused","detail":"this Idempotency-Key was sent before with another request (method, \
            path or body); use a new key","instance":"/api/games"}""";
    static final String KEY_IN_FLIGHT = """
            {"type":"https://taflpost.dev/problems/conflict","title":"Conflict","status":409,\
            "code":"idempotency-key-in-flight","detail":"a request with this Idempotency-Key is being answered; retry in a \
            moment","instance":"/api/games"}""";
    static final String BAD_KEY = """
            {"type":"https://taflpost.dev/problems/bad-request","title":"Bad request","status":400,\
            "code":"bad-idempotency-key","detail":"an Idempotency-Key is 1 to 255 visible ASCII characters, e.g. a UUID",\
            "instance":"/api/games"}""";

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getPaths() == null || openAPI.getPaths().getPathItems() == null) {
            return;
        }
        openAPI.getPaths().getPathItems().values().forEach(item -> item.getOperations().values().forEach(this::document));
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
                    response.addHeader("ETag", header("The game's entity tag: a GET of the game now answers the same"
                            + " tag (not on an answer that carries seat tokens)"));
                }
            });
        }
        if (IF_NONE_MATCH.equals(id)) {
            operation.addParameter(headerParameter("If-None-Match", "An ETag of an earlier answer: when the game (at the"
                    + " same shown ply) has not changed since, the answer is 304 without a body", "\"game.Xk3p9QaZ2m.2.active.2\""));
            responses.addAPIResponse("304", OASFactory.createAPIResponse()
                    .description("If-None-Match names the current ETag: nothing has changed")
                    .addHeader("ETag", header("The current tag")));
        }
        if (IF_MATCH.contains(id)) {
            operation.addParameter(headerParameter("If-Match", "The ETag of the game as the caller last saw it: when the"
                    + " game has moved on since, the request is refused with 412", "\"game.Xk3p9QaZ2m.2.active.2\""));
            problem(responses, "412", "If-Match does not name the game's current ETag (precondition-failed); the answer"
                    + " carries the current ETag and ply", "precondition-failed", PRECONDITION_FAILED);
        }
        if (IDEMPOTENT.contains(id)) {
            operation.addParameter(headerParameter(Idempotency.HEADER, "A key the client makes up (e.g. a UUID) to retry"
                    + " this request safely: a retry with the same key by the same caller gets the first answer (status,"
                    + " Location, ETag and body, with Idempotent-Replayed: true) and nothing is done again. Keys are kept"
                    + " 24 hours.", "0b7e4f1c-2a55-4c1e-9a4e-7f3c2d9e8a61"));
            problem(responses, "400", "An Idempotency-Key that is not 1 to 255 visible ASCII characters (bad-idempotency-key)",
                    "bad-idempotency-key", BAD_KEY);
            problem(responses, "409", "A request with the same Idempotency-Key is still being answered"
                    + " (idempotency-key-in-flight; retry after Retry-After seconds)", "idempotency-key-in-flight", KEY_IN_FLIGHT);
            problem(responses, "422", "The Idempotency-Key was used before for another request (idempotency-key-reused)",
                    "idempotency-key-reused", KEY_REUSED);
        }
    }

    /** Adds a problem example to the response with this code, creating the response when there is none. */
    private static void problem(APIResponses responses, String code, String description, String name, String example) {
        APIResponse response = responses.getAPIResponse(code);
        if (response == null) {
            response = OASFactory.createAPIResponse().description(description);
            responses.addAPIResponse(code, response);
        } else {
            response.description(response.getDescription() + "; or: " + description);
        }
        Content content = response.getContent();
        if (content == null) {
            content = OASFactory.createContent();
            response.content(content);
        }
        MediaType problem = content.getMediaType(ApiProblem.MEDIA_TYPE);
        if (problem == null) {
            problem = OASFactory.createMediaType().schema(OASFactory.createSchema().ref("Problem"));
            content.addMediaType(ApiProblem.MEDIA_TYPE, problem);
        }
        Example value;
        try {
            value = OASFactory.createExample().value(JSON.readValue(example, Object.class));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a documented example is not JSON: " + example, e);
        }
        problem.addExample(name, value);
    }

    private static Parameter headerParameter(String name, String description, String example) {
        return OASFactory.createParameter().name(name).in(Parameter.In.HEADER).description(description)
                .schema(OASFactory.createSchema().addType(Schema.SchemaType.STRING)).example(example);
    }

    private static Header header(String description) {
        return OASFactory.createHeader().description(description).schema(OASFactory.createSchema().addType(Schema.SchemaType.STRING));
    }
}
