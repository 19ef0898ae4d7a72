package com.taflpost.rating;

import static com.taflpost.rating.Play.assertValues;
import static com.taflpost.rating.Play.json;
import static com.taflpost.rating.Play.profileRating;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Pages;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Rated games played through the API change both players' Glicko-2 ratings as the formulas say. */
@QuarkusTest
class RatingTest {
    private static final Glicko2 GLICKO = new Glicko2();
    private static final Instant ANY = Instant.parse("2026-01-01T00:00:00Z");

    @Inject
    TestClock clock;

    /** A rating with no last game, so that Glicko2.rate applies no idle weeks. */
    private static Rating rating(Rating value) {
        return new Rating(value.rating(), value.deviation(), value.volatility(), value.games(), null);
    }

    private static Rating[] rate(Rating a, Rating b, double aScore) {
        return new Rating[] {rating(GLICKO.rate(a, b, aScore, ANY)), rating(GLICKO.rate(b, a, 1 - aScore, ANY))};
    }

    @Test
    void resignationRuleEndingAndTimeoutEachRateBothPlayersFromTheirValuesBefore() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");

        // 1: a rated game by resignation; astrid (attackers) wins
        String first = Play.ratedGame("copenhagen", astrid, bjorn);
        given().get("/api/games/{id}", first).then().statusCode(200).body("rated", equalTo(true));
        Play.attackersWin(first, astrid, bjorn);
        Rating[] afterFirst = rate(Rating.initial(), Rating.initial(), 1);
        // hand-checked: 1500/350 beating 1500/350 gives 1662.31 / 290.32, the loser 1337.69, sigma 0.059999
        assertThat(afterFirst[0].rating()).isCloseTo(1662.31, within(0.005));
        assertThat(afterFirst[0].deviation()).isCloseTo(290.32, within(0.005));
        assertThat(afterFirst[0].volatility()).isCloseTo(0.059999, within(0.0000005));
        assertThat(afterFirst[1].rating()).isCloseTo(1337.69, within(0.005));
        JsonPath astridNow = profileRating(astrid, "copenhagen", "brandubh");
        assertValues(astridNow, "", afterFirst[0]);
        assertThat(astridNow.getInt("games")).isEqualTo(1);
        assertThat(astridNow.getBoolean("provisional")).isTrue();
        assertValues(profileRating(bjorn, "copenhagen", "brandubh"), "", afterFirst[1]);

        // 2: a real rule ending; bjorn's king escapes
        String second = Play.ratedGame("copenhagen", astrid, bjorn);
        Games.playToTheEnd(second, astrid.token(), bjorn.token());
        given().get("/api/games/{id}", second).then().body("result.reason", equalTo("king-escaped"));
        Rating[] afterSecond = rate(afterFirst[0], afterFirst[1], 0);

        // 3: a rated challenge lost on time; bjorn (attackers) lets his minute pass
        String challenge = Games.as(bjorn.token())
                .body(Map.of(
                        "ruleset",
                        "copenhagen",
                        "board",
                        "brandubh",
                        "side",
                        "attackers",
                        "opponent",
                        astrid.name(),
                        "rated",
                        true,
                        "timeControl",
                        Map.of("type", "per-move", "perMove", "PT1M")))
                .post("/api/challenges")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        String third = Games.as(astrid.token())
                .post("/api/challenges/{id}/accept", challenge)
                .then()
                .statusCode(201)
                .body("rated", equalTo(true))
                .extract()
                .path("id");
        Play.opening(third, bjorn, astrid);
        clock.advance(Duration.ofMinutes(2));
        given().get("/api/games/{id}", third)
                .then()
                .body("result.reason", equalTo("timeout"))
                .body("result.winner", equalTo("defenders"));
        Rating[] afterThird = rate(afterSecond[0], afterSecond[1], 1);

        JsonPath astridFinal = profileRating(astrid, "copenhagen", "brandubh");
        assertValues(astridFinal, "", afterThird[0]);
        assertThat(astridFinal.getInt("games")).isEqualTo(3);
        assertValues(profileRating(bjorn, "copenhagen", "brandubh"), "", afterThird[1]);

        JsonPath history = json(given().get("/api/players/{name}/ratings/history", astrid.name()));
        assertThat(history.getString("next")).isNull();
        assertThat(history.getList("items.gameId")).containsExactly(third, second, first);
        assertThat(history.getList("items.opponent")).containsOnly(bjorn.name());
        assertThat(history.getList("items.score", Double.class)).containsExactly(1.0, 0.0, 1.0);
        assertValues(history.setRootPath("items[2]"), "before", Rating.initial());
        assertValues(history, "after", afterFirst[0]);
        assertValues(history.setRootPath("items[1]"), "before", afterFirst[0]);
        assertValues(history, "after", afterSecond[0]);
        assertValues(history.setRootPath("items[0]"), "before", afterSecond[0]);
        assertValues(history, "after", afterThird[0]);

