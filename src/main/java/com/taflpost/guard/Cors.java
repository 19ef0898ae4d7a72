package com.taflpost.guard;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.platform.TaflpostConfig;
import com.taflpost.problem.ApiProblem;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Cross-origin calls from browsers (CORS), with two rules: reads (GET, HEAD) from any origin, answered with {@code *}
 * (no cookies are ever involved: tokens travel in {@code Authorization}); writes only from the configured origins
 * ({@code taflpost.cors-origins}) and the server's own. A write from another origin is refused before it runs with
 * 403 {@code origin-not-allowed}, readable by the page, so that its developer learns why. Preflights are answered for
 * every origin (the write itself is what is refused) and may be cached for {@code taflpost.cors-max-age}.
 */
@ApplicationScoped
public class Cors {
    /** After the host check (1000): a request to a foreign Host is refused whatever its origin. */
    private static final int PRIORITY = 900;

    /** What a page from another origin may read: Deprecation and Sunset so that a front end can warn of a sunset. */
    static final String EXPOSED = "ETag, Location, Idempotent-Replayed, Retry-After, Deprecation, Sunset";

    static final String METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
    static final String HEADERS =
            "Authorization, Content-Type, Idempotency-Key, If-Match, If-None-Match, Last-Event-ID, Accept";

    private final Set<String> allowed;
    private final Optional<String> publicOrigin;
    private final String maxAge;
    private final ObjectMapper json;

    Cors(
            TaflpostConfig config,
            ObjectMapper json,
            @ConfigProperty(name = "taflpost.cors-max-age", defaultValue = "24h") Duration maxAge) {
        this.allowed = config.corsOrigins().orElse(List.of()).stream()
                .map(Cors::normalized)
                .filter(origin -> !origin.isEmpty())
                .collect(Collectors.toUnmodifiableSet());
        this.publicOrigin = config.publicBaseUrl().map(Cors::origin);
        this.maxAge = Long.toString(maxAge.toSeconds());
        this.json = json;
    }

    void register(@Observes Filters filters) {
        filters.register(this::handle, PRIORITY);
    }

    private void handle(RoutingContext context) {
        HttpServerRequest request = context.request();
        String origin = request.getHeader(HttpHeaders.ORIGIN);
        if (origin == null) {
            context.next();
            return;
        }
        HttpServerResponse response = context.response();
        response.headers().add(HttpHeaders.VARY, "Origin");
        boolean trusted = trusted(origin, request);
        if (request.method() == HttpMethod.OPTIONS
                && request.getHeader(HttpHeaders.ACCESS_CONTROL_REQUEST_METHOD) != null) {
            response.putHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_ORIGIN, origin)
                    .putHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_METHODS, METHODS)
                    .putHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_HEADERS, HEADERS)
                    .putHeader(HttpHeaders.ACCESS_CONTROL_MAX_AGE, maxAge)
                    .setStatusCode(204)
                    .end();
            return;
        }
        boolean read = request.method() == HttpMethod.GET || request.method() == HttpMethod.HEAD;
        if (!trusted && !read) {
            refuse(context, origin);
            return;
        }
        response.putHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_ORIGIN, trusted ? origin : "*")
                .putHeader(HttpHeaders.ACCESS_CONTROL_EXPOSE_HEADERS, EXPOSED);
        context.next();
    }

    /** A configured origin, or the server's own (its web client's: browsers send Origin with same-origin writes). */
    private boolean trusted(String origin, HttpServerRequest request) {
        String normalized = normalized(origin);
        if (allowed.contains(normalized)
                || publicOrigin.filter(normalized::equals).isPresent()) {
            return true;
        }
        return request.authority() != null
                && normalized.equals(normalized(request.scheme() + "://" + request.authority()));
    }

    private void refuse(RoutingContext context, String origin) {
        ApiProblem problem = new ApiProblem(
                ApiProblem.TYPE_BASE + "forbidden",
                "Forbidden",
                403,
                "origin-not-allowed",
                "writes from the origin " + origin + " are not allowed; the server's operator may add it to"
                        + " TAFLPOST_CORS_ORIGINS (reads are allowed from any origin)",
                context.request().path(),
                null);
        String body;
        try {
            body = json.writeValueAsString(problem);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a problem", e);
        }
        context.response()
                .setStatusCode(403)
                .putHeader(HttpHeaders.CONTENT_TYPE, ApiProblem.MEDIA_TYPE)
                .putHeader("X-Content-Type-Options", "nosniff")
                .putHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_ORIGIN, origin)
                .putHeader(HttpHeaders.ACCESS_CONTROL_EXPOSE_HEADERS, EXPOSED)
                .end(body);
    }

    private static String origin(URI url) {
        return normalized(url.getScheme() + "://" + url.getRawAuthority());
    }

    /** Lower case, without a trailing slash or a default port. */
    private static String normalized(String origin) {
        String lower = origin.strip().toLowerCase(Locale.ROOT).replaceAll("/+$", "");
        return Stream.of(":443", ":80")
                .filter(port -> lower.endsWith(port) && lower.startsWith(port.equals(":443") ? "https:" : "http:"))
                .findFirst()
                .map(port -> lower.substring(0, lower.length() - port.length()))
                .orElse(lower);
    }
}
