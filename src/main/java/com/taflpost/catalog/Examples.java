package com.taflpost.catalog;

/** OpenAPI examples of the catalog, kept in one place; real answers of the server (boards: the first only). */
final class Examples {
    private Examples() {
    }

    static final String BOARDS = """
            [
              {
                "id": "brandubh",
                "name": "Brandubh",
                "size": 7,
                "position": "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
                "grid": [
                  [{"square": "a7", "piece": null, "restricted": true}, {"square": "b7", "piece": null, "restricted": false}, {"square": "c7", "piece": null, "restricted": false}, {"square": "d7", "piece": "attacker", "restricted": false}, {"square": "e7", "piece": null, "restricted": false}, {"square": "f7", "piece": null, "restricted": false}, {"square": "g7", "piece": null, "restricted": true}],
                  [{"square": "a6", "piece": null, "restricted": false}, {"square": "b6", "piece": null, "restricted": false}, {"square": "c6", "piece": null, "restricted": false}, {"square": "d6", "piece": "attacker", "restricted": false}, {"square": "e6", "piece": null, "restricted": false}, {"square": "f6", "piece": null, "restricted": false}, {"square": "g6", "piece": null, "restricted": false}],
                  [{"square": "a5", "piece": null, "restricted": false}, {"square": "b5", "piece": null, "restricted": false}, {"square": "c5", "piece": null, "restricted": false}, {"square": "d5", "piece": "defender", "restricted": false}, {"square": "e5", "piece": null, "restricted": false}, {"square": "f5", "piece": null, "restricted": false}, {"square": "g5", "piece": null, "restricted": false}],
                  [{"square": "a4", "piece": "attacker", "restricted": false}, {"square": "b4", "piece": "attacker", "restricted": false}, {"square": "c4", "piece": "defender", "restricted": false}, {"square": "d4", "piece": "king", "restricted": true}, {"square": "e4", "piece": "defender", "restricted": false}, {"square": "f4", "piece": "attacker", "restricted": false}, {"square": "g4", "piece": "attacker", "restricted": false}],
                  [{"square": "a3", "piece": null, "restricted": false}, {"square": "b3", "piece": null, "restricted": false}, {"square": "c3", "piece": null, "restricted": false}, {"square": "d3", "piece": "defender", "restricted": false}, {"square": "e3", "piece": null, "restricted": false}, {"square": "f3", "piece": null, "restricted": false}, {"square": "g3", "piece": null, "restricted": false}],
                  [{"square": "a2", "piece": null, "restricted": false}, {"square": "b2", "piece": null, "restricted": false}, {"square": "c2", "piece": null, "restricted": false}, {"square": "d2", "piece": "attacker", "restricted": false}, {"square": "e2", "piece": null, "restricted": false}, {"square": "f2", "piece": null, "restricted": false}, {"square": "g2", "piece": null, "restricted": false}],
                  [{"square": "a1", "piece": null, "restricted": true}, {"square": "b1", "piece": null, "restricted": false}, {"square": "c1", "piece": null, "restricted": false}, {"square": "d1", "piece": "attacker", "restricted": false}, {"square": "e1", "piece": null, "restricted": false}, {"square": "f1", "piece": null, "restricted": false}, {"square": "g1", "piece": null, "restricted": true}]
                ]
              }
            ]
            """;

    static final String RULESETS = """
            [
              {
                "id": "copenhagen",
                "name": "Copenhagen Hnefatafl",
                "summary": "The attackers move first. Pieces move like rooks and capture by enclosing an enemy between two of their own or a hostile square; any piece may pass the empty throne, only the king may stop on it or on a corner. The king is captured by four attackers, or three beside the throne, never on an edge; shieldwalls capture rows on an edge. The defenders win when the king reaches a corner or builds an exit fort on an edge; the attackers win by capturing the king or encircling every defender. A move that repeats a position a third time loses for the defenders; a side without a legal move loses.",
                "endings": ["king-captured", "king-escaped", "exit-fort", "encirclement", "repetition", "no-legal-move"],
                "draws": false
              },
              {
                "id": "tablut",
                "name": "Tablut",
                "summary": "The attackers move first. Pieces move like rooks and capture by enclosing an enemy between two of their own or a hostile square; only the king may stop on or pass the throne, which is hostile to everyone. The king is captured when enclosed on all four sides, where the edge, a corner or the throne close a side. The defenders win when the king reaches a corner, the attackers by capturing the king; a side without a legal move draws.",
                "endings": ["king-captured", "king-escaped", "no-legal-move"],
                "draws": true
              }
            ]
            """;
}
