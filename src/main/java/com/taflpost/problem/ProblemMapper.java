package com.taflpost.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import jakarta.inject.Inject;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Path;
import jakarta.ws.rs.NotAcceptableException;
import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.time.DateTimeException;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Maps every refusal to its problem+json answer, in one place: the {@link ApiException}s the services throw and
 * what the framework throws for a request it cannot route, read or authorize.
 */
public class ProblemMapper {

    private static final Logger LOG = Logger.getLogger(ProblemMapper.class);

    @Inject
    DatabaseOutage outage;

    @ServerExceptionMapper
    public Response map(ApiException e, UriInfo uri) {
        Response problem = problem(e.status(), e.type(), e.title(), e.code(), e.getMessage(), uri, e.extensions());
        if (e instanceof PreconditionFailed failed) {
            return Response.fromResponse(problem)
                    .header(HttpHeaders.ETAG, failed.etag())
                    .build();
        }
        if (e.retryAfter().isPresent()) {
            long seconds = Math.max(1, e.retryAfter().get().toSeconds());
            return Response.fromResponse(problem)
                    .header(HttpHeaders.RETRY_AFTER, Long.toString(seconds))
                    .build();
        }
        if (e.status() == 503) {
            // a server that is full or busy now may not be in a moment
            return Response.fromResponse(problem)
                    .header(HttpHeaders.RETRY_AFTER, DatabaseOutage.RETRY_AFTER_SECONDS)
                    .build();
        }
        return problem;
    }

    @ServerExceptionMapper
    public Response map(ConstraintViolationException e, UriInfo uri) {
        List<FieldError> errors = e.getConstraintViolations().stream()
                .map(violation -> new FieldError(field(violation), violation.getMessage()))
                .sorted(Comparator.comparing(FieldError::field).thenComparing(FieldError::message))
                .toList();
        String detail = errors.stream()
                .map(error -> error.field() + ": " + error.message())
                .collect(Collectors.joining("; "));
        return problem(400, "validation", "Invalid request", "validation", detail, uri, Map.of("errors", errors));
    }

    /** Unreadable JSON. */
    @ServerExceptionMapper
    public Response map(JsonProcessingException e, UriInfo uri) {
        return unreadableBody(e, uri);
    }

    /** JSON whose values have the wrong type; mapped by name, as quarkus-rest-jackson maps it too. */
    @ServerExceptionMapper
    public Response map(MismatchedInputException e, UriInfo uri) {
        return unreadableBody(e, uri);
    }

    private static Response unreadableBody(JsonProcessingException e, UriInfo uri) {
        if (e instanceof InvalidDefinitionException) {
            // a type Jackson cannot handle at all: the server's fault, whatever the client sent
            return unexpected(e, uri);
        }
        if (e instanceof NulCharacterRefused refused) {
            return invalid(
                    new FieldError(refused.getPath().isEmpty() ? "body" : path(refused), NulCharacterRefused.MESSAGE),
                    uri);
        }
        if (e instanceof InvalidNullException refused && !refused.getPath().isEmpty()) {
            // a request body's member is a value or left out (com.taflpost.guard.NullMembers)
            return invalid(new FieldError(path(refused), NULL_MEMBER), uri);
        }
        String detail = e instanceof JsonMappingException mapping
                        && !mapping.getPath().isEmpty()
                ? "the value of '" + path(mapping) + "' cannot be read: " + withoutClassNames(e.getOriginalMessage())
                : "the request body is not valid JSON: " + withoutClassNames(e.getOriginalMessage());
        return problem(400, "bad-request", "Bad request", "malformed-body", detail, uri, null);
    }

    /** 400 validation for one member of the request body. */
    private static Response invalid(FieldError error, UriInfo uri) {
        return problem(
                400,
                "validation",
                "Invalid request",
                "validation",
                error.field() + ": " + error.message(),
                uri,
                Map.of("errors", List.of(error)));
    }

    @ServerExceptionMapper
    public Response map(NotFoundException e, UriInfo uri) {
        // The framework answers 404 to a query parameter it cannot convert (as JAX-RS says); the client sent a bad
        // value, so it is told which.
        if (e.getCause() instanceof IllegalArgumentException || e.getCause() instanceof DateTimeException) {
            Optional<String> parameter = unconverted(uri, e.getCause().getMessage());
            if (parameter.isPresent()) {
                return invalid(
                        new FieldError(
                                parameter.get(),
                                "'" + uri.getQueryParameters().getFirst(parameter.get())
                                        + "' is not a value of this parameter's type"),
                        uri);
            }
        }
        return problem(404, "not-found", "Not found", "not-found", "no resource at this path", uri, null);
    }

    /** The query parameter whose value a conversion failure's message quotes, if one does. */
    private static Optional<String> unconverted(UriInfo uri, String message) {
        if (message == null) {
            return Optional.empty();
        }
        return uri.getQueryParameters().entrySet().stream()
                .filter(parameter -> parameter.getValue().stream()
                        .anyMatch(
                                value -> message.contains("\"" + value + "\"") || message.contains("'" + value + "'")))
                .map(Map.Entry::getKey)
                .sorted()
                .findFirst();
    }

    @ServerExceptionMapper
    public Response map(NotAllowedException e, UriInfo uri) {
        Response problem = problem(
                405,
                "method-not-allowed",
                "Method not allowed",
                "method-not-allowed",
                "this resource does not answer that method",
                uri,
                null);
        Set<String> allowed = AllowedMethods.of(uri.getPath());
        return allowed.isEmpty()
                ? problem
                : Response.fromResponse(problem)
                        .header(HttpHeaders.ALLOW, String.join(", ", allowed))
                        .build();
    }

