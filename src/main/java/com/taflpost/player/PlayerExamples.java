package com.taflpost.player;

/** The examples of the players' part of the OpenAPI document. */
final class PlayerExamples {

    static final String ID = "0b7d4f5e-8c1a-4e57-9a38-2f0c6d1e9b42";
    static final String NAME = "astrid";
    static final String PASSWORD = "correct-horse-battery";
    static final String CREATED_AT = "2025-03-14T09:26:53.589793Z";
    static final String EXPIRES_AT = "2025-04-13T09:30:00Z";
    static final String TOKEN = "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ0YWZscG9zdCIsInN1YiI6IjBiN2Q0ZjVlIn0.c2lnbmF0dXJl";

    static final String REGISTRATION = """
            {"name":"astrid","password":"correct-horse-battery"}""";

    static final String PROFILE = """
            {"id":"0b7d4f5e-8c1a-4e57-9a38-2f0c6d1e9b42","name":"astrid","createdAt":"2025-03-14T09:26:53.589793Z",\
            "games":{"current":[{"id":"Xk3p9QaZ2m","ruleset":"copenhagen","board":"copenhagen","side":"attackers",\
            "opponent":"bjorn","status":"active","yourTurn":true,"ply":12,"updatedAt":"2025-03-20T18:02:11.120000Z"}],\
            "invitations":[],"results":{"wins":3,"losses":1,"draws":0}}}""";

    static final String PAGE = """
            {"items":[{"id":"0b7d4f5e-8c1a-4e57-9a38-2f0c6d1e9b42","name":"astrid","createdAt":"2025-03-14T09:26:53.589793Z"}],\
            "page":0,"size":20,"total":1}""";

    static final String TOKEN_RESPONSE = """
            {"token":"eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ0YWZscG9zdCIsInN1YiI6IjBiN2Q0ZjVlIn0.c2lnbmF0dXJl",\
            "tokenType":"Bearer","expiresAt":"2025-04-13T09:30:00Z",\
            "player":{"id":"0b7d4f5e-8c1a-4e57-9a38-2f0c6d1e9b42","name":"astrid"}}""";

    static final String NAME_TAKEN = """
            {"type":"https://taflpost.dev/problems/conflict","title":"Conflict","status":409,\
            "code":"name-taken","detail":"the name 'astrid' is already taken","instance":"/api/players"}""";

    static final String BAD_CREDENTIALS = """
            {"type":"https://taflpost.dev/problems/unauthorized","title":"Unauthorized","status":401,\
            "code":"bad-credentials","detail":"no player has this name and password","instance":"/api/auth/token"}""";

    static final String NOT_FOUND = """
            {"type":"https://taflpost.dev/problems/not-found","title":"Not found","status":404,\
            "code":"player-not-found","detail":"no player is named 'astrid'","instance":"/api/players/astrid"}""";

    private PlayerExamples() {
    }
}
