package com.taflpost.record;

import com.taflpost.game.Examples;
/** Examples of the records and pictures API for the OpenAPI document. */
final class RecordExamples {
    private RecordExamples() {
    }

    static final String RECORD = """
            [site:taflpost]
            [date:2025.03.01]
            [date-finished:2025.03.04]
            [attackers:astrid]
            [defenders:bjorn]
            [ruleset:copenhagen]
            [board:brandubh]
            [board-size:7]
            [start-position:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]
            [result:-1]
            [termination:resignation]

            1. d2-f2 d3-c3
            defenders-win
            """;

    static final String ONGOING_RECORD = """
            [attackers:astrid]
            [ruleset:copenhagen]
            [board:brandubh]

            1. d2-f2 d3-c3
            *
            """;

    static final String NDJSON = """
            {"id":"Xk3p9QaZ2m","ruleset":"copenhagen","board":"brandubh","players":{"attackers":"astrid","defenders":"bjorn"},\
            "status":"finished","result":{"winner":"defenders","reason":"resignation"},"moves":["d2-f2","d3-c3"],\
            "createdAt":"2025-03-01T09:30:00Z","updatedAt":"2025-03-04T18:02:11Z","record":"[site:taflpost]\\n[date:2025.03.01]\\n\
            [date-finished:2025.03.04]\\n[attackers:astrid]\\n[defenders:bjorn]\\n[ruleset:copenhagen]\\n[board:brandubh]\\n\
            [board-size:7]\\n[start-position:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\\n[result:-1]\\n[termination:resignation]\\n\\n\
            1. d2-f2 d3-c3\\ndefenders-win\\n"}
            {"id":"Pq81ZmT0aa","ruleset":"tablut","board":"tablut","players":{"attackers":null,"defenders":"astrid"},\
            "status":"waiting","result":null,"moves":[],"createdAt":"2025-03-05T08:00:00Z","updatedAt":"2025-03-05T08:00:00Z",\
            "record":"[site:taflpost]\\n[date:2025.03.05]\\n[defenders:astrid]\\n[ruleset:tablut]\\n[board:tablut]\\n\
            [board-size:9]\\n[start-position:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/]\\n[result:?]\\n\\n*\\n"}
            """;

    static final String SVG = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 332 366" width="332" height="366" role="img">
            <title>astrid vs bjorn — copenhagen, after move 2</title>
            <!-- squares, coordinates, pieces, the last move and its captures -->
            </svg>
            """;

    static final String PROBLEM_ILLEGAL_RECORD_MOVE = """
            {
              "type": "https://taflpost.dev/problems/invalid-record",
              "title": "Invalid game record",
              "status": 422,
              "code": "illegal-move",
              "detail": "line 6, column 10: move 2 (turn 1, defenders) 'd4-d1' is illegal (blocked): the way from d4 to d1 is blocked at d3",
              "instance": "/api/games/import",
              "line": 6,
              "column": 10,
              "ply": 2,
              "moveError": "blocked"
            }
            """;

    static final String PROBLEM_RECORD_TAG = """
            {
              "type": "https://taflpost.dev/problems/invalid-record",
              "title": "Invalid game record",
              "status": 422,
              "code": "record-tag",
              "detail": "the record has no [ruleset:...] tag; expected copenhagen or tablut",
              "instance": "/api/games/import",
              "line": 0,
              "column": 0,
              "ply": 0
            }
            """;

    static final String PROBLEM_SIDE_REQUIRED = """
            {
              "type": "https://taflpost.dev/problems/bad-request",
              "title": "Bad request",
              "status": 400,
              "code": "side-required",
              "detail": "say which side you played with ?side=attackers or ?side=defenders (the record's attackers and defenders tags do not tell)",
              "instance": "/api/games/import"
            }
            """;

    static final String PROBLEM_SEAT_TOKEN = """
            {
              "type": "https://taflpost.dev/problems/forbidden",
              "title": "Forbidden",
              "status": 403,
              "code": "player-token-required",
              "detail": "a seat token cannot do this; it needs a player token",
              "instance": "/api/games/import"
            }
            """;

    static final String PROBLEM_BAD_TOKEN = """
            {
              "type": "https://taflpost.dev/problems/unauthorized",
              "title": "Unauthorized",
              "status": 401,
              "code": "invalid-token",
              "detail": "the bearer token is not valid (malformed, expired or not signed by this server)",
              "instance": "/api/games/import"
            }
            """;

    static final String PROBLEM_GAME_NOT_FOUND = """
            {
              "type": "https://taflpost.dev/problems/not-found",
              "title": "Not found",
              "status": 404,
              "code": "game-not-found",
              "detail": "no game with id 'Xk3p9QaZ2m'",
              "instance": "/api/games/Xk3p9QaZ2m/record"
            }
            """;

    static final String PROBLEM_PLAYER_NOT_FOUND = """
            {
              "type": "https://taflpost.dev/problems/not-found",
              "title": "Not found",
              "status": 404,
              "code": "player-not-found",
              "detail": "no player is called 'astrid'",
              "instance": "/api/players/astrid/games.ndjson"
            }
            """;

    static final String PROBLEM_PLY_OUT_OF_RANGE = """
            {
              "type": "https://taflpost.dev/problems/bad-request",
              "title": "Bad request",
              "status": 400,
              "code": "ply-out-of-range",
              "detail": "ply must be between 0 and 2, not 7",
              "instance": "/api/games/Xk3p9QaZ2m/board.svg"
            }
            """;

    static final String PROBLEM_UNKNOWN_SIDE = """
            {
              "type": "https://taflpost.dev/problems/bad-request",
              "title": "Bad request",
              "status": 400,
              "code": "unknown-side",
              "detail": "bottom: unknown side 'kings': expected attackers or defenders",
              "instance": "/api/positions/board.svg"
            }
            """;

    static final String PROBLEM_POSITION_REQUIRED = """
            {
              "type": "https://taflpost.dev/problems/bad-request",
              "title": "Bad request",
              "status": 400,
              "code": "position-required",
              "detail": "give the position string, e.g. /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
              "instance": "/api/positions/board.svg"
            }
            """;

    static final String PROBLEM_INVALID_POSITION = """
            {
              "type": "https://taflpost.dev/problems/invalid-position",
              "title": "Invalid position",
              "status": 422,
              "code": "invalid-position",
              "detail": "the position has 0 kings; it needs exactly one",
              "instance": "/api/positions/board.svg"
            }
            """;
}
