package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * A finished game's page: its review asked for with the button, its progress, then its graph and the blunder marked on
 * the move list; the explorer beside it, whose move steps through the game, and on the analysis board, whose move is
 * played on the board. Screenshots light, dark and on a phone go to target/browser/.
 */
@QuarkusTest
class ReviewExplorerBrowserIT {
    @TestHTTPResource("/")
    URL base;

    /** Asks for the review on the page and waits until its graph shows with the blunder of ply 5 marked. */
    private static void reviewed(Browser b) {
        b.find("#request-review").click();
        b.find("#review-chart");
        b.until(d -> d.findElements(By.cssSelector("#review .progress-line")).isEmpty() ? Boolean.TRUE : null);
        b.find("#moves [data-ply='5'] .review-mark.blunder");
    }

    /** No critical or serious axe violation on the page as it stands. */
    private static void accessible(Browser b, String what) {
        assertThat(Axe.run(b).stream().filter(Axe.Violation::blocking).map(Object::toString))
                .as("critical and serious axe violations on " + what)
                .isEmpty();
    }

    @Test
    void aFinishedGameIsReviewedAndExplored() {
        Seats seats = Games.playedToTheEnd();
        try (Browser b = new Browser("review", 1280, 900, "en")) {
            b.open(base + "play/" + seats.id());
            b.waitForText("#result", "Defenders win");
            b.waitForText("#review", "not reviewed this game yet");
            reviewed(b);
            assertThat(b.text("#review")).containsPattern("Blunders [1-9]");
            assertThat(b.driver.findElements(By.cssSelector("#review-chart .mark.blunder")))
                    .isNotEmpty();

            // the position before the blunder: the explorer lists what finished games played there, this one too
            b.find("#moves [data-ply='4']").click();
            b.waitForText("#game-explorer", "a5-a6");
            b.waitForText("#review-move", "4. d4-a4");
            b.screenshot("game-light");
            accessible(b, "the game page, light");
            b.darkTheme();
            b.screenshot("game-dark");
            accessible(b, "the game page, dark");
            b.lightTheme();
            // the game's own move steps the game on
            b.until(d -> {
                d.findElement(By.xpath("//*[@id='game-explorer']//button[text()='a5-a6']"))
                        .click();
                return Boolean.TRUE;
            });
            b.waitForText("#review-move", "5. a5-a6: blunder");

            // the analysis board at the position shown, with its explorer: a move chosen there is played
            b.until(d -> {
                d.findElement(By.id("analyse-link")).click();
                return Boolean.TRUE;
            });
            b.waitForText("#explorer", "a4-a1");
            b.find("#explorer .explorer-move").click();
            b.waitForText("#status", "Defenders win");
            b.screenshot("analysis-light");
            accessible(b, "the analysis board, light");
            b.darkTheme();
            b.screenshot("analysis-dark");
            accessible(b, "the analysis board, dark");
            b.lightTheme();
        }
    }

    @Test
    void theReviewOnAPhone() {
        Seats seats = Games.playedToTheEnd();
        try (Browser b = new Browser("review-phone", 390, 844, "en")) {
            b.open(base + "play/" + seats.id());
            b.waitForText("#result", "Defenders win");
            reviewed(b);
            b.find("#moves [data-ply='3']").click();
            b.waitForText("#game-explorer", "d4-a4");
            b.script("document.getElementById('review').scrollIntoView()");
            b.screenshot("light");
            b.darkTheme();
            b.screenshot("dark");
            b.lightTheme();
        }
    }
}
