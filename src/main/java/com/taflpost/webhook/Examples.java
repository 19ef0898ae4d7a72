package com.taflpost.webhook;

/** OpenAPI examples of the webhooks. */
final class Examples {
    private Examples() {
    }

    static final String NEW_WEBHOOK = """
            {"url": "https://bot.example.org/taflpost"}
            """;

    static final String WEBHOOK = """
            {
              "id": "5f0c2a8e-3b1d-4c6a-9e7f-1a2b3c4d5e6f",
              "url": "https://bot.example.org/taflpost",
              "secret": "whsec_q3Z8m1Yc0bN5xW2vR7tK4pL9sD6fG1hJ3kA8eU0iO2w",
              "createdAt": "2025-03-01T09:30:00.000000Z"
            }
            """;

    static final String WEBHOOKS = """
            [
              {"id": "5f0c2a8e-3b1d-4c6a-9e7f-1a2b3c4d5e6f", "url": "https://bot.example.org/taflpost",
               "createdAt": "2025-03-01T09:30:00.000000Z", "failures": 0, "pausedUntil": null},
              {"id": "0b7d51c4-9a2e-4f38-8c61-2d4e6f8a0b1c", "url": "https://old-bot.example.org/hook",
               "createdAt": "2025-02-11T18:02:41.000000Z", "failures": 6, "pausedUntil": "2025-03-01T09:32:00.000000Z"}
            ]
            """;

    static final String ROTATED = """
            {
              "id": "5f0c2a8e-3b1d-4c6a-9e7f-1a2b3c4d5e6f",
              "url": "https://bot.example.org/taflpost",
              "secret": "whsec_N2s8Vq0xLr5Jc1Ty7Pa3Kf9Wd4Hm6Bz2Ge8Ui0Oy1Xn5",
              "createdAt": "2025-03-01T09:30:00.000000Z"
            }
            """;

    static final String DELIVERIES = """
            [
              {"id": 18, "eventId": 43, "type": "your-turn", "status": "pending", "attempts": 1, "lastStatus": 503,
               "lastError": "answered 503", "nextAttemptAt": "2025-03-01T09:31:00.000000Z", "deliveredAt": null,
               "createdAt": "2025-03-01T09:30:30.000000Z"},
              {"id": 17, "eventId": 42, "type": "move", "status": "delivered", "attempts": 1, "lastStatus": 200,
               "lastError": null, "nextAttemptAt": null, "deliveredAt": "2025-03-01T09:30:31.000000Z",
               "createdAt": "2025-03-01T09:30:30.000000Z"}
            ]
            """;

    static final String PROBLEM_BAD_URL = """
            {
              "type": "https://taflpost.dev/problems/bad-request",
              "title": "Bad request",
              "status": 400,
              "code": "bad-webhook-url",
              "detail": "a webhook needs an absolute http or https URL, not 'bot.example.org/taflpost'",
              "instance": "/api/players/me/webhooks"
            }
            """;

    static final String PROBLEM_URL_TOO_LONG = """
            {
              "type": "https://taflpost.dev/problems/validation",
              "title": "Invalid request",
              "status": 400,
              "code": "validation",
              "detail": "url: must be at most 2048 characters",
              "instance": "/api/players/me/webhooks",
              "errors": [{"field": "url", "message": "must be at most 2048 characters"}]
            }
            """;

    static final String PROBLEM_URL_REFUSED = """
            {
              "type": "https://taflpost.dev/problems/webhook-url-refused",
              "title": "Webhook URL refused",
              "status": 422,
              "code": "webhook-url-refused",
              "detail": "webhooks may not reach 169.254.169.254: it is a cloud metadata address",
              "instance": "/api/players/me/webhooks"
            }
            """;

    static final String PROBLEM_TOO_MANY = """
            {
              "type": "https://taflpost.dev/problems/conflict",
              "title": "Conflict",
              "status": 409,
              "code": "too-many-webhooks",
              "detail": "a player may have 10 webhooks; delete one (DELETE /api/players/me/webhooks/{id}) to register another",
              "instance": "/api/players/me/webhooks"
            }
            """;

    static final String PROBLEM_UNAUTHORIZED = """
            {
              "type": "https://taflpost.dev/problems/unauthorized",
              "title": "Unauthorized",
              "status": 401,
              "code": "unauthorized",
              "detail": "this call needs a player token",
              "instance": "/api/players/me/webhooks"
            }
            """;

    static final String PROBLEM_PLAYER_TOKEN_REQUIRED = """
            {
              "type": "https://taflpost.dev/problems/forbidden",
              "title": "Forbidden",
              "status": 403,
              "code": "player-token-required",
              "detail": "this call needs a player token, not a seat token",
              "instance": "/api/players/me/webhooks"
            }
            """;

    static final String PROBLEM_NOT_FOUND = """
            {
              "type": "https://taflpost.dev/problems/not-found",
              "title": "Not found",
              "status": 404,
              "code": "webhook-not-found",
              "detail": "you have no webhook with id '5f0c2a8e-3b1d-4c6a-9e7f-1a2b3c4d5e6f'",
              "instance": "/api/players/me/webhooks/5f0c2a8e-3b1d-4c6a-9e7f-1a2b3c4d5e6f/deliveries"
            }
            """;
}
