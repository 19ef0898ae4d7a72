package com.taflpost.analysis;

/** OpenAPI examples of the analysis endpoint, kept in one place; real answers of the server. */
final class Examples {
    private Examples() {
    }

    static final String ANALYSIS = """
            {
              "ruleset": "copenhagen",
              "board": "brandubh",
              "boardSize": 7,
              "moves": ["d2-f2", "d3-c3"],
              "position": "/3t3/3t3/3T3/ttTKTtt/2T4/5t1/3t3/",
              "sideToMove": "attackers",
              "ply": 2,
              "result": null,
              "legalMoves": ["a4-a5", "a4-a6", "a4-a3", "a4-a2", "b4-b5", "b4-b6", "b4-b7", "b4-b3", "b4-b2", "b4-b1", "d1-e1", "d1-f1", "d1-c1", "d1-b1", "d1-d2", "d1-d3", "d6-e6", "d6-f6", "d6-g6", "d6-c6", "d6-b6", "d6-a6", "d7-e7", "d7-f7", "d7-c7", "d7-b7", "f2-g2", "f2-e2", "f2-d2", "f2-c2", "f2-b2", "f2-a2", "f2-f3", "f2-f1", "f4-f5", "f4-f6", "f4-f7", "f4-f3", "g4-g5", "g4-g6", "g4-g3", "g4-g2"],
              "grid": [
                [{"square": "a7", "piece": null, "restricted": true}, {"square": "b7", "piece": null, "restricted": false}, {"square": "c7", "piece": null, "restricted": false}, {"square": "d7", "piece": "attacker", "restricted": false}, {"square": "e7", "piece": null, "restricted": false}, {"square": "f7", "piece": null, "restricted": false}, {"square": "g7", "piece": null, "restricted": true}],
                [{"square": "a6", "piece": null, "restricted": false}, {"square": "b6", "piece": null, "restricted": false}, {"square": "c6", "piece": null, "restricted": false}, {"square": "d6", "piece": "attacker", "restricted": false}, {"square": "e6", "piece": null, "restricted": false}, {"square": "f6", "piece": null, "restricted": false}, {"square": "g6", "piece": null, "restricted": false}],
                [{"square": "a5", "piece": null, "restricted": false}, {"square": "b5", "piece": null, "restricted": false}, {"square": "c5", "piece": null, "restricted": false}, {"square": "d5", "piece": "defender", "restricted": false}, {"square": "e5", "piece": null, "restricted": false}, {"square": "f5", "piece": null, "restricted": false}, {"square": "g5", "piece": null, "restricted": false}],
                [{"square": "a4", "piece": "attacker", "restricted": false}, {"square": "b4", "piece": "attacker", "restricted": false}, {"square": "c4", "piece": "defender", "restricted": false}, {"square": "d4", "piece": "king", "restricted": true}, {"square": "e4", "piece": "defender", "restricted": false}, {"square": "f4", "piece": "attacker", "restricted": false}, {"square": "g4", "piece": "attacker", "restricted": false}],
                [{"square": "a3", "piece": null, "restricted": false}, {"square": "b3", "piece": null, "restricted": false}, {"square": "c3", "piece": "defender", "restricted": false}, {"square": "d3", "piece": null, "restricted": false}, {"square": "e3", "piece": null, "restricted": false}, {"square": "f3", "piece": null, "restricted": false}, {"square": "g3", "piece": null, "restricted": false}],
                [{"square": "a2", "piece": null, "restricted": false}, {"square": "b2", "piece": null, "restricted": false}, {"square": "c2", "piece": null, "restricted": false}, {"square": "d2", "piece": null, "restricted": false}, {"square": "e2", "piece": null, "restricted": false}, {"square": "f2", "piece": "attacker", "restricted": false}, {"square": "g2", "piece": null, "restricted": false}],
                [{"square": "a1", "piece": null, "restricted": true}, {"square": "b1", "piece": null, "restricted": false}, {"square": "c1", "piece": null, "restricted": false}, {"square": "d1", "piece": "attacker", "restricted": false}, {"square": "e1", "piece": null, "restricted": false}, {"square": "f1", "piece": null, "restricted": false}, {"square": "g1", "piece": null, "restricted": true}]
              ]
            }
            """;

    static final String PROBLEM_ILLEGAL_MOVE = """
            {
              "type": "https://taflpost.dev/problems/illegal-move",
              "title": "Illegal move",
              "status": 422,
              "code": "blocked",
              "detail": "the way from d4 to d7 is blocked at d5",
              "instance": "/api/analysis",
              "ply": 2
            }
            """;

    static final String PROBLEM_UNKNOWN_RULESET = """
            {
              "type": "https://taflpost.dev/problems/bad-request",
              "title": "Bad request",
              "status": 400,
              "code": "unknown-ruleset",
              "detail": "unknown ruleset 'chess': expected copenhagen or tablut",
              "instance": "/api/analysis"
            }
            """;

    static final String REQUEST = """
            {
              "ruleset": "copenhagen",
              "board": "brandubh",
              "moves": ["d2-f2", "d3-c3"]
            }
            """;
}
