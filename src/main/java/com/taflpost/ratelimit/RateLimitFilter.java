package com.taflpost.ratelimit;

import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.ext.Provider;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Limits the writes per client address and, with a token, per token holder (player or seat): 429 {@code rate-limited}
 * with Retry-After once a bucket is empty. Reads are not limited. It runs before {@code Idempotency}, so replayed
 * retries count too; logins are limited by {@link LoginBackoff} instead.
 */
@Provider
@Priority(Priorities.AUTHORIZATION + 50)
public class RateLimitFilter implements ContainerRequestFilter {
    private static final Set<String> WRITES = Set.of("POST", "PUT", "PATCH", "DELETE");
    private static final Pattern GAMES = Pattern.compile("/api/(games|challenges)/?");
    private static final Pattern IMPORTS = Pattern.compile("/api/games/import/?");
    private static final Pattern REGISTRATIONS = Pattern.compile("/api/players/?");
    private static final Pattern ANALYSES = Pattern.compile("/api/analysis(/.*)?");
    private static final Pattern LOGIN = Pattern.compile("/api/auth/token/?");

    private final RateLimits buckets;
    private final JsonWebToken token;
    private final HttpServerRequest http;

    // beans only: a filter is made at static init, before the settings can be read
    RateLimitFilter(RateLimits buckets, JsonWebToken token, HttpServerRequest http) {
        this.buckets = buckets;
        this.token = token;
        this.http = http;
    }

    @Override
    public void filter(ContainerRequestContext request) {
        String path = request.getUriInfo().getRequestUri().getRawPath();
        if (!buckets.enabled()
                || !WRITES.contains(request.getMethod())
                || !path.startsWith("/api/")
                || LOGIN.matcher(path).matches()) {
            return;
        }
        Limit limit = limitFor(path);
        Optional<Duration> wait = buckets.take(limit, Clients.address(http));
        if (wait.isEmpty() && token.getRawToken() != null) {
            wait = buckets.take(limit, "holder:" + token.getSubject());
        }
        wait.ifPresent(
                duration -> request.abortWith(RateLimited.rateLimited(request.getUriInfo(), duration, limit.name())));
    }

    private Limit limitFor(String path) {
        if (IMPORTS.matcher(path).matches()) {
            return buckets.imports();
        }
        if (GAMES.matcher(path).matches()) {
            return buckets.games();
        }
        if (REGISTRATIONS.matcher(path).matches()) {
            return buckets.registrations();
        }
        return ANALYSES.matcher(path).matches() ? buckets.analyses() : buckets.writes();
    }
}