    @ServerExceptionMapper
    public Response map(NotSupportedException e, UriInfo uri) {
        return problem(
                415,
                "unsupported-media-type",
                "Unsupported media type",
                "unsupported-media-type",
                "send the request body as application/json",
                uri,
                null);
    }

    @ServerExceptionMapper
    public Response map(NotAcceptableException e, UriInfo uri) {
        return problem(
                406,
                "not-acceptable",
                "Not acceptable",
                "not-acceptable",
                "this resource answers application/json (and application/problem+json)",
                uri,
                null);
    }

    /** Any other refusal by the framework keeps its status; its message is not shown, it may name internals. */
    @ServerExceptionMapper
    public Response map(WebApplicationException e, UriInfo uri) {
        if (e.getCause() instanceof JsonProcessingException unreadable) {
            return unreadableBody(unreadable, uri);
        }
        int status = e.getResponse().getStatus();
        if (status >= 500) {
            return unexpected(e, uri);
        }
        Response.StatusType reason = Response.Status.fromStatusCode(status);
        String title = reason == null ? "Client error" : reason.getReasonPhrase();
        return problem(status, "http-" + status, title, "http-" + status, title, uri, null);
    }

    /** Lazily checked calls (no proactive authentication) end up here. */
    @ServerExceptionMapper
    public Response map(AuthenticationFailedException e, UriInfo uri) {
        return invalidToken(uri);
    }

    @ServerExceptionMapper
    public Response map(UnauthorizedException e, UriInfo uri) {
        return missingToken(uri);
    }

    @ServerExceptionMapper
    public Response map(ForbiddenException e, UriInfo uri) {
        return problem(403, "forbidden", "Forbidden", "forbidden", "this token does not allow this call", uri, null);
    }

    /** A failure to reach the database is not a bug: 503, logged once per outage (see {@link DatabaseOutage}). */
    @ServerExceptionMapper
    public Response map(Throwable e, UriInfo uri) {
        if (DatabaseOutage.isOutage(e)) {
            return outage.unavailable(e, uri);
        }
        return unexpected(e, uri);
    }

    static Response missingToken(UriInfo uri) {
        return problem(
                401,
                "unauthorized",
                "Unauthorized",
                "unauthorized",
                "this call needs a bearer token in the Authorization header",
                uri,
                null);
    }

    static Response invalidToken(UriInfo uri) {
        return Response.status(401)
                .type(ApiProblem.MEDIA_TYPE)
                .entity(invalidTokenProblem(path(uri)))
                .build();
    }

    public static ApiProblem invalidTokenProblem(String path) {
        return new ApiProblem(
                ApiProblem.TYPE_BASE + "unauthorized",
                "Unauthorized",
                401,
                "invalid-token",
                "the bearer token is not valid (malformed, expired or not signed by this server)",
                path,
                null);
    }

    private static Response unexpected(Throwable e, UriInfo uri) {
        LOG.errorf(e, "Unexpected failure on %s", path(uri));
        return problem(
                500,
                "internal",
                "Internal server error",
                "internal",
                "the server failed to answer; the failure is logged",
                uri,
                null);
    }

    public static Response problem(
            int status,
            String type,
            String title,
            String code,
            String detail,
            UriInfo uri,
            Map<String, Object> extensions) {
        ApiProblem body =
                new ApiProblem(ApiProblem.TYPE_BASE + type, title, status, code, detail, path(uri), extensions);
        return Response.status(status).type(ApiProblem.MEDIA_TYPE).entity(body).build();
    }

    private static String path(UriInfo uri) {
        return uri == null ? null : uri.getRequestUri().getRawPath();
    }

    private static String field(ConstraintViolation<?> violation) {
        // "register.registration.name" -> "name"; a query parameter "list.page" -> "page"
        String last = null;
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getKind() == jakarta.validation.ElementKind.CONTAINER_ELEMENT) {
                // an element of a list: "moves" -> "moves[0]"
                last = (last == null ? "" : last) + (node.getIndex() == null ? "" : "[" + node.getIndex() + "]");
            } else if (node.getKind() != jakarta.validation.ElementKind.METHOD) {
                last = node.getName();
            }
        }
        return last == null ? violation.getPropertyPath().toString() : last;
    }

    /** Jackson's messages name the Java types it reads into; a client needs only to know which value is wrong. */
    static String withoutClassNames(String message) {
        if (message == null) {
            return "";
        }
        return JAVA_NAME
                .matcher(message)
                .replaceAll("the expected type")
                .replace("`the expected type`", "the expected type");
    }

    /** A qualified Java name (com.taflpost.game.CreateGameRequest, java.lang.String, java.util.List<...>). */
    private static final java.util.regex.Pattern JAVA_NAME = java.util.regex.Pattern.compile(
            "\\b(?:[a-z_$][a-z0-9_$]*\\.)+[A-Za-z_$][A-Za-z0-9_$]*(?:<[^>`]*>)?(?:\\[\\])*");

    private static String path(JsonMappingException e) {
        return e.getPath().stream()
                .map(reference ->
                        reference.getFieldName() != null ? reference.getFieldName() : "[" + reference.getIndex() + "]")
                .collect(Collectors.joining("."))
                .replace(".[", "[");
    }

    /** Why a null member of a request body is refused: none may be null, and what to send instead. */
    static final String NULL_MEMBER = "must not be null: leave the member out for its default";

    /** One refused field of a request: its name and why. */
    public record FieldError(String field, String message) {}
}
