package com.taflpost.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
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
        TestPlayer organiser = Players.register("org");
        Map<String, Object> body =
                new HashMap<>(Map.of("name", "Test event", "ruleset", "copenhagen", "board", "brandubh"));
        body.putAll(settings);
        String id = Games.as(organiser.token())
                .body(body)
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Tournaments tournament = new Tournaments(organiser, id);
        for (int i = 1; i <= count; i++) {
            TestPlayer player = Players.register("p" + i);
            tournament.players.put(player.name(), player);
            Games.as(player.token())
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
        return Games.as(organiser.token())
                .post("/api/tournaments/{id}/start", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    JsonPath view() {
        return Games.as(null)
                .get("/api/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    JsonPath standings() {
        return Games.as(null)
                .get("/api/tournaments/{id}/standings", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** The rounds paired so far ({@code items}, in order), as GET /api/tournaments/{id}/rounds pages them. */
    JsonPath rounds() {
        return Games.as(null)
                .queryParam("size", 100)
                .get("/api/tournaments/{id}/rounds", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** The round's games in board order, as GET /api/tournaments/{id}/rounds/{n}/games pages them. */
    List<Map<String, Object>> games(int round) {
        return Games.as(null)
                .queryParam("size", 100)
                .get("/api/tournaments/{id}/rounds/{round}/games", id, round)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items");
    }

    /** The round's pairings as "first-second" names, in board order. */
    @SuppressWarnings("unchecked")
    List<String> pairings(int round) {
        Map<Object, String> pairs = new LinkedHashMap<>();
        for (Map<String, Object> game : games(round)) {
            List<String> names = (List<String>) game.get("players");
            pairs.putIfAbsent(game.get("pairing"), names.get(0) + "-" + names.get(1));
        }
        return new ArrayList<>(pairs.values());
    }

    /** The round's games as "attackers>defenders" names. */
    List<String> seatings(int round) {
        return games(round).stream()
                .map(g -> g.get("attackers") + ">" + g.get("defenders"))
                .toList();
    }

    /** The id of the round's game in which {@code attacker} attacks {@code defender}. */
    String game(int round, String attacker, String defender) {
        return games(round).stream()
                .filter(g -> g.get("attackers").equals(attacker)
                        && g.get("defenders").equals(defender))
                .map(g -> (String) g.get("gameId"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no game " + attacker + ">" + defender + " in round " + round));
    }

    /** The defenders win on the board: the king runs to the a1 corner of brandubh. */
    void kingEscapes(int round, String attacker, String defender) {
        String game = game(round, attacker, defender);
        Games.playToTheEnd(
                game, players.get(attacker).token(), players.get(defender).token());
        assertThat(Games.as(null).get("/api/games/{id}", game).jsonPath().getString("result.reason"))
                .isEqualTo("king-escaped");
    }

    /** Each side moves once, so that the game counts in ratings whatever ends it: the attackers are to move. */
    void opening(int round, String attacker, String defender) {
        String game = game(round, attacker, defender);
        Games.move(game, players.get(attacker).token(), "a4-a5", 0).then().statusCode(201);
        Games.move(game, players.get(defender).token(), "c4-c3", 1).then().statusCode(201);
    }

    /** After the opening the attackers resign: the defenders win. */
    void attackerResigns(int round, String attacker, String defender) {
        opening(round, attacker, defender);
        Games.resign(game(round, attacker, defender), players.get(attacker).token())
                .then()
                .statusCode(200);
    }

    /** After the opening the attackers move again, then the defenders resign: the attackers win. */
    void defenderResigns(int round, String attacker, String defender) {
        attackerMoves(round, attacker, defender);
        Games.resign(game(round, attacker, defender), players.get(defender).token())
                .then()
                .statusCode(200);
    }

    /** After the opening the attackers move again, so that the defenders are to move when the clock runs out. */
    void attackerMoves(int round, String attacker, String defender) {
        opening(round, attacker, defender);
        Games.move(game(round, attacker, defender), players.get(attacker).token(), "a5-a6", 2)
                .then()
                .statusCode(201);
    }
}
