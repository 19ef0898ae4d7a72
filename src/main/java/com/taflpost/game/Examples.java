package com.taflpost.game;

/** OpenAPI examples of the game feature, kept in one place; real answers of the server, shortened. */
final class Examples {
    private Examples() {
    }

    static final String CREATED_ANONYMOUS = """
            {
              "id": "Xk3p9QaZ2m",
              "ruleset": "copenhagen",
              "board": "brandubh",
              "boardSize": 7,
              "anonymous": true,
              "players": {
                "attackers": null,
                "defenders": null
              },
              "reservedFor": null,
              "status": "active",
              "result": null,
              "clock": {
                "type": "per-move",
                "perMove": "PT72H",
                "initial": null,
                "increment": null,
                "cap": null,
                "attackers": {"time": "PT72H", "millis": 259200000},
                "defenders": {"time": "PT72H", "millis": 259200000},
                "deadline": "2025-03-04T09:30:00Z"
              },
              "ply": 0,
              "moves": [],
              "shownPly": 0,
              "sideToMove": "attackers",
              "position": "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
              "lastMove": null,
              "grid": [
                [{"square": "a7", "piece": null, "restricted": true}, {"square": "b7", "piece": null, "restricted": false}, {"square": "c7", "piece": null, "restricted": false}, {"square": "d7", "piece": "attacker", "restricted": false}, {"square": "e7", "piece": null, "restricted": false}, {"square": "f7", "piece": null, "restricted": false}, {"square": "g7", "piece": null, "restricted": true}],
                [{"square": "a6", "piece": null, "restricted": false}, {"square": "b6", "piece": null, "restricted": false}, {"square": "c6", "piece": null, "restricted": false}, {"square": "d6", "piece": "attacker", "restricted": false}, {"square": "e6", "piece": null, "restricted": false}, {"square": "f6", "piece": null, "restricted": false}, {"square": "g6", "piece": null, "restricted": false}],
                [{"square": "a5", "piece": null, "restricted": false}, {"square": "b5", "piece": null, "restricted": false}, {"square": "c5", "piece": null, "restricted": false}, {"square": "d5", "piece": "defender", "restricted": false}, {"square": "e5", "piece": null, "restricted": false}, {"square": "f5", "piece": null, "restricted": false}, {"square": "g5", "piece": null, "restricted": false}],
                [{"square": "a4", "piece": "attacker", "restricted": false}, {"square": "b4", "piece": "attacker", "restricted": false}, {"square": "c4", "piece": "defender", "restricted": false}, {"square": "d4", "piece": "king", "restricted": true}, {"square": "e4", "piece": "defender", "restricted": false}, {"square": "f4", "piece": "attacker", "restricted": false}, {"square": "g4", "piece": "attacker", "restricted": false}],
                [{"square": "a3", "piece": null, "restricted": false}, {"square": "b3", "piece": null, "restricted": false}, {"square": "c3", "piece": null, "restricted": false}, {"square": "d3", "piece": "defender", "restricted": false}, {"square": "e3", "piece": null, "restricted": false}, {"square": "f3", "piece": null, "restricted": false}, {"square": "g3", "piece": null, "restricted": false}],
                [{"square": "a2", "piece": null, "restricted": false}, {"square": "b2", "piece": null, "restricted": false}, {"square": "c2", "piece": null, "restricted": false}, {"square": "d2", "piece": "attacker", "restricted": false}, {"square": "e2", "piece": null, "restricted": false}, {"square": "f2", "piece": null, "restricted": false}, {"square": "g2", "piece": null, "restricted": false}],
                [{"square": "a1", "piece": null, "restricted": true}, {"square": "b1", "piece": null, "restricted": false}, {"square": "c1", "piece": null, "restricted": false}, {"square": "d1", "piece": "attacker", "restricted": false}, {"square": "e1", "piece": null, "restricted": false}, {"square": "f1", "piece": null, "restricted": false}, {"square": "g1", "piece": null, "restricted": true}]
              ],
              "startPosition": "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
              "startSideToMove": "attackers",
              "createdAt": "2025-03-01T09:30:00.000000Z",
              "updatedAt": "2025-03-01T09:30:00.000000Z",
              "seats": {
                "creatorSide": "attackers",
                "gameUrl": "http://localhost:8080/api/games/Xk3p9QaZ2m",
                "attackers": "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ0YWZscG9zdCIsInN1YiI6IlhrM3A5UWFaMm0vYXR0YWNrZXJzIiwiZ3JvdXBzIjpbInNlYXQiXSwiZ2FtZSI6IlhrM3A5UWFaMm0iLCJzaWRlIjoiYXR0YWNrZXJzIn0.c2lnbmF0dXJl",
                "defenders": "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ0YWZscG9zdCIsInN1YiI6IlhrM3A5UWFaMm0vZGVmZW5kZXJzIiwiZ3JvdXBzIjpbInNlYXQiXSwiZ2FtZSI6IlhrM3A5UWFaMm0iLCJzaWRlIjoiZGVmZW5kZXJzIn0.c2lnbmF0dXJl"
              }
            }
            """;

    static final String MY_GAMES = """
            {
              "awaitingYou": 1,
              "games": [
                {"id": "Xk3p9QaZ2m", "ruleset": "copenhagen", "board": "copenhagen", "opponent": "bjorn", "side": "attackers",
                 "yourTurn": true, "ply": 2, "deadline": "2025-03-04T10:12:41.512Z", "lastMove": "f4-d4"},
                {"id": "Pq7Lm2Ns8R", "ruleset": "tablut", "board": "tablut", "opponent": "cnut", "side": "defenders",
                 "yourTurn": false, "ply": 1, "deadline": null, "lastMove": "d1-d3"}
              ]
            }
            """;

