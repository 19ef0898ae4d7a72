package com.taflpost.push;

import com.taflpost.contract.TextPatterns;
import com.taflpost.problem.ApiException;
import com.taflpost.webhook.TargetPolicy;
import java.util.Locale;

/**
 * Which push endpoints a subscription may name: an absolute https URL (http only where private targets are allowed,
 * for a push service run beside the server) whose host the webhook target policy lets the server reach, checked
 * again at each push.
 */
final class EndpointRules {
    static final int MAX_LENGTH = 2048;

    /**
     * What {@link #check} reads before it looks at the URL, as the contract's pattern: white space around 1 to
     * {@link #MAX_LENGTH} characters. The bound is on the trimmed text, so it is stated here rather than as a
     * maxLength, which would count the white space too.
     */
    static final String PATTERN = "^[" + TextPatterns.WHITE_SPACE + "]*"
            + "[^" + TextPatterns.NUL + TextPatterns.WHITE_SPACE + "]"
            + "(?:[^" + TextPatterns.NUL + "]{0," + (MAX_LENGTH - 2) + "}"
            + "[^" + TextPatterns.NUL + TextPatterns.WHITE_SPACE + "])?"
            + "[" + TextPatterns.WHITE_SPACE + "]*$";

    private final TargetPolicy policy;
    private final boolean allowPrivate;

    EndpointRules(TargetPolicy policy, boolean allowPrivate) {
        this.policy = policy;
        this.allowPrivate = allowPrivate;
    }

    /** The endpoint as stored; 400 {@code bad-push-endpoint} when it is refused. */
    String check(String endpoint) {
        if (endpoint == null || endpoint.isBlank()) {
            throw bad("a push subscription needs its endpoint, the push service's https URL");
        }
        String url = endpoint.strip();
        if (url.length() > MAX_LENGTH) {
            throw bad("the endpoint may be at most " + MAX_LENGTH + " characters");
        }
        if (!url.toLowerCase(Locale.ROOT).startsWith("https://")
                && !(allowPrivate && url.toLowerCase(Locale.ROOT).startsWith("http://"))) {
            throw bad("a push endpoint is an absolute https URL, not '" + url + "'");
        }
        try {
            policy.check(url);
        } catch (TargetPolicy.Refused e) {
            throw bad(
                    e.malformed()
                            ? "a push endpoint is an absolute https URL, not '" + url + "'"
                            : "the push endpoint's host does not resolve, or resolves to an address this server may not"
                                    + " reach (loopback, private, link-local, metadata or reserved), or its port is not"
                                    + " 443, 80 or 1024-65535");
        }
        return url;
    }

    private static ApiException bad(String detail) {
        return new ApiException.BadRequest("bad-push-endpoint", detail);
    }
}
