package com.taflpost.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Conditional moves and vacation in the web client (issue 28): a line stored in the game page's editor is answered
 * when the opponent plays its first move through the API, and a vacation is started and ended on the settings page.
 */
@QuarkusTest
class ConditionalVacationBrowserIT {
    @TestHTTPResource("/")
    URL base;

    @Test
    void aLineStoredInTheEditorIsAnsweredWhenTheOpponentPlaysItsFirstMove() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String id = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        Games.move(id, astrid.token(), "b4-b2", 0).then().statusCode(201);
        try (Browser b = new Browser("conditional-moves", 1280, 900, "en")) {
            logIn(b, astrid);
            b.open(base + "play/" + id);
            b.find("#conditional");
            b.waitForText("#conditional-lines", "No lines stored.");
            b.type("#conditional-line", "c4-c7 a4-a5");
            b.find("#conditional-add").click();
            b.waitForText("#conditional-lines", "c4-c7 a4-a5");
            assertThat(given().auth()
                            .oauth2(astrid.token())
                            .get("/api/games/{id}/conditional-moves", id)
                            .jsonPath()
                            .getList("lines"))
                    .hasSize(1);
            b.screenshot("stored");

            Games.move(id, bjorn.token(), "c4-c7", 1).then().statusCode(201);
            b.waitForPiece("a5", "attacker");
            b.waitForText("#moves", "a4-a5");
            b.waitForText("#conditional-lines", "No lines stored.");
            b.screenshot("answered");
        }
    }

    @Test
    void aVacationIsStartedAndEndedOnTheSettingsPage() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String id = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        try (Browser b = new Browser("vacation", 412, 915, "en");
                Browser opponent = new Browser("vacation-opponent", 1280, 900, "en")) {
            // the opponent's game page, open all along, hears the vacation start and end
            logIn(opponent, bjorn);
            opponent.open(base + "play/" + id);
            opponent.until(d -> "stream".equals(opponent.script("return document.body.dataset.live")) ? true : null);
            logIn(b, astrid);
            b.open(base + "?notifications");
            b.waitForText("#vacation-state", "Days left this year: 30");
            b.type("#vacation-days", "5");
            b.find("#vacation-start").click();
            b.waitForText("#vacation-state", "On vacation until");
            b.waitForText("#vacation-state", "Days left this year: 25");
            assertThat(given().get("/api/players/{name}", astrid.name())
                            .jsonPath()
                            .getBoolean("onVacation"))
                    .isTrue();
            Long overflow = (Long)
                    b.script("return document.documentElement.scrollWidth - document.documentElement.clientWidth");
            assertThat(overflow).isLessThanOrEqualTo(0L);
            b.screenshot("on-vacation");

            b.open(base + "play/" + id);
            b.waitForText(".vacation-note[data-side='attackers']", "on vacation until");
            opponent.waitForText(".vacation-note[data-side='attackers']", "on vacation until");
            opponent.screenshot("opponent-sees-vacation");

            b.open(base + "?notifications");
            b.find("#vacation-end").click();
            b.waitForText("#vacation-state", "Not on vacation");
            b.waitForText("#vacation-state", "Days left this year: 29");
            assertThat(given().get("/api/players/{name}", astrid.name())
                            .jsonPath()
                            .getBoolean("onVacation"))
                    .isFalse();
            opponent.until(d -> d.findElements(By.cssSelector(".vacation-note")).isEmpty() ? true : null);
        }
    }

    private void logIn(Browser browser, TestPlayer player) {
        browser.open(base.toString());
        browser.script("localStorage.setItem('taflpost.player', JSON.stringify({token: '" + player.token()
                + "', name: '" + player.name() + "'}))");
        browser.open(base.toString());
        browser.waitForText("#player-name", player.name());
    }
}
