package com.taflpost.catalog;

/** OpenAPI examples of the catalog, kept in one place. */
final class Examples {
    private Examples() {
    }

    static final String RULESETS = "[]";
    static final String BOARDS = "[]";
}
