package com.taflpost.ratelimit;

import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.ext.Provider;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Limits the writes per client address and, with a token, per token holder (player or seat): 429 {@code rate-limited}
 * with Retry-After once a bucket is empty. Reads are not limited. It runs before {@code Idempotency}, so replayed
 * retries count too; logins are limited by {@link LoginBackoff} instead. Which limit applies is decided by the resource
 * method the router matched ({@link MatchedOperation}), never by the raw path: every spelling of a path that reaches a
 * resource counts against its one limit.
 */
@Provider
@Priority(Priorities.AUTHORIZATION + 50)
public class RateLimitFilter implements ContainerRequestFilter {
    private static final Set<String> WRITES = Set.of("POST", "PUT", "PATCH", "DELETE");

    private final RateLimits buckets;
    private final JsonWebToken token;
    private final HttpServerRequest http;
    private final ResourceInfo resource;

    // beans only: a filter is made at static init, before the settings can be read
    RateLimitFilter(RateLimits buckets, JsonWebToken token, HttpServerRequest http, ResourceInfo resource) {
        this.buckets = buckets;
        this.token = token;
        this.http = http;
        this.resource = resource;
    }

    @Override
    public void filter(ContainerRequestContext request) {
        if (!buckets.enabled() || !WRITES.contains(request.getMethod())) {
            return;
        }
        Optional<String> operation = MatchedOperation.of(resource);
        if (operation.isEmpty() || operation.get().equals(MatchedOperation.LOGIN)) {
            return;
        }
        Limit limit = limitFor(operation.get());
        Optional<Duration> wait = buckets.take(limit, Clients.address(http));
        if (wait.isEmpty() && token.getRawToken() != null) {
            wait = buckets.take(limit, "holder:" + token.getSubject());
        }
        wait.ifPresent(
                duration -> request.abortWith(RateLimited.rateLimited(request.getUriInfo(), duration, limit.name())));
    }

    /** By the operation the router matched, never by how the request spelled its path. */
    private Limit limitFor(String operation) {
        return switch (operation) {
            case "createGame", "createChallenge" -> buckets.games();
            case "importGame" -> buckets.imports();
            case "registerPlayer" -> buckets.registrations();
            case "analyse" -> buckets.analyses();
            default -> buckets.writes();
        };
    }
}
