package com.taflpost.event;

/** OpenAPI examples of the event stream. */
final class Examples {
    private Examples() {
    }

    static final String STREAM = """
            : stream open

            id: 42
            event: move
            data: {"gameId":"Xk3p9QaZ2m","ply":3,"move":"d1-d3","side":"attackers","sideToMove":"defenders","status":"active"}

            id: 43
            event: your-turn
            data: {"gameId":"Xk3p9QaZ2m","ply":3,"side":"defenders"}

            : keep-alive

            """;

    static final String PROBLEM_TOKEN_REQUIRED = """
            {
              "type": "https://taflpost.dev/problems/unauthorized",
              "title": "Unauthorized",
              "status": 401,
              "code": "unauthorized",
              "detail": "this needs a bearer token: a player token or a seat token",
              "instance": "/api/events"
            }
            """;

    static final String PROBLEM_BAD_LAST_EVENT_ID = """
            {
              "type": "https://taflpost.dev/problems/bad-request",
              "title": "Bad request",
              "status": 400,
              "code": "bad-last-event-id",
              "detail": "Last-Event-ID must be the id of an event, a whole number, not 'abc'",
              "instance": "/api/events"
            }
            """;
}
