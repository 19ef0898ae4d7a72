package com.taflpost.player;

/** Example values of the players' schemas; the operations' examples are in META-INF/openapi.yaml. */
final class PlayerExamples {

    static final String ID = "0b7d4f5e-8c1a-4e57-9a38-2f0c6d1e9b42";
    static final String NAME = "astrid";
    static final String PASSWORD = "correct-horse-battery";
    static final String CREATED_AT = "2025-03-14T09:26:53.589793Z";
    static final String EXPIRES_AT = "2025-04-13T09:30:00Z";
    static final String TOKEN =
            "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ0YWZscG9zdCIsInN1YiI6IjBiN2Q0ZjVlIn0.c2lnbmF0dXJl";

    private PlayerExamples() {}
}
