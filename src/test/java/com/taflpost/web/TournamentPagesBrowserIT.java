package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The tournament pages in real headless Chromium: an organiser creates a round robin through the form, three players
 * enter through the page, the organiser starts it there, and the rounds, games and standings follow the games played.
 * Screenshots go to target/browser/.
 */
@QuarkusTest
class TournamentPagesBrowserIT {

    @TestHTTPResource("/")
    URL base;

    /** Signs the browser in as the player the way the client keeps a sign-in: its token in localStorage. */
    static void logIn(Browser browser, URL base, TestPlayer player) {
        browser.open(base.toString());
        browser.find("#main h1");
        browser.script("localStorage.setItem('taflpost.player', JSON.stringify({token: '" + player.token()
                + "', name: '" + player.name() + "'}))");
    }

    @Test
    void anOrganiserRunsARoundRobinThatPlayersEnterThroughThePage() {
        TestPlayer organiser = Players.register("orga");
        List<TestPlayer> players = List.of(Players.register("ann"), Players.register("bea"), Players.register("cid"));
        try (Browser org = new Browser("tournament-organiser", 1280, 1000, "en");
                Browser phone = new Browser("tournament-player", 390, 844, "en")) {
            logIn(org, base, organiser);
            org.open(base + "tournaments");
            org.waitForText("h1", "Tournaments");
            assertThat(org.find(".top-nav a[href='/tournaments']").getAttribute("aria-current"))
                    .isEqualTo("page");
            org.type("#tournament-name", "Winter brandubh");
            org.choose("#tournament-format", "round-robin");
            org.choose("#tournament-ruleset", "copenhagen");
            org.choose("#tournament-board", "brandubh");
            org.choose("#tournament-clock", "per-move-3d");
            org.choose("#tournament-games", "2");
            org.screenshot("1-create");
            org.find("#create-tournament").click();
            org.waitForText("#tournament-name", "Winter brandubh");
            String url = org.driver.getCurrentUrl();
            assertThat(url).matches("http://localhost:\\d+/tournaments/[0-9a-f-]{36}");
            String id = url.substring(url.lastIndexOf('/') + 1);
            org.waitForText("#tournament-status", "open for entry");
            assertThat(org.text("#tournament-settings"))
                    .contains("Round robin", "Copenhagen Hnefatafl", "Brandubh", "3 days per move");
            assertThat(org.find("#start-tournament").isEnabled()).isFalse();
            assertThat(org.driver.findElements(By.cssSelector("h1"))).hasSize(1);

            // Each player enters through the page; the list shows them, a phone-sized browser taking turns.
            for (TestPlayer p : players) {
                logIn(phone, base, p);
                phone.open(url);
                phone.find("#join-tournament").click();
                phone.waitForText(".choices", "You have entered");
                phone.find("#entrants li[data-player='" + p.name() + "']");
            }
            assertThat(phone.driver.findElements(By.id("organiser")))
                    .as("a player sees no organiser's controls")
                    .isEmpty();
            phone.screenshot("2-entered-phone");
            phone.find("#leave-tournament").click();
            phone.find("#join-tournament").click();
            phone.waitForText(".choices", "You have entered");

            // The organiser starts it in the page: a round robin of three, each round two games and a bye.
            org.open(url);
            org.waitForText("#entrants", players.get(2).name());
            org.find("#start-tournament").click();
            org.waitForText("#tournament-status", "running");
            List<WebElement> rows = org.driver.findElements(By.cssSelector("#standings tbody tr"));
            assertThat(rows).hasSize(3);
            assertThat(org.text("#standings thead")).contains("Points", "Sonneborn-Berger");
            assertThat(org.driver.findElements(By.cssSelector("#rounds details.round")))
                    .hasSize(3);
            org.find("#rounds details.round[open] .round-games li[data-game] a.open-game");
            assertThat(org.driver.findElements(
                            By.cssSelector("#rounds details.round[open] .round-games li[data-game]")))
                    .hasSize(2);
            org.find("#withdraw-player");
            org.screenshot("3-started");

            // A game of round 1 is played to its end through the API, another is adjudicated in the page.
            List<Map<String, Object>> games = Games.as(null)
                    .get("/api/tournaments/{id}/rounds/1/games", id)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("items");
            Map<String, Object> first = games.get(0);
            Map<String, Object> second = games.get(1);
            Games.playToTheEnd(
                    (String) first.get("gameId"),
                    token(players, (String) first.get("attackers")),
                    token(players, (String) first.get("defenders")));
            org.open(url);
            String played = "li[data-game='" + first.get("gameId") + "']";
            org.waitForText(played, "Defenders win: the king escaped to a corner");
            org.choose("li[data-game='" + second.get("gameId") + "'] select", "draw");
            org.find("li[data-game='" + second.get("gameId") + "'] form button").click();
            org.waitForText("li[data-game='" + second.get("gameId") + "']", "Draw: adjudication");
            // The standings are the API's, in its order: the first game's winner has won one and drawn one.
            String winner = (String) first.get("defenders");
            org.waitForText("#standings tr[data-player='" + winner + "']", "1–1–0");
            List<Map<String, Object>> standings = Games.as(null)
                    .get("/api/tournaments/{id}/standings", id)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("rows");
            List<WebElement> shown = org.driver.findElements(By.cssSelector("#standings tbody tr"));
            assertThat(shown).hasSameSizeAs(standings);
            for (int i = 0; i < standings.size(); i++) {
                Map<String, Object> row = standings.get(i);
                assertThat(shown.get(i).getAttribute("data-player")).isEqualTo(row.get("player"));
                assertThat(shown.get(i).findElement(By.cssSelector(".points")).getText())
                        .isEqualTo(points(((Number) row.get("points")).doubleValue()));
            }
            org.screenshot("4-standings");
            org.darkTheme();
            org.open(url);
            org.find("#standings");
            org.screenshot("5-standings-dark");

            // The phone sees the standings too, in the dark, and a game link opens the game.
            phone.darkTheme();
            phone.open(url);
            phone.find("#standings");
            phone.screenshot("3-running-phone-dark");
            phone.find("details.round[data-round='1'] summary").click();
            phone.find(played + " a.open-game").click();
            phone.find(".board");
            assertThat(phone.driver.getCurrentUrl()).endsWith("/play/" + first.get("gameId"));
            phone.waitForText("#result", "Defenders win");
        }
    }

    private static String token(List<TestPlayer> players, String name) {
        return players.stream()
                .filter(p -> p.name().equals(name))
                .findFirst()
                .orElseThrow()
                .token();
    }

    /** Points as the English page writes them: no decimals for whole points, one for a half. */
    private static String points(double points) {
        return points == Math.rint(points) ? Long.toString((long) points) : Double.toString(points);
    }
}
