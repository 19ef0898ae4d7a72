package com.taflpost.gamelist;

import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class GameListTest {

    /** Every id of a list, following its next links from {@code first}, a page at a time. */
    private static List<String> allPages(String first, Map<String, ?> query) {
        List<String> ids = new ArrayList<>();
        JsonPath page = given().queryParams(query)
                .get(first)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        ids.addAll(page.getList("items.id"));
        for (int pages = 0; page.getString("next") != null; pages++) {
            assertThat(pages).as("pages followed").isLessThan(500);
            page = given().urlEncodingEnabled(false)
                    .get(page.getString("next"))
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            ids.addAll(page.getList("items.id"));
        }
        return ids;
    }

    private static String ended(TestPlayer attackers, TestPlayer defenders, String ruleset, boolean rated) {
        String id = Games.registered(ruleset, attackers, "attackers", defenders, rated);
        if (rated) {
            move(id, attackers.token(), "b4-b2", 0).then().statusCode(201);
            move(id, defenders.token(), "c4-c7", 1).then().statusCode(201);
        }
        Games.resign(id, attackers.token()).then().statusCode(200);
        return id;
    }

    @Test
    void aPlayersGamesAreFilteredByStateOpponentRulesetAndResult() {
        TestPlayer astrid = Players.register("list");
        TestPlayer bjorn = Players.register("list");
        TestPlayer cnut = Players.register("list");
        String lost = ended(astrid, bjorn, "copenhagen", true);
        String won = ended(cnut, astrid, "tablut", false);
        String active = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        move(active, astrid.token(), "b4-b2", 0).then().statusCode(201);
        String aborted = Games.registered("copenhagen", bjorn, "attackers", astrid, false);
        given().auth()
                .oauth2(bjorn.token())
                .post("/api/games/{id}/abort", aborted)
                .then()
                .statusCode(200);
        String path = "/api/players/" + astrid.name() + "/games";

        assertThat(allPages(path, Map.of())).containsExactly(aborted, active, won, lost);
        assertThat(allPages(path, Map.of("status", "finished"))).containsExactly(won, lost);
        assertThat(allPages(path, Map.of("status", "active,aborted"))).containsExactly(aborted, active);
        assertThat(allPages(path, Map.of("result", "won"))).containsExactly(won);
        assertThat(allPages(path, Map.of("result", "lost"))).containsExactly(lost);
        assertThat(allPages(path, Map.of("result", "drawn"))).isEmpty();
        assertThat(allPages(path, Map.of("opponent", cnut.name()))).containsExactly(won);
        assertThat(allPages(path, Map.of("ruleset", "tablut"))).containsExactly(won);
        assertThat(allPages(path, Map.of("rated", true))).containsExactly(lost);
        assertThat(allPages(path, Map.of("board", "custom"))).isEmpty();
        assertThat(allPages("/api/games", Map.of("player", astrid.name(), "opponent", bjorn.name(), "size", 1)))
                .containsExactly(aborted, active, lost);

        JsonPath row = given().get(path + "?status=active")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(row.getString("items[0].players.attackers")).isEqualTo(astrid.name());
        assertThat(row.getString("items[0].players.defenders")).isEqualTo(bjorn.name());
        assertThat(row.getInt("items[0].ply")).isEqualTo(1);
        assertThat(row.getString("items[0].sideToMove")).isEqualTo("defenders");
        assertThat(row.getString("items[0].lastMoveAt")).isNotNull();
        JsonPath rated = given().get(path + "?rated=true")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(rated.getString("items[0].result.winner")).isEqualTo("defenders");
        assertThat(rated.getString("items[0].result.reason")).isEqualTo("resignation");
        assertThat(rated.getInt("items[0].ratings.attackers")).isLessThan(1500);
        assertThat(rated.getInt("items[0].ratings.defenders")).isGreaterThan(1500);
    }

    @Test
    void pagesFollowedWhileGamesAreAddedRepeatAndSkipNone() {
        TestPlayer astrid = Players.register("page");
        TestPlayer bjorn = Players.register("page");
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            made.add(0, ended(astrid, bjorn, "copenhagen", false));
        }
        String path = "/api/players/" + astrid.name() + "/games";
        JsonPath page =
                given().get(path + "?size=3").then().statusCode(200).extract().jsonPath();
        List<String> seen = new ArrayList<>(page.getList("items.id"));
        // new games come in while the pages are read: they are newer than the cursor, so they are not on later pages
        String newer = ended(astrid, bjorn, "copenhagen", false);
        while (page.getString("next") != null) {
            page = given().urlEncodingEnabled(false)
                    .get(page.getString("next"))
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            seen.addAll(page.getList("items.id"));
            ended(bjorn, astrid, "tablut", false);
        }
        assertThat(seen).containsExactlyElementsOf(made).doesNotContain(newer);
        assertThat(page.getInt("size")).isEqualTo(3);
    }

    @Test
    void theDeadlineOrderPutsTheSoonestFirstAndGamesWithoutAClockLast() {
        TestPlayer astrid = Players.register("due");
        TestPlayer bjorn = Players.register("due");
        String untimed = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        String days = timed(astrid, bjorn, "P3D");
        String hours = timed(astrid, bjorn, "PT5H");
        String path = "/api/players/" + astrid.name() + "/games";
        assertThat(allPages(path, Map.of("sort", "deadline", "size", 1))).containsExactly(hours, days, untimed);
        String cursor = given().get(path + "?size=1").then().extract().path("next");
        String lastMoveCursor = cursor.substring(cursor.indexOf("cursor=") + 7);
        given().get(path + "?sort=deadline&cursor=" + lastMoveCursor)
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-cursor"));
    }

    private static String timed(TestPlayer creator, TestPlayer opponent, String perMove) {
        Map<String, Object> body = new HashMap<>(Map.of(
                "ruleset", "copenhagen",
                "board", "brandubh",
                "side", "attackers",
                "opponent", opponent.name(),
                "timeControl", Map.of("type", "per-move", "perMove", perMove)));
        String id = Games.create(creator.token(), body)
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Games.join(id, opponent.token()).then().statusCode(200);
        return id;
    }

    @Test
    void thePublicListLeavesOutAnonymousGames() {
        Instant start = Instant.now();
        TestPlayer astrid = Players.register("pub");
        TestPlayer bjorn = Players.register("pub");
        String anonymous = Games.anonymous("copenhagen", "brandubh").getString("id");
        String registered = ended(astrid, bjorn, "copenhagen", false);
        List<String> listed = allPages("/api/games", Map.of("since", start.toString(), "size", 100));
        assertThat(listed).contains(registered).doesNotContain(anonymous);
    }

    @Test
    void badFiltersAreRefusedWithTheirReason() {
        given().get("/api/games?status=playing").then().statusCode(400).body("code", equalTo("validation"));
        given().get("/api/games?size=0").then().statusCode(400).body("code", equalTo("validation"));
        given().get("/api/games?size=101").then().statusCode(400).body("code", equalTo("validation"));
        given().get("/api/games?sort=oldest").then().statusCode(400).body("code", equalTo("validation"));
        given().get("/api/games?since=yesterday").then().statusCode(400).body("code", equalTo("validation"));
        // spelt as a day but none: the pattern refuses it, as the parser would (bad-date)
        given().get("/api/games?since=2026-13-45").then().statusCode(400).body("code", equalTo("validation"));
        given().get("/api/games?rated=maybe").then().statusCode(400).body("code", equalTo("validation"));
        given().get("/api/games?result=won").then().statusCode(400).body("code", equalTo("result-without-player"));
        given().get("/api/games?opponent=bjorn")
                .then()
                .statusCode(400)
                .body("code", equalTo("opponent-without-player"));
        given().get("/api/games?cursor=bm9wZQ").then().statusCode(400).body("code", equalTo("bad-cursor"));
        given().get("/api/games?cursor=bDp4eXo6YWJj").then().statusCode(400).body("code", equalTo("bad-cursor"));
        given().get("/api/games?player=nobody-here-42")
                .then()
                .statusCode(404)
                .body("code", equalTo("player-not-found"));
        given().get("/api/players/nobody-here-42/games")
                .then()
                .statusCode(404)
                .body("code", equalTo("player-not-found"));
    }
}
