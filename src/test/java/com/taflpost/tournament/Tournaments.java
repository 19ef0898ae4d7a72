package com.taflpost.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.game.Api;
import com.taflpost.game.TestPlayers;
import com.taflpost.game.TestPlayers.TestPlayer;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A tournament driven through the API for tests: its organiser, its players by name, and the ways games end. */
final class Tournaments {
    final TestPlayer organiser;
    final Map<String, TestPlayer> players = new LinkedHashMap<>();
    final String id;

    private Tournaments(TestPlayer organiser, String id) {
        this.organiser = organiser;
        this.id = id;
    }

    /** A new tournament (Copenhagen rules on the 7x7 brandubh board) with {@code count} players entered. */
    static Tournaments entered(Map<String, ?> settings, int count) {
        TestPlayer organiser = TestPlayers.register("org");
        Map<String, Object> body =
                new HashMap<>(Map.of("name", "Test event", "ruleset", "copenhagen", "board", "brandubh"));
        body.putAll(settings);
        String id = Api.as(organiser.token())
                .body(body)
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Tournaments tournament = new Tournaments(organiser, id);
        for (int i = 1; i <= count; i++) {
            TestPlayer player = TestPlayers.register("p" + i);
            tournament.players.put(player.name(), player);
            Api.as(player.token())
                    .post("/api/tournaments/{id}/entries", id)
                    .then()
                    .statusCode(200);
        }
        return tournament;
    }

    /** The players' names in order of entry. */
    List<String> names() {
        return new ArrayList<>(players.keySet());
    }

    JsonPath start() {
        return Api.as(organiser.token())
                .post("/api/tournaments/{id}/start", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    JsonPath view() {
        return Api.as(null)
                .get("/api/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    JsonPath standings() {
        return Api.as(null)
                .get("/api/tournaments/{id}/standings", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** The round's pairings as "first-second" names, in board order. */
    List<String> pairings(int round) {
        List<List<String>> pairs = view().getList("rounds[" + (round - 1) + "].pairings.players");
        return pairs.stream().map(p -> p.get(0) + "-" + p.get(1)).toList();
    }

    /** The round's games as "attackers>defenders" names. */
    List<String> seatings(int round) {
        List<String> attackers = view().getList("rounds[" + (round - 1) + "].pairings.games.flatten().attackers");
        List<String> defenders = view().getList("rounds[" + (round - 1) + "].pairings.games.flatten().defenders");
        List<String> seatings = new ArrayList<>();
        for (int i = 0; i < attackers.size(); i++) {
            seatings.add(attackers.get(i) + ">" + defenders.get(i));
        }
        return seatings;
    }

    /** The id of the round's game in which {@code attacker} attacks {@code defender}. */
    String game(int round, String attacker, String defender) {
        List<Map<String, Object>> games = view().getList("rounds[" + (round - 1) + "].pairings.games.flatten()");
        return games.stream()
                .filter(g -> g.get("attackers").equals(attacker)
                        && g.get("defenders").equals(defender))
                .map(g -> (String) g.get("gameId"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no game " + attacker + ">" + defender + " in round " + round));
    }

    /** The defenders win on the board: the king runs to the a1 corner of brandubh. */
    void kingEscapes(int round, String attacker, String defender) {
        String game = game(round, attacker, defender);
        String a = players.get(attacker).token();
        String d = players.get(defender).token();
        String[][] moves = {{a, "a4-a5"}, {d, "c4-c5"}, {a, "b4-b5"}, {d, "d4-a4"}, {a, "a5-a6"}, {d, "a4-a1"}};
        for (int ply = 0; ply < moves.length; ply++) {
            Api.move(game, moves[ply][0], moves[ply][1], ply).then().statusCode(201);
        }
        assertThat(Api.as(null).get("/api/games/{id}", game).jsonPath().getString("result.reason"))
                .isEqualTo("king-escaped");
    }

    /** The attackers resign before their first move: the defenders win. */
    void attackerResigns(int round, String attacker, String defender) {
        Api.resign(game(round, attacker, defender), players.get(attacker).token())
                .then()
                .statusCode(200);
    }

    /** The attackers move, then the defenders resign: the attackers win. */
    void defenderResigns(int round, String attacker, String defender) {
        String game = game(round, attacker, defender);
        Api.move(game, players.get(attacker).token(), "a4-a5", 0).then().statusCode(201);
        Api.resign(game, players.get(defender).token()).then().statusCode(200);
    }

    /** The attackers move, so that the defenders are to move when the clock runs out. */
    void attackerMoves(int round, String attacker, String defender) {
        Api.move(game(round, attacker, defender), players.get(attacker).token(), "a4-a5", 0)
                .then()
                .statusCode(201);
    }
}
