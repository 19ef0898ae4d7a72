package com.taflpost.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * An invitation link asks before it seats anyone (security audit, issue 25, finding 9): the page shows what the seat
 * offers and claims only on "Take this seat", and a browser that already plays in the game is never seated on the
 * other side. Screenshots of the question in both themes and on a phone go to target/browser/.
 */
@QuarkusTest
class InvitationPromptBrowserIT {
    private static final Map<String, Object> RATED_ONE_MINUTE = Map.of(
            "ruleset", "copenhagen",
            "board", "brandubh",
            "side", "attackers",
            "rated", true,
            "timeControl", Map.of("type", "per-move", "perMove", "PT1M"));

    @TestHTTPResource("/")
    URL base;

    @Test
    void aLoggedInVisitorIsAskedAndSeatedOnlyAfterTakingTheSeat() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        JsonPath game = created(astrid.token(), RATED_ONE_MINUTE);
        String id = game.getString("id");
        try (Browser b = new Browser("invitation-logged-in", 1280, 900, "en")) {
            logIn(b, bjorn);
            b.open(game.getString("invitation.url"));
            b.find("#offer");
            assertThat(b.driver.getCurrentUrl()).isEqualTo(base + "play/" + id);
            assertThat(offered(b, "opponent")).isEqualTo(astrid.name());
            assertThat(offered(b, "rules")).isEqualTo("Copenhagen Hnefatafl, Brandubh (7×7)");
            assertThat(offered(b, "clock")).isEqualTo("1 minute per move");
            assertThat(offered(b, "rated")).startsWith("Rated");
            assertThat(offered(b, "side")).isEqualTo("Defenders");
            assertThat(b.find("#short-clock").getText()).contains("short clock");
            b.screenshot("prompt-light");
            assertWaiting(id);

            b.find("#take-seat").click();
            b.find(".board");
            b.waitForText("#status", "Attackers to move");
            given().get("/api/games/{id}", id)
                    .then()
                    .statusCode(200)
                    .body("status", org.hamcrest.Matchers.equalTo("active"))
                    .body("players.defenders", org.hamcrest.Matchers.equalTo(bjorn.name()));
        }
    }

    @Test
    void notNowLeavesTheVisitorWatchingAndTheSeatOpen() {
        JsonPath game = created(null, Map.of("ruleset", "tablut", "board", "tablut", "side", "defenders"));
        String id = game.getString("id");
        try (Browser phone = new Browser("invitation-phone", 412, 915, "en")) {
            phone.darkTheme();
            phone.open(game.getString("invitation.url"));
            phone.find("#offer");
            assertThat(offered(phone, "opponent")).isEqualTo("anonymous");
            assertThat(offered(phone, "clock")).isEqualTo("No clock");
            assertThat(offered(phone, "rated")).isEqualTo("Not rated");
            assertThat(offered(phone, "side")).isEqualTo("Attackers");
            assertThat(phone.driver.findElements(By.id("short-clock"))).isEmpty();
            phone.screenshot("prompt-phone-dark");

            phone.find("#not-now").click();
            phone.find(".board");
            phone.waitForText("#share", "You are watching this game.");
            assertWaiting(id);
            assertThat(phone.script("return Object.keys(localStorage).filter(k => k.startsWith('taflpost.seat.'))"))
                    .asList()
                    .isEmpty();
        }
    }

    @Test
    void theDarkThemeShowsTheSameQuestion() {
        JsonPath game = created(null, Map.of("ruleset", "copenhagen", "board", "copenhagen", "side", "attackers"));
        try (Browser b = new Browser("invitation-dark", 1280, 900, "fr")) {
            b.darkTheme();
            b.open(game.getString("invitation.url"));
            b.find("#offer");
            assertThat(b.script("return matchMedia('(prefers-color-scheme: dark)').matches"))
                    .isEqualTo(true);
            assertThat(b.find("#take-seat").getText()).isEqualTo("Prendre cette place");
            assertThat(offered(b, "side")).isEqualTo("Défenseurs");
            b.screenshot("prompt-dark");
            assertWaiting(game.getString("id"));
        }
    }

    @Test
    void aBrowserThatHoldsASeatIsNeverSeatedOnTheOtherSide() {
        JsonPath anonymous = created(null, Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "attackers"));
        TestPlayer astrid = Players.register("astrid");
        JsonPath registered = created(astrid.token(), RATED_ONE_MINUTE);
        try (Browser creator = new Browser("invitation-seat-holder", 1280, 900, "en")) {
            // The creator of an anonymous game keeps its seat token in this browser, then opens the invitation.
            creator.open(anonymous.getString("seat.playUrl"));
            creator.waitForText("#status", "Waiting for the opponent");
            creator.open(anonymous.getString("invitation.url"));
            creator.waitForText("#notice", "This is your opponent's link");
            creator.waitForText("#status", "Waiting for the opponent");
            assertThat(creator.driver.findElements(By.id("offer"))).isEmpty();
            assertWaiting(anonymous.getString("id"));
            creator.screenshot("seat-holder-notice");

            // A registered creator, logged in, opens their own game's invitation.
            logIn(creator, astrid);
            creator.open(registered.getString("invitation.url"));
            creator.waitForText("#notice", "This is your opponent's link");
            creator.waitForText("#status", "Waiting for the opponent");
            assertThat(creator.driver.findElements(By.id("offer"))).isEmpty();
            assertWaiting(registered.getString("id"));
        }
    }

    private static JsonPath created(String token, Map<String, ?> body) {
        return Games.create(token, body).then().statusCode(201).extract().jsonPath();
    }

    /** The game still waits for its second player: nobody took the invitation's seat. */
    private static void assertWaiting(String id) {
        JsonPath game = given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(game.getString("status")).isEqualTo("waiting");
        assertThat(game.getInt("ply")).isZero();
    }

    private static String offered(Browser browser, String what) {
        return browser.find("#offer [data-offer='" + what + "'] dd").getText();
    }

    /** Logs the browser in as the player the way the client keeps a login: the player's token in localStorage. */
    private void logIn(Browser browser, TestPlayer player) {
        browser.open(base.toString());
        browser.script("localStorage.setItem('taflpost.player', JSON.stringify({token: '" + player.token()
                + "', name: '" + player.name() + "'}))");
        browser.open(base.toString());
        browser.waitForText("#player-name", player.name());
    }
}
