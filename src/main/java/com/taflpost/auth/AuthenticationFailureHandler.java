package com.taflpost.auth;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.problem.ApiProblem;
import com.taflpost.problem.DatabaseOutage;
import com.taflpost.problem.ProblemMapper;
import io.quarkus.security.AuthenticationFailedException;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.UncheckedIOException;
import java.util.regex.Pattern;

/**
 * Tokens are checked on every request before it reaches a resource (proactive authentication), so that a bad or
 * expired token is refused even on a public call. Such a refusal never reaches the JAX-RS exception mappers: this
 * handler gives it the same problem+json answer as {@link ProblemMapper}.
 */
@ApplicationScoped
public class AuthenticationFailureHandler {

    private static final Pattern EMPTY_BEARER = Pattern.compile("(?i)\\s*bearer\\s*");

    private final ObjectMapper json;
    private final DatabaseOutage outage;

    AuthenticationFailureHandler(ObjectMapper json, DatabaseOutage outage) {
        this.json = json;
        this.outage = outage;
    }

    void register(@Observes Router router) {
        // An Authorization header with an empty bearer token is a client's mistake, not an anonymous call: telling
        // it so beats answering as if no token had been sent.
        router.route().order(Integer.MIN_VALUE).handler(context -> {
            String authorization = context.request().getHeader(HttpHeaders.AUTHORIZATION);
            if (authorization != null && EMPTY_BEARER.matcher(authorization).matches()) {
                refuse(context.response(), context.request().path());
            } else {
                context.next();
            }
        });
        router.route().order(Integer.MIN_VALUE).failureHandler(context -> {
            if (!context.response().ended() && DatabaseOutage.isOutage(context.failure())) {
                // the token check (TokenRevocation) reads the database before any resource runs
                outage.failed(context.failure());
                context.response()
                        .setStatusCode(503)
                        .putHeader(HttpHeaders.CONTENT_TYPE, ApiProblem.MEDIA_TYPE)
                        .putHeader("Retry-After", Integer.toString(DatabaseOutage.RETRY_AFTER_SECONDS))
                        .end(write(DatabaseOutage.problem(context.request().path())));
                return;
            }
            if (!(context.failure() instanceof AuthenticationFailedException)
                    || context.response().ended()) {
                context.next();
                return;
            }
            refuse(context.response(), context.request().path());
        });
    }

    private void refuse(HttpServerResponse response, String path) {
        response.setStatusCode(401)
                .putHeader(HttpHeaders.CONTENT_TYPE, ApiProblem.MEDIA_TYPE)
                .putHeader("WWW-Authenticate", "Bearer error=\"invalid_token\"")
                .end(write(ProblemMapper.invalidTokenProblem(path)));
    }

    private String write(ApiProblem problem) {
        try {
            return json.writeValueAsString(problem);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