    static final String GAME = """
            {
              "id": "Xk3p9QaZ2m",
              "ruleset": "copenhagen",
              "board": "brandubh",
              "boardSize": 7,
              "anonymous": true,
              "players": {
                "attackers": null,
                "defenders": null
              },
              "reservedFor": null,
              "status": "active",
              "result": null,
              "clock": {
                "type": "per-move",
                "perMove": "PT72H",
                "initial": null,
                "increment": null,
                "cap": null,
                "attackers": {"time": "PT71H18M", "millis": 256680000},
                "defenders": {"time": "PT72H", "millis": 259200000},
                "deadline": "2025-03-04T10:12:41.512Z"
              },
              "ply": 2,
              "moves": ["d2-f2", "d3-c3"],
              "shownPly": 2,
              "sideToMove": "attackers",
              "position": "/3t3/3t3/3T3/ttTKTtt/2T4/5t1/3t3/",
              "lastMove": "d3-c3",
              "grid": [
                [{"square": "a7", "piece": null, "restricted": true}, {"square": "b7", "piece": null, "restricted": false}, {"square": "c7", "piece": null, "restricted": false}, {"square": "d7", "piece": "attacker", "restricted": false}, {"square": "e7", "piece": null, "restricted": false}, {"square": "f7", "piece": null, "restricted": false}, {"square": "g7", "piece": null, "restricted": true}],
                [{"square": "a6", "piece": null, "restricted": false}, {"square": "b6", "piece": null, "restricted": false}, {"square": "c6", "piece": null, "restricted": false}, {"square": "d6", "piece": "attacker", "restricted": false}, {"square": "e6", "piece": null, "restricted": false}, {"square": "f6", "piece": null, "restricted": false}, {"square": "g6", "piece": null, "restricted": false}],
                [{"square": "a5", "piece": null, "restricted": false}, {"square": "b5", "piece": null, "restricted": false}, {"square": "c5", "piece": null, "restricted": false}, {"square": "d5", "piece": "defender", "restricted": false}, {"square": "e5", "piece": null, "restricted": false}, {"square": "f5", "piece": null, "restricted": false}, {"square": "g5", "piece": null, "restricted": false}],
                [{"square": "a4", "piece": "attacker", "restricted": false}, {"square": "b4", "piece": "attacker", "restricted": false}, {"square": "c4", "piece": "defender", "restricted": false}, {"square": "d4", "piece": "king", "restricted": true}, {"square": "e4", "piece": "defender", "restricted": false}, {"square": "f4", "piece": "attacker", "restricted": false}, {"square": "g4", "piece": "attacker", "restricted": false}],
                [{"square": "a3", "piece": null, "restricted": false}, {"square": "b3", "piece": null, "restricted": false}, {"square": "c3", "piece": "defender", "restricted": false}, {"square": "d3", "piece": null, "restricted": false}, {"square": "e3", "piece": null, "restricted": false}, {"square": "f3", "piece": null, "restricted": false}, {"square": "g3", "piece": null, "restricted": false}],
                [{"square": "a2", "piece": null, "restricted": false}, {"square": "b2", "piece": null, "restricted": false}, {"square": "c2", "piece": null, "restricted": false}, {"square": "d2", "piece": null, "restricted": false}, {"square": "e2", "piece": null, "restricted": false}, {"square": "f2", "piece": "attacker", "restricted": false}, {"square": "g2", "piece": null, "restricted": false}],
                [{"square": "a1", "piece": null, "restricted": true}, {"square": "b1", "piece": null, "restricted": false}, {"square": "c1", "piece": null, "restricted": false}, {"square": "d1", "piece": "attacker", "restricted": false}, {"square": "e1", "piece": null, "restricted": false}, {"square": "f1", "piece": null, "restricted": false}, {"square": "g1", "piece": null, "restricted": true}]
              ],
              "startPosition": "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
              "startSideToMove": "attackers",
              "createdAt": "2025-03-01T09:30:00.000000Z",
              "updatedAt": "2025-03-01T10:12:41.512000Z"
            }
            """;

    static final String PROBLEM_PLAYER_TOKEN_MISSING = """
            {
              "type": "https://taflpost.dev/problems/unauthorized",
              "title": "Unauthorized",
              "status": 401,
              "code": "unauthorized",
              "detail": "this call needs a player token",
              "instance": "/api/games/Xk3p9QaZ2m/join"
            }
            """;

    static final String PROBLEM_PLAYER_TOKEN_REQUIRED = """
            {
              "type": "https://taflpost.dev/problems/forbidden",
              "title": "Forbidden",
              "status": 403,
              "code": "player-token-required",
              "detail": "this call needs a player token, not a seat token",
              "instance": "/api/games"
            }
            """;

    static final String PROBLEM_TOKEN_REQUIRED = """
            {
              "type": "https://taflpost.dev/problems/unauthorized",
              "title": "Unauthorized",
              "status": 401,
              "code": "unauthorized",
              "detail": "this needs a bearer token: a player token or a seat token of this game",
              "instance": "/api/games/Xk3p9QaZ2m/moves"
            }
            """;

}
