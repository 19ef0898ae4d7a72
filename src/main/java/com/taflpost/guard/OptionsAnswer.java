package com.taflpost.guard;

import com.taflpost.problem.AllowedMethods;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Set;

/**
 * {@code OPTIONS} on a path answers with the methods that path supports (RFC 9110 10.2.1), from the same list as a
 * 405's {@code Allow}: the framework's own answer lists every method of the resource class, whatever its path. A
 * CORS preflight is {@link Cors}'s, which runs first; a path no resource answers is left to the framework (404).
 */
@ApplicationScoped
public class OptionsAnswer {
    /** After the host check (1000) and CORS (900), so that a preflight is answered as such. */
    private static final int PRIORITY = 800;

    void register(@Observes Filters filters) {
        filters.register(this::answer, PRIORITY);
    }

    private void answer(RoutingContext context) {
        if (context.request().method() != HttpMethod.OPTIONS) {
            context.next();
            return;
        }
        Set<String> allowed = AllowedMethods.of(context.normalizedPath());
        if (allowed.isEmpty()) {
            context.next();
            return;
        }
        context.response()
                .setStatusCode(200)
                .putHeader(HttpHeaders.ALLOW, String.join(", ", allowed))
                .putHeader(HttpHeaders.CONTENT_LENGTH, "0")
                .end();
    }
}
