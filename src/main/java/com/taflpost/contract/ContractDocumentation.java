package com.taflpost.contract;

import com.taflpost.problem.ApiProblem;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.MediaType;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * What the contract must say of every operation and member, done once rather than on each: a member that may be null
 * admits null, and every operation lists the answers that the server's guards give before any resource runs. Any
 * request may be refused for its Host or a NUL in its path or query (400, {@link HostCheck}, {@link RequestGuard}),
 * for a bearer token that is not valid (401, {@link AuthenticationFailureHandler}), or for an over-long path and
 * query (414) or over-large headers (431); one with a body for its size (413) or media type (415); a write by the
 * rate limits (429) or for its browser page's origin (403, {@link com.taflpost.guard.Cors}); one whose answer has a
 * body for an Accept that admits none of its media types (406); any API call with 503 while the database cannot be
 * reached. The responses are components of
 * {@code META-INF/openapi.yaml}.
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
                .forEach((path, item) -> item.getOperations().forEach((method, operation) -> {
                    badRequest(operation, openAPI.getComponents());
                    add(operation, "401", "TokenNotValid");
                    add(operation, "414", "UriTooLong");
                    add(operation, "431", "HeadersTooLarge");
                    if (path.startsWith("/api/")) {
                        add(operation, "503", "ServiceUnavailable");
                    }
                    if (operation.getRequestBody() != null) {
                        add(operation, "413", "PayloadTooLarge");
                        add(operation, "415", "UnsupportedMediaType");
                    }
                    if (WRITES.contains(method)) {
                        add(operation, "429", "RateLimited");
                        originNotAllowed(operation, openAPI.getComponents());
                    }
                    if (answersABody(operation)) {
                        add(operation, "406", "NotAcceptable");
                    }
                }));
    }

    /** The methods whose requests the rate limits count (com.taflpost.ratelimit.RateLimitFilter). */
    private static final Set<PathItem.HttpMethod> WRITES = EnumSet.of(
            PathItem.HttpMethod.POST, PathItem.HttpMethod.PUT, PathItem.HttpMethod.PATCH, PathItem.HttpMethod.DELETE);

    /**
     * An operation without a 400 of its own gets a copy of the shared one; one with its own gets the guards' examples
     * beside its own. Written out, never a reference: a shared response is not changed (other operations refer to it),
     * and the other filters may still add their own 400 examples to it, whatever order the filters run in.
     */
    private static void badRequest(Operation operation, Components components) {
        APIResponses responses = operation.getResponses();
        Map<String, APIResponse> shared = components == null ? null : components.getResponses();
        if (responses == null || shared == null) {
            return;
        }
        APIResponse own = responses.getAPIResponse("400");
        if (own == null) {
            responses.addAPIResponse("400", copy(shared.get("BadRequest")));
            return;
        }
        if (own.getRef() != null) {
            own = copy(shared.get(own.getRef().substring(own.getRef().lastIndexOf('/') + 1)));
            responses.addAPIResponse("400", own);
        }
        MediaType problem = own.getContent() == null ? null : own.getContent().getMediaType(ApiProblem.MEDIA_TYPE);
        if (problem == null) {
            return;
        }
        own.setDescription(own.getDescription() + "; or, before the API: " + GUARDS);
        problem.addExample("bad-host", OASFactory.createExample().ref("BadHost"));
        problem.addExample("nul-character", OASFactory.createExample().ref("NulCharacter"));
        problem.addExample("bad-request", OASFactory.createExample().ref("UnreadableRequest"));
    }

    /**
     * A write from an untrusted origin is refused by {@link com.taflpost.guard.Cors} before the API runs: an operation
     * with a 403 of its own gets the refusal's example beside its own (a copy, when its own is shared), one without
     * gets the shared answer.
     */
    private static void originNotAllowed(Operation operation, Components components) {
        APIResponses responses = operation.getResponses();
        Map<String, APIResponse> shared = components == null ? null : components.getResponses();
        if (responses == null || shared == null) {
            return;
        }
        APIResponse own = responses.getAPIResponse("403");
        if (own == null) {
            add(operation, "403", "OriginNotAllowed");
            return;
        }
        if (own.getRef() != null) {
            own = copy(shared.get(own.getRef().substring(own.getRef().lastIndexOf('/') + 1)));
            responses.addAPIResponse("403", own);
        }
        MediaType problem = own.getContent() == null ? null : own.getContent().getMediaType(ApiProblem.MEDIA_TYPE);
        if (problem == null) {
            return;
        }
        own.setDescription(own.getDescription()
                + "; or, before the API: a write from a browser page of an origin the server does not trust"
                + " (origin-not-allowed)");
        problem.addExample("origin-not-allowed", OASFactory.createExample().ref("OriginNotAllowed"));
    }

    /** Whether a success of the operation has a body, whose media type the request's Accept must admit (else 406). */
    private static boolean answersABody(Operation operation) {
        return operation.getResponses() != null
                && operation.getResponses().getAPIResponses() != null
                && operation.getResponses().getAPIResponses().entrySet().stream()
                        .anyMatch(answer -> answer.getKey().startsWith("2")
                                && answer.getValue().getContent() != null
                                && answer.getValue().getContent().getMediaTypes() != null
                                && !answer.getValue()
                                        .getContent()
                                        .getMediaTypes()
                                        .isEmpty());
    }

    private static final String GUARDS =
            "a Host that names none of the server's hosts (bad-host), a NUL character in the path or query"
                    + " (validation), or a request that cannot be read at all (bad-request)";

    /** A copy of a problem response deep enough that adding examples to it leaves the original alone. */
    private static APIResponse copy(APIResponse shared) {
        APIResponse copy = OASFactory.createAPIResponse().description(shared.getDescription());
        if (shared.getHeaders() != null) {
            copy.setHeaders(new LinkedHashMap<>(shared.getHeaders()));
        }
        if (shared.getContent() != null) {
            Content content = OASFactory.createContent();
            shared.getContent()
                    .getMediaTypes()
                    .forEach((name, type) -> content.addMediaType(
                            name,
                            OASFactory.createMediaType()
                                    .schema(type.getSchema())
                                    .examples(
                                            type.getExamples() == null
                                                    ? null
                                                    : new LinkedHashMap<>(type.getExamples()))));
            copy.setContent(content);
        }
        return copy;
    }

    /**
     * A nullable member whose schema is another component comes out of the scanner as {@code anyOf: [ref, null]},
     * sometimes beside a {@code type: object} that forbids the null again (e.g. Clock.defenders): anyOf says it all.
     * A nullable member with an enumeration (e.g. Cell.piece) lists null among its values, or null would not conform.
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
            boolean nullableEnumeration = member.getType() != null
                    && member.getType().contains(Schema.SchemaType.NULL)
                    && member.getEnumeration() != null
                    && !member.getEnumeration().contains(null);
            if (nullableEnumeration) {
                List<Object> values = new ArrayList<>(member.getEnumeration());
                values.add(null);
                member.setEnumeration(values);
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
            // the shared enumerations are named here but made later, by SharedEnums
            if (schema == null || schema.getProperties() == null) {
                continue;
            }
            List<String> required = schema.getProperties().keySet().stream()
                    .filter(member -> !ABSENT_UNLESS_GIVEN.contains(name + "." + member))
                    .toList();
            schema.setRequired(new ArrayList<>(required));
        }
    }

    /** Members written only when given: the secrets of the answer that creates a game, a player's own chat. */
    private static final Set<String> ABSENT_UNLESS_GIVEN =
            Set.of("Game.seats", "Game.seat", "Game.invitation", "RecordedGame.chat");

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
