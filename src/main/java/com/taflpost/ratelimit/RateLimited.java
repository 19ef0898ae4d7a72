package com.taflpost.ratelimit;

import com.taflpost.problem.ProblemMapper;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.time.Duration;

/** The 429 answers, with Retry-After in whole seconds (at least 1) so that a client knows when to try again. */
final class RateLimited {
    private RateLimited() {}

    static Response rateLimited(UriInfo uri, Duration wait, String what) {
        long seconds = retryAfter(wait);
        return Response.fromResponse(ProblemMapper.problem(
                        429,
                        "rate-limited",
                        "Too many requests",
                        "rate-limited",
                        "too many " + what + " from this client; retry in " + seconds + " s",
                        uri,
                        null))
                .header(HttpHeaders.RETRY_AFTER, Long.toString(seconds))
                .build();
    }

    static long retryAfter(Duration wait) {
        long seconds = wait.toSeconds() + (wait.toNanosPart() > 0 ? 1 : 0);
        return Math.max(1, seconds);
    }
}
