package com.taflpost.push;

import java.time.Duration;
import java.util.Optional;

/**
 * How one attempt ended: the push service's status and Retry-After, or no answer. 2xx delivered it; 404 and 410 say
 * the subscription is gone (RFC 8030 section 7.3); 429 and 5xx and no answer are worth another try; any other answer
 * would only be repeated, so the push is given up.
 */
record PushOutcome(Integer status, Optional<Duration> retryAfter, String error) {
    static final String NO_ANSWER = "no answer";
    static final String REFUSED_BY_POLICY = "refused by policy";

    static PushOutcome answered(int status, Optional<Duration> retryAfter) {
        return new PushOutcome(status, retryAfter, status / 100 == 2 ? null : "answered " + status);
    }

    static PushOutcome noAnswer() {
        return new PushOutcome(null, Optional.empty(), NO_ANSWER);
    }

    static PushOutcome refusedByPolicy() {
        return new PushOutcome(null, Optional.empty(), REFUSED_BY_POLICY);
    }

    boolean delivered() {
        return error == null;
    }

    boolean gone() {
        return status != null && (status == 404 || status == 410);
    }

    boolean worthRetrying() {
        return status == null || status == 429 || status / 100 == 5;
    }

    /** Retry-After in seconds (an HTTP date is read as no hint: push services send seconds). */
    static Optional<Duration> retryAfter(String header) {
        if (header == null) {
            return Optional.empty();
        }
        try {
            long seconds = Long.parseLong(header.strip());
            return seconds < 0 ? Optional.empty() : Optional.of(Duration.ofSeconds(seconds));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
