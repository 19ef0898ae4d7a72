package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * A player's profile and the leaderboard in real headless Chromium, after enough rated games to rank two players:
 * the rating beside the name, the chart with a point per rating change, and the ranking in rating order. Screenshots
 * (desktop and phone, light and dark) go to target/browser/.
 */
@QuarkusTest
class ProfileBrowserIT {
    private static final String RULESET = "copenhagen";
    private static final String BOARD = "brandubh";
    // Sixteen rated games bring a deviation under the ranking's limit, as LeaderboardTest found.
    private static final int GAMES = 16;

    @TestHTTPResource("/")
    URL base;

    @Test
    void theProfileDrawsTheRatingHistoryAndTheLeaderboardRanksByRating() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        for (int game = 0; game < GAMES; game++) {
            String id = Games.registered(RULESET, astrid, "attackers", bjorn, true);
            Games.move(id, astrid.token(), "d2-f2", 0).then().statusCode(201);
            Games.move(id, bjorn.token(), "c4-c3", 1).then().statusCode(201);
            if (game % 3 == 2) {
                Games.resign(id, astrid.token()).then().statusCode(200);
            } else {
                Games.move(id, astrid.token(), "f2-f3", 2).then().statusCode(201);
                Games.resign(id, bjorn.token()).then().statusCode(200);
            }
        }
        long rating = Math.round(rating(astrid));
        long total = Games.as(null)
                .queryParam("ruleset", RULESET)
                .queryParam("board", BOARD)
                .queryParam("size", 100)
                .get("/api/players/{name}/ratings/history", astrid.name())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items")
                .size();
        assertThat(total).isEqualTo(GAMES);

        try (Browser desk = new Browser("profile-desktop", 1280, 1000, "en");
                Browser phone = new Browser("profile-phone", 390, 844, "en")) {
            desk.open(base + "players/" + astrid.name());
            desk.waitForText("#profile-name", astrid.name());
            assertThat(desk.driver.findElements(By.tagName("h1"))).hasSize(1);
            desk.waitForText("#results", "11 won, 0 drawn, 5 lost");
            String pool = "#ratings tr[data-pool='" + RULESET + "/" + BOARD + "']";
            desk.waitForText(pool + " .rating", String.format(Locale.ENGLISH, "%,d", rating));

            // One point per rating change, each with its numbers in a title; the chart has a name and description.
            WebElement chart = desk.find("svg.chart");
            assertThat(chart.getAttribute("role")).isEqualTo("img");
            String labelledBy = chart.getAttribute("aria-labelledby");
            assertThat(labelledBy).contains("-title").contains("-desc");
            assertThat(desk.script("return document.querySelectorAll('svg.chart circle.point').length"))
                    .isEqualTo(total);
            assertThat(desk.script("return document.querySelector('svg.chart circle.point title').textContent"))
                    .asString()
                    .contains(bjorn.name());
            assertThat(desk.script("return document.querySelectorAll('svg.chart .axis text').length"))
                    .asString()
                    .isNotEqualTo("0");
            assertThat(desk.script("return document.querySelector('svg.chart desc').textContent"))
                    .asString()
                    .contains("16 rated games")
                    .contains(String.format(Locale.ENGLISH, "to %,d", rating));
            assertThat(desk.script("return document.querySelectorAll('.chart-table tbody tr').length"))
                    .isEqualTo(total);
            desk.find("#profile-finished li.finished.won");
            assertThat(desk.driver.findElements(By.cssSelector("#profile-finished li.finished")))
                    .hasSize(10);
            // the rest a page at a time, then only the losses
            desk.find("#more-finished").click();
            desk.until(d -> d.findElements(By.cssSelector("#profile-finished li.finished"))
                            .size()
                    == GAMES);
            assertThat(desk.driver.findElement(By.id("more-finished")).isDisplayed())
                    .isFalse();
            new Select(desk.find("#finished-filter")).selectByValue("lost");
            desk.until(d -> d.findElements(By.cssSelector("#profile-finished li.finished"))
                            .size()
                    == 5);
            assertThat(desk.driver.findElements(By.cssSelector("#profile-finished li.finished.lost")))
                    .hasSize(5);
            new Select(desk.find("#finished-filter")).selectByValue("");
            desk.until(d -> d.findElements(By.cssSelector("#profile-finished li.finished"))
                            .size()
                    == 10);
            desk.screenshot("1-profile");
            desk.find(".chart-table summary").click();
            desk.find(".chart-table table");
            desk.screenshot("2-profile-table");

            phone.darkTheme();
            phone.open(base + "players/" + astrid.name());
            phone.find("svg.chart");
            phone.screenshot("1-profile-dark");

            // The leaderboard of the pool lists both, best first, with their ratings, in rating order.
            phone.open(base + "leaderboard?ruleset=" + RULESET + "&board=" + BOARD);
            phone.waitForText("h1", "Leaderboard");
            phone.find("#leaderboard tr[data-player='" + bjorn.name() + "']");
            List<WebElement> rows = phone.driver.findElements(By.cssSelector("#leaderboard tbody tr"));
            List<String> names = new ArrayList<>();
            List<Integer> ratings = new ArrayList<>();
            for (WebElement row : rows) {
                names.add(row.getAttribute("data-player"));
                ratings.add(Integer.parseInt(row.findElement(By.cssSelector("td.rating-value"))
                        .getText()
                        .replace(",", "")));
            }
            assertThat(names.indexOf(astrid.name())).isLessThan(names.indexOf(bjorn.name()));
            assertThat(ratings.get(names.indexOf(astrid.name()))).isEqualTo((int) rating);
            assertThat(ratings.get(names.indexOf(bjorn.name()))).isEqualTo((int) Math.round(rating(bjorn)));
            assertThat(ratings).isSortedAccordingTo((a, b) -> Integer.compare(b, a));
            phone.screenshot("2-leaderboard-dark");
            desk.open(base + "leaderboard?ruleset=" + RULESET + "&board=" + BOARD);
            desk.find("#leaderboard tr[data-player='" + astrid.name() + "'] a").click();
            desk.waitForText("#profile-name", astrid.name());

            // Signed in, astrid's home page lists her finished games under "My games".
            TournamentPagesBrowserIT.logIn(desk, base, astrid);
            desk.open(base.toString());
            desk.find("#my-finished-games li.finished.won");
            assertThat(desk.driver.findElements(By.cssSelector("#my-finished-games li.finished")))
                    .hasSize(10);
            desk.screenshot("3-home-finished");
        }
    }

    private static double rating(TestPlayer player) {
        JsonPath profile = Games.as(null)
                .get("/api/players/{name}", player.name())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        List<Map<String, Object>> ratings = profile.getList("ratings");
        return ratings.stream()
                .filter(r -> RULESET.equals(r.get("ruleset")) && BOARD.equals(r.get("board")))
                .map(r -> ((Number) r.get("rating")).doubleValue())
                .findFirst()
                .orElseThrow();
    }
}
