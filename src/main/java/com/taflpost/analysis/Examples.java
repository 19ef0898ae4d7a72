package com.taflpost.analysis;

/** OpenAPI examples of the analysis endpoint, kept in one place. */
final class Examples {
    private Examples() {
    }

    static final String REQUEST = "{}";
    static final String ANALYSIS = "{}";
    static final String PROBLEM_UNKNOWN_RULESET = "{}";
    static final String PROBLEM_ILLEGAL_MOVE = "{}";
}
