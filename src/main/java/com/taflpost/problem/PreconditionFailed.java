package com.taflpost.problem;

import java.util.Map;

/**
 * 412: the request was made for a state of the resource (its {@code If-Match} tag) that is no longer current. The
 * answer carries the current tag.
 */
public final class PreconditionFailed extends ApiException {
    private final String etag;

    public PreconditionFailed(String detail, Map<String, Object> extensions, String etag) {
        super(412, "precondition-failed", "Precondition failed", "precondition-failed", detail, extensions);
        this.etag = etag;
    }

    public String etag() {
        return etag;
    }
}
