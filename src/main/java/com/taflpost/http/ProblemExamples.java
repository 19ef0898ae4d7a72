package com.taflpost.http;

/** Example problem documents every feature's OpenAPI responses can use. */
public final class ProblemExamples {

    public static final String VALIDATION = """
            {"type":"https://taflpost.dev/problems/validation","title":"Invalid request","status":400,\
            "code":"validation","detail":"name: must be 3 to 32 letters, digits, '_' or '-'",\
            "instance":"/api/players","errors":[{"field":"name","message":"must be 3 to 32 letters, digits, '_' or '-'"}]}""";

    public static final String MALFORMED_BODY = """
            {"type":"https://taflpost.dev/problems/bad-request","title":"Bad request","status":400,\
            "code":"malformed-body","detail":"the request body is not valid JSON: Unexpected end-of-input",\
            "instance":"/api/players"}""";

    public static final String UNAUTHORIZED = """
            {"type":"https://taflpost.dev/problems/unauthorized","title":"Unauthorized","status":401,\
            "code":"unauthorized","detail":"this call needs a bearer token in the Authorization header",\
            "instance":"/api/players/me"}""";

    public static final String INVALID_TOKEN = """
            {"type":"https://taflpost.dev/problems/unauthorized","title":"Unauthorized","status":401,\
            "code":"invalid-token","detail":"the bearer token is not valid (malformed, expired or not signed by this server)",\
            "instance":"/api/players/me"}""";

    public static final String PLAYER_TOKEN_REQUIRED = """
            {"type":"https://taflpost.dev/problems/forbidden","title":"Forbidden","status":403,\
            "code":"player-token-required","detail":"this call needs a player token, not a seat token","instance":"/api/players/me"}""";

    private ProblemExamples() {
    }
}