        String bjornFirst = json(given().queryParam("ruleset", "copenhagen")
                        .queryParam("board", "brandubh")
                        .queryParam("size", 1)
                        .get("/api/players/{name}/ratings/history", bjorn.name()))
                .getString("next");
        JsonPath bjornHistory = json(given().urlEncodingEnabled(false).get(bjornFirst));
        assertThat(bjornHistory.getList("items.gameId")).containsExactly(second);
        assertValues(bjornHistory.setRootPath("items[0]"), "after", afterSecond[1]);
        assertThat(Pages.follow(
                        null,
                        "/api/players/" + bjorn.name() + "/ratings/history?ruleset=copenhagen&board=brandubh&size=1",
                        "items.gameId"))
                .containsExactly(third, second, first);
        JsonPath otherPool =
                json(given().queryParam("ruleset", "tablut").get("/api/players/{name}/ratings/history", bjorn.name()));
        assertThat(otherPool.getList("items")).isEmpty();
    }

    @Test
    void theDeviationGrowsOncePerFullWeekWithoutARatedGame() {
        TestPlayer astrid = Players.register("idle");
        TestPlayer bjorn = Players.register("idle");
        Play.attackersWin(Play.ratedGame("copenhagen", astrid, bjorn), astrid, bjorn);
        Rating[] played = rate(Rating.initial(), Rating.initial(), 1);

        clock.advance(Duration.ofDays(6).plusHours(23));
        assertValues(profileRating(astrid, "copenhagen", "brandubh"), "", played[0]);

        clock.advance(Duration.ofDays(8)); // 14 days 23 hours: two full weeks
        Rating[] idle = new Rating[2];
        for (int i = 0; i < 2; i++) {
            double phi = played[i].deviation() / Glicko2.SCALE;
            double sigma = played[i].volatility();
            double grown = Math.sqrt(phi * phi + 2 * sigma * sigma) * Glicko2.SCALE;
            idle[i] = new Rating(played[i].rating(), grown, sigma, 1, null);
        }
        assertThat(idle[0].deviation()).isGreaterThan(played[0].deviation() + 0.3);
        assertValues(profileRating(astrid, "copenhagen", "brandubh"), "", idle[0]);

        String again = Play.ratedGame("copenhagen", bjorn, astrid);
        Play.attackersWin(again, bjorn, astrid);
        Rating[] after = rate(idle[1], idle[0], 1);
        JsonPath history = json(given().get("/api/players/{name}/ratings/history", bjorn.name()));
        assertThat(history.getList("items.gameId").get(0)).isEqualTo(again);
        assertValues(history.setRootPath("items[0]"), "before", idle[1]);
        assertValues(history, "after", after[0]);
        assertValues(profileRating(astrid, "copenhagen", "brandubh"), "", after[1]);
    }

    @Test
    void onlyRatedGamesBetweenPlayersFromANamedBoardCount() {
        TestPlayer astrid = Players.register("unrated");
        TestPlayer bjorn = Players.register("unrated");
        String position = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

        Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh", "rated", true))
                .then()
                .statusCode(422)
                .body("code", equalTo("unratable-game"));
        Games.create(
                        astrid.token(),
                        Map.of("ruleset", "copenhagen", "position", position, "sideToMove", "attackers", "rated", true))
                .then()
                .statusCode(422)
                .body("code", equalTo("unratable-game"));
        Games.as(astrid.token())
                .body(Map.of("ruleset", "copenhagen", "position", position, "sideToMove", "attackers", "rated", true))
                .post("/api/challenges")
                .then()
                .statusCode(422)
                .body("code", equalTo("unratable-game"));

        String unrated = Games.create(
                        astrid.token(),
                        Map.of(
                                "ruleset",
                                "copenhagen",
                                "board",
                                "brandubh",
                                "side",
                                "attackers",
                                "opponent",
                                bjorn.name()))
                .then()
                .statusCode(201)
                .body("rated", equalTo(false))
                .extract()
                .path("id");
        Games.join(unrated, bjorn.token()).then().statusCode(200);
        Play.defendersWin(unrated, astrid, bjorn);
        given().get("/api/players/{name}", astrid.name()).then().body("ratings", equalTo(List.of()));
        JsonPath history = json(given().get("/api/players/{name}/ratings/history", astrid.name()));
        assertThat(history.getList("items")).isEmpty();
    }

    @Test
    void historyRefusesUnknownPoolsAndPlayers() {
        given().queryParam("ruleset", "chess")
                .get("/api/players/{name}/ratings/history", "nobody-here")
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-ruleset"));
        given().queryParam("board", "go")
                .get("/api/players/{name}/ratings/history", "nobody-here")
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-board"));
        given().get("/api/players/{name}/ratings/history", "nobody-here")
                .then()
                .statusCode(404)
                .body("code", equalTo("player-not-found"));
    }
}
