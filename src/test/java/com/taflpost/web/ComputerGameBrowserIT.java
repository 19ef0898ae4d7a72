package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import org.junit.jupiter.api.Test;

/** Someone who came alone plays the computer from the home page: no invitation, and its moves come by themselves. */
@QuarkusTest
class ComputerGameBrowserIT {

    @TestHTTPResource("/")
    URL base;

    @Test
    void aNewcomerPlaysTheComputerFromTheHomePage() {
        try (Browser solo = new Browser("computer-game", 412, 915, "en")) {
            solo.open(base.toString());
            solo.choose("#game-ruleset", "copenhagen");
            solo.choose("#game-board", "brandubh");
            solo.choose("#game-side", "attackers");
            solo.choose("#game-opponent", "computer-2");
            solo.screenshot("1-home-computer-phone");
            solo.find("#create-game").click();
            solo.find(".board");
            assertThat(solo.driver.findElements(org.openqa.selenium.By.id("invitation")))
                    .as("no invitation to send")
                    .isEmpty();
            solo.waitForText(".meta", "Computer (level 2)");
            solo.find("#status.your-turn");
            solo.square("b4").click();
            solo.square("b2").click();
            solo.waitForPiece("b2", "attacker");
            // the computer answers on its own, and it is the person's turn again
            solo.until(d -> solo.driver.getTitle().startsWith("● Your turn") ? Boolean.TRUE : null);
            solo.find("#status.your-turn");
            solo.darkTheme();
            solo.screenshot("2-computer-answered-dark");
        }
    }
}
