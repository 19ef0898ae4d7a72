package com.taflpost.problem;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * A refusal a client caused, mapped once (by {@link ProblemMapper}) to a problem+json answer. Services throw the
 * named subclasses; resources never catch them.
 */
public abstract class ApiException extends RuntimeException {
    private final int status;
    private final String type;
    private final String title;
    private final String code;
    private final Map<String, Object> extensions;

    protected ApiException(
            int status, String type, String title, String code, String detail, Map<String, Object> extensions) {
        super(detail);
        this.status = status;
        this.type = type;
        this.title = title;
        this.code = code;
        this.extensions = extensions == null ? Map.of() : Map.copyOf(extensions);
    }

    /** How long a client should wait before trying again (sent as Retry-After), for refusals that pass. */
    public Optional<Duration> retryAfter() {
        return Optional.empty();
    }

    public int status() {
        return status;
    }

    public String type() {
        return type;
    }

    public String title() {
        return title;
    }

    public String code() {
        return code;
    }

    public Map<String, Object> extensions() {
        return extensions;
    }

    /** 400: the request cannot be understood (bad JSON, a bad parameter, an unknown ruleset or board). */
    public static final class BadRequest extends ApiException {
        public BadRequest(String code, String detail) {
            super(400, "bad-request", "Bad request", code, detail, null);
        }
    }

    /** 401: no credentials, or credentials that are not valid. */
    public static final class Unauthorized extends ApiException {
        public Unauthorized(String code, String detail) {
            super(401, "unauthorized", "Unauthorized", code, detail, null);
        }
    }

    /** 403: valid credentials that do not allow this (a seat token of another game or side). */
    public static final class Forbidden extends ApiException {
        public Forbidden(String code, String detail) {
            super(403, "forbidden", "Forbidden", code, detail, null);
        }
    }

    /** 404: no such resource. */
    public static final class NotFound extends ApiException {
        public NotFound(String code, String detail) {
            super(404, "not-found", "Not found", code, detail, null);
        }
    }

    /** 409: the request conflicts with the current state (not your turn, game over, stale ply, name taken). */
    public static final class Conflict extends ApiException {
        public Conflict(String code, String detail) {
            super(409, "conflict", "Conflict", code, detail, null);
        }

        public Conflict(String code, String detail, Map<String, Object> extensions) {
            super(409, "conflict", "Conflict", code, detail, extensions);
        }
    }

    /** 422: well-formed input the rules refuse: an illegal move, an unplayable position. */
    public static final class Unprocessable extends ApiException {
        public Unprocessable(String type, String title, String code, String detail, Map<String, Object> extensions) {
            super(422, type, title, code, detail, extensions);
        }
    }
}
