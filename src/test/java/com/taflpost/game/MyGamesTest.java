package com.taflpost.game;

import static com.taflpost.testsupport.Games.join;
import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Pages;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class MyGamesTest {

    @Inject
    TestClock clock;

    private static String game(TestPlayer creator, String side, TestPlayer opponent, String perMove) {
        Map<String, Object> body = new HashMap<>(Map.of("ruleset", "tablut", "board", "tablut", "side", side));
        if (perMove != null) {
            body.put("timeControl", Map.of("type", "per-move", "perMove", perMove));
        }
        String id = Games.create(creator.token(), body)
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        if (opponent != null) {
            join(id, opponent.token()).then().statusCode(200);
        }
        return id;
    }

    @Test
    void myGamesListTheGamesAwaitingMeFirstSoonestDeadlineFirst() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer cnut = Players.register("cnut");
        String threeDays = game(astrid, "attackers", bjorn, "P3D");
        String oneHour = game(astrid, "attackers", bjorn, "PT1H");
        String noClock = game(astrid, "defenders", cnut, null);
        move(noClock, cnut.token(), "d1-d3", 0).then().statusCode(201);
        String bjornsTurn = game(astrid, "attackers", bjorn, "PT2H");
        move(bjornsTurn, astrid.token(), "d1-d3", 0).then().statusCode(201);
        game(astrid, "attackers", null, "PT1H");

        given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/games")
                .then()
                .statusCode(200)
                .body("awaitingYou", equalTo(3))
                .body("games.id", contains(oneHour, threeDays, noClock, bjornsTurn))
                .body("games.yourTurn", contains(true, true, true, false))
                .body("games[2].opponent", equalTo(cnut.name()))
                .body("games[2].side", equalTo("defenders"))
                .body("games[2].ply", equalTo(1))
                .body("games[2].lastMove", equalTo("d1-d3"))
                .body("games[2].deadline", nullValue());

        clock.advance(Duration.ofMinutes(90));
        given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/games")
                .then()
                .statusCode(200)
                .body("awaitingYou", equalTo(2))
                .body("games.id", contains(threeDays, noClock, bjornsTurn));
        given().get("/api/games/{id}", oneHour).then().body("result.reason", equalTo("timeout"));
    }

    @Test
    void myGamesPageByCursorAndGamesStartedMeanwhileRepeatAndHideNone() {
        TestPlayer astrid = Players.register("mine");
        TestPlayer bjorn = Players.register("mine");
        List<String> made = new ArrayList<>();
        for (String perMove : new String[] {"PT1H", "PT2H", null, "P1D", "PT3H"}) {
            made.add(game(astrid, "attackers", bjorn, perMove));
        }
        String waiting = game(astrid, "defenders", bjorn, "PT5H");
        made.add(waiting);
        JsonPath whole = given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/games?size=100")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(whole.getInt("total")).isEqualTo(6);
        assertThat(whole.getInt("awaitingYou")).isEqualTo(5);
        assertThat(whole.getString("next")).isNull();
        List<String> order = whole.getList("games.id");
        assertThat(order).containsExactlyInAnyOrderElementsOf(made).endsWith(waiting);

        List<Object> started = new ArrayList<>();
        List<Object> seen = Pages.follow(
                astrid.token(),
                "/api/players/me/games?size=2",
                "games.id",
                () -> started.add(game(astrid, "attackers", bjorn, started.size() % 2 == 0 ? "PT30M" : "P9D")));
        assertThat(started).hasSize(3);
        assertThat(seen).doesNotHaveDuplicates();
        assertThat(seen.stream().filter(made::contains).toList()).containsExactlyElementsOf(order);
    }

    @Test
    void aProfileShowsTheFiftyMostRecentlyChangedCurrentGames() {
        TestPlayer astrid = Players.register("many");
        TestPlayer bjorn = Players.register("many");
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 51; i++) {
            made.add(game(astrid, "attackers", null, null));
        }
        String moved = game(astrid, "attackers", bjorn, null);
        clock.advance(Duration.ofMinutes(1));
        move(moved, astrid.token(), "d1-d3", 0).then().statusCode(201);
        JsonPath profile = given().get("/api/players/{name}", astrid.name())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        List<String> shown = profile.getList("games.current.id");
        assertThat(shown).hasSize(50).doesNotHaveDuplicates().startsWith(moved);
        assertThat(made).containsAll(shown.subList(1, 50));
        List<String> times = profile.getList("games.current.updatedAt");
        assertThat(times).isSortedAccordingTo(java.util.Comparator.reverseOrder());
    }

    @Test
    void aCursorOfAnotherListOrAPagePastTheFirstIsRefused() {
        TestPlayer astrid = Players.register("mine");
        given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/games?cursor=bWluZXwwfHh8eQ")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
        given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/games?cursor=Z2FtZXMtYnktbGFzdC1tb3ZlfDE3NjQ3ODIwMDAwMDAwMDB8WGszcDlRYVoybQ")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
        given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/games?page=3")
                .then()
                .statusCode(400)
                .body("code", equalTo("validation"));
    }

    @Test
    void myGamesNeedAPlayerToken() {
        given().get("/api/players/me/games").then().statusCode(401).contentType("application/problem+json");
        String seat = Games.anonymous("tablut", "tablut").getString("seats.attackers");
        given().auth()
                .oauth2(seat)
                .get("/api/players/me/games")
                .then()
                .statusCode(403)
                .body("code", equalTo("player-token-required"));
    }
}
