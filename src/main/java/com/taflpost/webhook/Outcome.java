package com.taflpost.webhook;

/**
 * How one attempt ended, as the delivery log shows it: the receiver's status, or why there was none. The log never
 * says why a receiver did not answer (refused, reset, timed out, unknown host): that would make webhooks a port
 * scanner.
 */
record Outcome(Integer status, String error) {
    static final String NO_ANSWER = "no answer";
    static final String REFUSED_BY_POLICY = "refused by policy";

    static Outcome answered(int status) {
        return new Outcome(status, status / 100 == 2 ? null : "answered " + status);
    }

    static Outcome noAnswer() {
        return new Outcome(null, NO_ANSWER);
    }

    /** The URL's host resolves, now, to an address webhooks may not reach. */
    static Outcome refusedByPolicy() {
        return new Outcome(null, REFUSED_BY_POLICY);
    }

    boolean delivered() {
        return error == null;
    }
}
