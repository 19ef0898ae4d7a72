package com.taflpost.guard;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.platform.TaflpostConfig;
import com.taflpost.problem.ApiProblem;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.net.HostAndPort;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Refuses a request whose {@code Host} is not one of this server's names (400 {@code bad-host}), before any route
 * sees it: links and {@code Location} headers are built from the request when no public base URL is set, and an
 * attacker's {@code Host: evil.example} must not end up in them. The names are {@code taflpost.allowed-hosts} and the
 * public base URL's host; {@code *} allows any (for a proxy that rewrites Host, with the public base URL set).
 * A request naming no Host at all (HTTP/1.0 allows it) is refused the same way, with its own detail. Health probes
 * are exempt: orchestrators address them by the instance's IP.
 */
@ApplicationScoped
public class HostCheck {
    private static final int PRIORITY = 1_000;
    private static final String HEALTH = "/q/health";

    private final Set<String> allowed;
    private final boolean any;
    private final String refusal;
    private final String missing;

    HostCheck(
            TaflpostConfig config,
            ObjectMapper json,
            @ConfigProperty(name = "taflpost.allowed-hosts", defaultValue = "localhost,127.0.0.1,::1")
                    List<String> hosts)
            throws JsonProcessingException {
        this.any = hosts.contains("*");
        this.allowed = Stream.concat(hosts.stream(), config.publicBaseUrl().map(url -> url.getHost()).stream())
                .map(HostCheck::normalized)
                .collect(Collectors.toUnmodifiableSet());
        this.refusal = json.writeValueAsString(new ApiProblem(
                ApiProblem.TYPE_BASE + "bad-request",
                "Bad request",
                400,
                "bad-host",
                "this server does not answer to that Host; use one of its public names",
                null,
                null));
        this.missing = json.writeValueAsString(new ApiProblem(
                ApiProblem.TYPE_BASE + "bad-request",
                "Bad request",
                400,
                "bad-host",
                "the request names no Host; send a Host header with one of the server's public names",
                null,
                null));
    }

    void register(@Observes Filters filters) {
        filters.register(this::check, PRIORITY);
    }

    private void check(RoutingContext request) {
        HostAndPort authority = request.request().authority();
        if ((authority != null && (any || allowed.contains(normalized(authority.host()))))
                || health(request.normalizedPath())) {
            request.next();
            return;
        }
        // HTTP/1.0 may leave Host out; no link or Location can be built for such a request
        request.response()
                .setStatusCode(400)
                .putHeader(HttpHeaders.CONTENT_TYPE, ApiProblem.MEDIA_TYPE)
                .putHeader("X-Content-Type-Options", "nosniff")
                .end(authority == null ? missing : refusal);
    }

    /** The health probes, by the path the router routes on (decoded, dot segments removed), whole segments only. */
    private static boolean health(String path) {
        return path.equals(HEALTH) || path.startsWith(HEALTH + "/");
    }

    /** Lower case, without the brackets of an IPv6 address. */
    private static String normalized(String host) {
        String lower = host.strip().toLowerCase(Locale.ROOT);
        return lower.startsWith("[") && lower.endsWith("]") ? lower.substring(1, lower.length() - 1) : lower;
    }
}
