package com.taflpost.idempotency;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.auth.TokenRequirement;
import com.taflpost.problem.ProblemMapper;
import com.taflpost.ratelimit.MatchedOperation;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.jboss.logging.Logger;

/**
 * {@code Idempotency-Key} on the POSTs that create something: a retry with the same key gets the first answer
 * (status, Location, ETag, body) and the work is not done again.
 * <p>
 * A filter pair rather than code in each resource: the request filter claims the key in PostgreSQL before the
 * resource runs (or answers the retry itself), the response filter stores what the resource answered. Resources stay
 * unaware of it, and every success is replayed exactly as sent.
 * A key belongs to its caller (the bearer token's subject: a player or a seat) and to one request. Anonymous callers
 * share one space, so their key is the only secret between them: it must be unguessable (at least 32 characters of
 * {@code [A-Za-z0-9_-]}, e.g. a UUID), else 400 {@code idempotency-key-too-weak}. The database keeps the key only as
 * a hash and the answer's body sealed with it ({@link StoredAnswerCipher}): seat tokens and webhook secrets are not
 * readable from a stored row. The same key
 * with another method, path or body is refused (422 {@code idempotency-key-reused}); while the first request is
 * still being answered a retry gets 409 {@code idempotency-key-in-flight} with {@code Retry-After}. A 4xx or 5xx
 * answer is not kept: a refusal (401, 403, 409, 412, 422, ...) changed nothing, so the retry, perhaps with a token or
 * after the game moved on, runs afresh. It runs before the other filters (a replay skips {@code If-Match}).
 */
@Provider
@Priority(Priorities.AUTHORIZATION + 100)
public class Idempotency implements ContainerRequestFilter, ContainerResponseFilter {

    public static final String HEADER = "Idempotency-Key";
    public static final String REPLAYED_HEADER = "Idempotent-Replayed";
    /**
     * The POSTs that create something: a game, a player, a move, an imported game, a webhook, a challenge, an accepted
     * challenge's game, a claimed invitation's seat.
     */
    /** The operations that create something, by the operation the router matched (never by the raw path). */
    private static final Set<String> CREATING = Set.of(
            "createGame",
            "registerPlayer",
            "importGame",
            "playMove",
            "registerWebhook",
            "createChallenge",
            "acceptChallenge",
            "claimInvitation");

    private static final Pattern VALID_KEY = Pattern.compile("[\\x21-\\x7E]{1,255}");
    /** An anonymous key: about 190 bits when random, so that another anonymous client cannot guess it. */
    private static final Pattern STRONG_KEY = Pattern.compile("[A-Za-z0-9_-]{32,255}");

    private static final String CLAIM = Idempotency.class.getName();
    private static final Logger LOG = Logger.getLogger(Idempotency.class);

    private final IdempotencyKeys keys;
    private final JsonWebToken token;
    private final ObjectMapper json;

    private final ResourceInfo resource;

    Idempotency(IdempotencyKeys keys, JsonWebToken token, ObjectMapper json, ResourceInfo resource) {
        this.keys = keys;
        this.token = token;
        this.json = json;
        this.resource = resource;
    }

    /** A claimed key, kept on the request (never stored as it is) until its answer is stored. */
    private record Claimed(String scope, String key, String fingerprint) {}

