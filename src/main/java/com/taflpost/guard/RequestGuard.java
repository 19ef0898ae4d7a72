package com.taflpost.guard;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.problem.ApiProblem;
import com.taflpost.problem.NulCharacterRefused;
import com.taflpost.problem.ProblemMapper;
import io.quarkus.logging.Log;
import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Refuses, before any route runs, what no route can take: a request target longer than taflpost.http.max-uri-length
 * (414) or headers larger than taflpost.http.max-header-size (431), a NUL character (%00) in the path or the query,
 * which PostgreSQL cannot store, and a body announced larger than quarkus.http.limits.max-body-size (Quarkus would
 * answer an empty 413). Vert.x answers an over-long line or header block with an empty body before any route, so its
 * own limits (quarkus.http.limits.max-initial-line-length, max-header-size) are set well above these, as a last
 * bound on what a connection buffers. Bodies are checked for NUL while they are read ({@link NulCharacters}). What Vert.x refuses itself
 * before a resource runs (a bad Host header, an unreadable request) is answered as a problem by the error handlers.
 */
@ApplicationScoped
public class RequestGuard {

    private final ObjectMapper json;
    private final long maxBodySize;
    private final int maxUriLength;
    private final long maxHeaderSize;

    RequestGuard(
            ObjectMapper json,
            @ConfigProperty(name = "quarkus.http.limits.max-body-size") MemorySize maxBodySize,
            @ConfigProperty(name = "taflpost.http.max-uri-length", defaultValue = "4096") int maxUriLength,
            @ConfigProperty(name = "taflpost.http.max-header-size", defaultValue = "20K") MemorySize maxHeaderSize) {
        this.json = json;
        this.maxBodySize = maxBodySize.asLongValue();
        this.maxUriLength = maxUriLength;
        this.maxHeaderSize = maxHeaderSize.asLongValue();
    }

    /** The problems for the statuses Vert.x and Quarkus answer themselves, outside the resources. */
    private static final Map<Integer, ApiProblem> FRAMEWORK = Map.of(
            400,
                    framework(
                            400,
                            "bad-request",
                            "Bad request",
                            "the request cannot be read (a bad Host header or request line)"),
            413,
                    framework(
                            413,
                            "payload-too-large",
                            "Payload too large",
                            "the request body is larger than the server takes"),
            500,
                    framework(
                            500,
                            "internal",
                            "Internal server error",
                            "the server failed to answer; the failure is logged"));

    void register(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).handler(this::refuseLongRequest);
        router.route().order(Integer.MIN_VALUE + 1).handler(this::refuseNul);
        router.route().order(Integer.MIN_VALUE + 2).handler(this::refuseLargeBody);
        // Vert.x fails a request it cannot read (such as a bad Host header) with a status; Quarkus would answer it with
        // its own body, naming Java classes
        router.route().order(Integer.MIN_VALUE + 3).failureHandler(context -> {
            ApiProblem problem = FRAMEWORK.get(context.statusCode());
            if (problem == null || context.response().ended()) {
                context.next();
                return;
            }
            if (problem.status() >= 500) {
                // the answer says the failure is logged: so it is
                Log.errorf(
                        context.failure(),
                        "%s %s failed before a resource answered",
                        context.request().method(),
                        context.request().path());
            }
            send(context, problem);
        });
        FRAMEWORK.forEach((status, problem) -> router.errorHandler(status, context -> {
            if (!context.response().ended()) {
                send(context, problem);
            }
        }));
    }

    private static ApiProblem framework(int status, String code, String title, String detail) {
        return new ApiProblem(ApiProblem.TYPE_BASE + code, title, status, code, detail, null, null);
    }

    /** The request line and the headers, measured as they came (Netty reads them as ISO-8859-1: a byte a char). */
    private void refuseLongRequest(RoutingContext context) {
        String uri = context.request().uri();
        int uriLength = uri == null ? 0 : uri.length();
        if (uriLength > maxUriLength) {
            refuse(
                    context,
                    414,
                    "uri-too-long",
                    "URI too long",
                    "the path and query may be at most " + maxUriLength + " bytes, not " + uriLength,
                    Map.of("maxUriLength", maxUriLength));
            return;
        }
        long headerSize = 0;
        for (Map.Entry<String, String> header : context.request().headers()) {
            // each header line is "name: value" and CRLF
            headerSize += header.getKey().length() + header.getValue().length() + 4;
        }
        if (headerSize > maxHeaderSize) {
            refuse(
                    context,
                    431,
                    "headers-too-large",
                    "Request headers too large",
                    "the headers may be at most " + maxHeaderSize + " bytes in all, not " + headerSize,
                    Map.of("maxHeaderSize", maxHeaderSize));
            return;
        }
        context.next();
    }

    /**
     * Answers a request refused before it was read: its body, if any, is not read, so the connection closes. The
     * over-long path is not echoed back as the instance.
     */
    private void refuse(
            RoutingContext context, int status, String code, String title, String detail, Map<String, Object> extra) {
        context.response().putHeader(HttpHeaders.CONNECTION, "close");
        send(
                context,
                new ApiProblem(
                        ApiProblem.TYPE_BASE + code,
                        title,
                        status,
                        code,
                        detail,
                        status == 414 ? null : context.request().path(),
                        extra));
    }

    private void refuseLargeBody(RoutingContext context) {
        String length = context.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        long announced;
        try {
            announced = length == null ? -1 : Long.parseLong(length.strip());
        } catch (NumberFormatException e) {
            announced = -1;
        }
        if (announced <= maxBodySize) {
            context.next();
            return;
        }
        // the body is not read: the connection closes after the answer
        context.response().putHeader(HttpHeaders.CONNECTION, "close");
        send(
                context,
                new ApiProblem(
                        ApiProblem.TYPE_BASE + "payload-too-large",
                        "Payload too large",
                        413,
                        "payload-too-large",
                        "the request body may be at most " + maxBodySize + " bytes, not " + announced,
                        context.request().path(),
                        Map.of("maxBodySize", maxBodySize)));
    }

    private void refuseNul(RoutingContext context) {
        String uri = context.request().uri();
        if (uri == null || !uri.toLowerCase(Locale.ROOT).contains("%00")) {
            context.next();
            return;
        }
        int query = uri.indexOf('?');
        String field = query >= 0 && uri.indexOf("%00", query) >= 0 ? "query" : "path";
        ProblemMapper.FieldError error = new ProblemMapper.FieldError(field, NulCharacterRefused.MESSAGE);
        send(
                context,
                new ApiProblem(
                        ApiProblem.TYPE_BASE + "validation",
                        "Invalid request",
                        400,
                        "validation",
                        field + ": " + NulCharacterRefused.MESSAGE + " (%00)",
                        context.request().path(),
                        Map.of("errors", List.of(error))));
    }

    void send(RoutingContext context, ApiProblem problem) {
        try {
            context.response()
                    .setStatusCode(problem.status())
                    .putHeader(HttpHeaders.CONTENT_TYPE, ApiProblem.MEDIA_TYPE)
                    .end(json.writeValueAsString(problem));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
