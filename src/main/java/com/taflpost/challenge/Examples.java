package com.taflpost.challenge;

/** OpenAPI examples of challenges. */
final class Examples {
    private Examples() {
    }

    static final String CREATE_DIRECT = """
            {
              "ruleset": "copenhagen",
              "board": "copenhagen",
              "side": "attackers",
              "timeControl": {"type": "per-move", "perMove": "P3D"},
              "opponent": "bjorn",
              "expiresIn": "P3D"
            }
            """;

    static final String CREATE_OPEN = """
            {"ruleset": "tablut", "board": "tablut", "side": "random"}
            """;

    static final String CHALLENGE = """
            {
              "id": "6f1d0c7e-8a2b-4c3d-9e4f-5a6b7c8d9e0f",
              "challenger": "astrid",
              "opponent": "bjorn",
              "ruleset": "copenhagen",
              "board": "copenhagen",
              "position": null,
              "sideToMove": null,
              "side": "attackers",
              "timeControl": {"type": "per-move", "perMove": "P3D", "initial": null, "increment": null, "cap": null},
              "status": "open",
              "declineReason": null,
              "gameId": null,
              "createdAt": "2025-03-01T09:30:00.000000Z",
              "expiresAt": "2025-03-04T09:30:00.000000Z"
            }
            """;

    static final String DECLINED = """
            {
              "id": "6f1d0c7e-8a2b-4c3d-9e4f-5a6b7c8d9e0f",
              "challenger": "astrid",
              "opponent": "bjorn",
              "ruleset": "copenhagen",
              "board": "copenhagen",
              "position": null,
              "sideToMove": null,
              "side": "attackers",
              "timeControl": {"type": "none", "perMove": null, "initial": null, "increment": null, "cap": null},
              "status": "declined",
              "declineReason": "No time this month, sorry",
              "gameId": null,
              "createdAt": "2025-03-01T09:30:00.000000Z",
              "expiresAt": "2025-03-08T09:30:00.000000Z"
            }
            """;

    static final String INBOX = """
            {
              "received": [],
              "sent": [
                {"id": "6f1d0c7e-8a2b-4c3d-9e4f-5a6b7c8d9e0f", "challenger": "astrid", "opponent": "bjorn",
                 "ruleset": "copenhagen", "board": "copenhagen", "position": null, "sideToMove": null, "side": "attackers",
                 "timeControl": {"type": "none", "perMove": null, "initial": null, "increment": null, "cap": null},
                 "status": "accepted", "declineReason": null, "gameId": "Xk3p9QaZ2m",
                 "createdAt": "2025-03-01T09:30:00.000000Z", "expiresAt": "2025-03-08T09:30:00.000000Z"}
              ],
              "open": [
                {"id": "0a9b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d", "challenger": "sigrid", "opponent": null,
                 "ruleset": "tablut", "board": "tablut", "position": null, "sideToMove": null, "side": "random",
                 "timeControl": {"type": "none", "perMove": null, "initial": null, "increment": null, "cap": null},
                 "status": "open", "declineReason": null, "gameId": null,
                 "createdAt": "2025-03-02T12:00:00.000000Z", "expiresAt": "2025-03-09T12:00:00.000000Z"}
              ]
            }
            """;

    static final String DECLINE = """
            {"reason": "No time this month, sorry"}
            """;

    static final String GAME = """
            {
              "id": "Xk3p9QaZ2m",
              "ruleset": "copenhagen",
              "board": "copenhagen",
              "boardSize": 11,
              "anonymous": false,
              "players": {"attackers": "astrid", "defenders": "bjorn"},
              "status": "active",
              "ply": 0,
              "moves": [],
              "sideToMove": "attackers"
            }
            """;

    static final String PROBLEM_BAD_EXPIRY = """
            {
              "type": "https://taflpost.dev/problems/bad-request",
              "title": "Bad request",
              "status": 400,
              "code": "bad-expiry",
              "detail": "expiresIn must be at least PT1M, not PT30S",
              "instance": "/api/challenges"
            }
            """;

    static final String PROBLEM_UNAUTHORIZED = """
            {
              "type": "https://taflpost.dev/problems/unauthorized",
              "title": "Unauthorized",
              "status": 401,
              "code": "unauthorized",
              "detail": "this call needs a player token",
              "instance": "/api/challenges"
            }
            """;

    static final String PROBLEM_NOT_CHALLENGED = """
            {
              "type": "https://taflpost.dev/problems/forbidden",
              "title": "Forbidden",
              "status": 403,
              "code": "not-challenged",
              "detail": "this challenge is addressed to bjorn",
              "instance": "/api/challenges/6f1d0c7e-8a2b-4c3d-9e4f-5a6b7c8d9e0f/accept"
            }
            """;

    static final String PROBLEM_NOT_YOUR_CHALLENGE = """
            {
              "type": "https://taflpost.dev/problems/forbidden",
              "title": "Forbidden",
              "status": 403,
              "code": "not-your-challenge",
              "detail": "only the challenger can cancel a challenge",
              "instance": "/api/challenges/6f1d0c7e-8a2b-4c3d-9e4f-5a6b7c8d9e0f/cancel"
            }
            """;

    static final String PROBLEM_NOT_FOUND = """
            {
              "type": "https://taflpost.dev/problems/not-found",
              "title": "Not found",
              "status": 404,
              "code": "challenge-not-found",
              "detail": "there is no challenge 6f1d0c7e-8a2b-4c3d-9e4f-5a6b7c8d9e0f",
              "instance": "/api/challenges/6f1d0c7e-8a2b-4c3d-9e4f-5a6b7c8d9e0f"
            }
            """;

    static final String PROBLEM_CLOSED = """
            {
              "type": "https://taflpost.dev/problems/conflict",
              "title": "Conflict",
              "status": 409,
              "code": "challenge-closed",
              "detail": "the challenge is accepted, no longer open",
              "instance": "/api/challenges/6f1d0c7e-8a2b-4c3d-9e4f-5a6b7c8d9e0f/accept",
              "challengeStatus": "accepted"
            }
            """;
}
