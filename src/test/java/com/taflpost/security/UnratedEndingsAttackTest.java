package com.taflpost.security;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Findings 8 and 10 of the third security pass: two accounts of one person farmed a rating with rated games resigned
 * before anyone played, and an organiser's forfeits and adjudications were rated. Neither changes a rating now.
 */
@QuarkusTest
class UnratedEndingsAttackTest {

    @Test
    void ratedGamesEndedBeforeTheirSecondPlyChangeNoRating() {
        TestPlayer farmer = Players.register("farmer");
        TestPlayer puppet = Players.register("puppet");
        for (int i = 0; i < 5; i++) {
            // the puppet resigns before anyone moved
            String untouched = Games.registered("copenhagen", puppet, "attackers", farmer, true);
            Games.resign(untouched, puppet.token()).then().statusCode(200);
        }
        String oneMove = Games.registered("copenhagen", farmer, "attackers", puppet, true);
        Games.move(oneMove, farmer.token(), "d2-f2", 0).then().statusCode(201);
        Games.resign(oneMove, puppet.token()).then().statusCode(200);
        given().get("/api/games/{id}", oneMove)
                .then()
                .body("rated", equalTo(true))
                .body("result.winner", equalTo("attackers"));

        assertThat(ratingChanges(farmer)).isZero();
        assertThat(ratingChanges(puppet)).isZero();
        given().get("/api/players/{name}", farmer.name()).then().body("ratings", equalTo(List.of()));

        // two plies are a game both sides played: it counts
        String played = Games.registered("copenhagen", farmer, "attackers", puppet, true);
        Games.move(played, farmer.token(), "d2-f2", 0).then().statusCode(201);
        Games.move(played, puppet.token(), "c4-c3", 1).then().statusCode(201);
        Games.resign(played, farmer.token()).then().statusCode(200);
        assertThat(ratingChanges(farmer)).isEqualTo(1);
        assertThat(ratingChanges(puppet)).isEqualTo(1);
    }

    @Test
    void forfeitsAndAdjudicationsInARatedTournamentChangeNoRating() {
        TestPlayer organiser = Players.register("ruler");
        String tournament = Games.as(organiser.token())
                .body(Map.of(
                        "name", "Rated cup",
                        "ruleset", "copenhagen",
                        "board", "brandubh",
                        "format", "swiss",
                        "rounds", 1,
                        "gamesPerPairing", 1,
                        "rated", true))
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        List<TestPlayer> entrants = List.of(
                Players.register("entrant"),
                Players.register("entrant"),
                Players.register("entrant"),
                Players.register("entrant"));
        for (TestPlayer entrant : entrants) {
            Games.as(entrant.token())
                    .post("/api/tournaments/{id}/entries", tournament)
                    .then()
                    .statusCode(200);
        }
        Games.as(organiser.token())
                .post("/api/tournaments/{id}/start", tournament)
                .then()
                .statusCode(200);
        // two games of two plies each, so that only the organiser's acts keep them unrated
        Map<TestPlayer, String> gameOf = new HashMap<>();
        entrants.forEach(entrant -> gameOf.put(entrant, onlyGame(entrant)));
        List<String> games = gameOf.values().stream().distinct().toList();
        assertThat(games).hasSize(2);
        for (String game : games) {
            Map<String, String> seats = seats(game, entrants);
            Games.move(game, seats.get("attackers"), "d2-f2", 0).then().statusCode(201);
            Games.move(game, seats.get("defenders"), "c4-c3", 1).then().statusCode(201);
        }

        Games.as(organiser.token())
                .body(Map.of("winner", "defenders"))
                .post("/api/tournaments/{id}/games/{game}/adjudicate", tournament, games.get(0))
                .then()
                .statusCode(200);
        TestPlayer withdrawn = entrants.stream()
                .filter(entrant -> gameOf.get(entrant).equals(games.get(1)))
                .findFirst()
                .orElseThrow();
        Games.as(organiser.token())
                .body(Map.of("player", withdrawn.name()))
                .post("/api/tournaments/{id}/withdraw", tournament)
                .then()
                .statusCode(200);

        for (String game : games) {
            given().get("/api/games/{id}", game).then().body("status", equalTo("finished"));
        }
        assertThat(given().get("/api/games/{id}", games.get(0))
                        .path("result.reason")
                        .toString())
                .isEqualTo("adjudication");
        assertThat(given().get("/api/games/{id}", games.get(1))
                        .path("result.reason")
                        .toString())
                .isEqualTo("forfeit");
        for (TestPlayer entrant : entrants) {
            assertThat(ratingChanges(entrant)).as(entrant.name()).isZero();
        }
    }

    /** The entrant's one active game, the tournament's round 1 game. */
    private static String onlyGame(TestPlayer entrant) {
        List<String> ids = Games.as(entrant.token())
                .get("/api/players/me/games")
                .then()
                .statusCode(200)
                .extract()
                .path("games.id");
        assertThat(ids).hasSize(1);
        return ids.get(0);
    }

    /** The tokens of the game's two entrants by side. */
    private static Map<String, String> seats(String game, List<TestPlayer> entrants) {
        String attackers = given().get("/api/games/{id}", game).path("players.attackers");
        String defenders = given().get("/api/games/{id}", game).path("players.defenders");
        String attackersToken = entrants.stream()
                .filter(e -> e.name().equals(attackers))
                .findFirst()
                .orElseThrow()
                .token();
        String defendersToken = entrants.stream()
                .filter(e -> e.name().equals(defenders))
                .findFirst()
                .orElseThrow()
                .token();
        return Map.of("attackers", attackersToken, "defenders", defendersToken);
    }

    private static long ratingChanges(TestPlayer player) {
        return given().get("/api/players/{name}/ratings/history?size=100", player.name())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items")
                .size();
    }
}