    @Override
    public void filter(ContainerRequestContext request) throws IOException {
        String key = request.getHeaderString(HEADER);
        Optional<String> operation = MatchedOperation.of(resource).filter(CREATING::contains);
        if (key == null || !request.getMethod().equals("POST") || operation.isEmpty()) {
            return;
        }
        boolean anonymous = token.getRawToken() == null;
        if (anonymous && TokenRequirement.of(resource.getResourceMethod())) {
            // no key is looked at, or kept, for a call the resource refuses for want of a token (401 first)
            return;
        }
        // the operation and its path parameters: every spelling of one path (/api/gam%65s) is one request
        String path = operation.get() + " " + new TreeMap<>(request.getUriInfo().getPathParameters());
        if (!VALID_KEY.matcher(key).matches()) {
            request.abortWith(problem(
                    request,
                    400,
                    "bad-request",
                    "Bad request",
                    "bad-idempotency-key",
                    "an Idempotency-Key is 1 to 255 visible ASCII characters, e.g. a UUID"));
            return;
        }
        if (anonymous && !STRONG_KEY.matcher(key).matches()) {
            request.abortWith(problem(
                    request,
                    400,
                    "bad-request",
                    "Bad request",
                    "idempotency-key-too-weak",
                    "without a token an Idempotency-Key must be unguessable: at least 32 characters of A-Z, a-z, 0-9,"
                            + " '-' and '_', e.g. a random UUID"));
            return;
        }
        byte[] body = request.hasEntity() ? request.getEntityStream().readAllBytes() : new byte[0];
        request.setEntityStream(new ByteArrayInputStream(body));
        String query = request.getUriInfo().getRequestUri().getRawQuery();
        String fingerprint = "POST " + path + (query == null ? "" : "?" + query) + " " + sha256(body);
        String scope = anonymous ? "anonymous" : "token:" + token.getSubject();
        IdempotencyKeys.Claim claim = keys.claim(scope, StoredAnswerCipher.lookupKey(key), fingerprint);
        if (claim instanceof IdempotencyKeys.Claim.Answered answered) {
            request.abortWith(replay(opened(answered.answer(), scope, key)));
        } else if (claim instanceof IdempotencyKeys.Claim.InFlight) {
            request.abortWith(Response.fromResponse(problem(
                            request,
                            409,
                            "conflict",
                            "Conflict",
                            "idempotency-key-in-flight",
                            "a request with this Idempotency-Key is being answered; retry in a moment"))
                    .header(HttpHeaders.RETRY_AFTER, "1")
                    .build());
        } else if (claim instanceof IdempotencyKeys.Claim.Reused) {
            request.abortWith(problem(
                    request,
                    422,
                    "idempotency-key-reused",
                    "Idempotency key reused",
                    "idempotency-key-reused",
                    "this Idempotency-Key was sent before with another request (method, path or body); use a new key"));
        } else {
            request.setProperty(CLAIM, new Claimed(scope, key, fingerprint));
        }
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (!(request.getProperty(CLAIM) instanceof Claimed claimed)) {
            return;
        }
        request.removeProperty(CLAIM);
        if (response.getStatus() >= 400) {
            keys.release(claimed.scope(), StoredAnswerCipher.lookupKey(claimed.key()), claimed.fingerprint());
            return;
        }
        String body;
        try {
            body = response.getEntity() == null
                    ? null
                    : response.getEntity() instanceof String text
                            ? text
                            : json.writeValueAsString(response.getEntity());
        } catch (JsonProcessingException e) {
            LOG.warnf(e, "cannot keep the answer for an Idempotency-Key; a retry will do the work again");
            keys.release(claimed.scope(), StoredAnswerCipher.lookupKey(claimed.key()), claimed.fingerprint());
            return;
        }
        String contentType =
                response.getMediaType() == null ? null : response.getMediaType().toString();
        String sealed = body == null ? null : StoredAnswerCipher.seal(claimed.scope(), claimed.key(), body);
        keys.complete(
                claimed.scope(),
                StoredAnswerCipher.lookupKey(claimed.key()),
                claimed.fingerprint(),
                new IdempotencyKeys.StoredAnswer(
                        response.getStatus(),
                        contentType,
                        response.getHeaderString(HttpHeaders.LOCATION),
                        response.getHeaderString(HttpHeaders.ETAG),
                        sealed));
    }

    private static IdempotencyKeys.StoredAnswer opened(IdempotencyKeys.StoredAnswer stored, String scope, String key) {
        String body = stored.body() == null ? null : StoredAnswerCipher.open(scope, key, stored.body());
        return new IdempotencyKeys.StoredAnswer(
                stored.status(), stored.contentType(), stored.location(), stored.etag(), body);
    }

    private static Response replay(IdempotencyKeys.StoredAnswer answer) {
        Response.ResponseBuilder replay = Response.status(answer.status()).header(REPLAYED_HEADER, "true");
        if (answer.body() != null) {
            replay.entity(answer.body()).type(answer.contentType());
        }
        if (answer.location() != null) {
            replay.header(HttpHeaders.LOCATION, answer.location());
        }
        if (answer.etag() != null) {
            replay.header(HttpHeaders.ETAG, answer.etag());
        }
        return replay.build();
    }

    private static Response problem(
            ContainerRequestContext request, int status, String type, String title, String code, String detail) {
        return ProblemMapper.problem(status, type, title, code, detail, request.getUriInfo(), null);
    }

    private static String sha256(byte[] body) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(body));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
