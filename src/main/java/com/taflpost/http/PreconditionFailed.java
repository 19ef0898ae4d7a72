package com.taflpost.http;

/** 412: the request was made for a state of the resource (its {@code If-Match} tag) that is no longer current. */
public final class PreconditionFailed extends ApiException {
    public PreconditionFailed(String detail) {
        super(412, "precondition-failed", "Precondition failed", "precondition-failed", detail, null);
    }
}
