package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * The web client in real headless Chromium: two people, each in a browser of their own, play through the links
 * alone, and two registered players through a challenge. Screenshots go to target/browser/.
 */
@QuarkusTest
class WebClientBrowserIT {

    @TestHTTPResource("/")
    URL base;

    @Test
    void twoStrangersPlayAGameToItsEndThroughTheInvitationLink() {
        try (Browser ann = new Browser("anonymous-creator", 1280, 900, "en");
                Browser bea = new Browser("anonymous-guest", 412, 915, "nl")) {
            ann.open(base.toString());
            ann.choose("#game-ruleset", "copenhagen");
            ann.choose("#game-board", "brandubh");
            ann.choose("#game-side", "attackers");
            ann.choose("#game-clock", "per-move-3d");
            ann.screenshot("1-home");
            ann.find("#create-game").click();
            String invitation = ann.find("#invitation").getAttribute("value");
            assertThat(invitation).matches("http://localhost:\\d+/play/[A-Za-z0-9_-]+#invitation=[A-Za-z0-9_-]+");
            String gameUrl = invitation.substring(0, invitation.indexOf('#'));
            assertThat(ann.driver.getCurrentUrl()).isEqualTo(gameUrl);
            ann.waitForText("#status", "Waiting for the opponent");
            ann.screenshot("2-waiting");

            // The guest opens the invitation, the secret leaves the address, and their browser claims the other seat
            // once they say so.
            bea.open(invitation);
            bea.find("#take-seat");
            assertThat(bea.driver.getCurrentUrl()).isEqualTo(gameUrl);
            bea.find("#take-seat").click();
            bea.find(".board");
            assertThat(bea.script("return document.documentElement.lang")).isEqualTo("nl");
            assertThat(bea.find(".board .sq").getAttribute("data-square"))
                    .as("the defenders see their side at the bottom")
                    .isEqualTo("g1");
            assertThat(ann.find(".board .sq").getAttribute("data-square")).isEqualTo("a7");
            ann.find("#status.your-turn");
            assertThat(ann.driver.getTitle()).startsWith("● Your turn");
            assertThat(bea.driver.getTitle()).doesNotStartWith("●");
            ann.until(d -> "stream".equals(ann.live()) ? Boolean.TRUE : null);
            bea.until(d -> "stream".equals(bea.live()) ? Boolean.TRUE : null);
            ann.find(".clock.running[data-side='attackers']");
            bea.screenshot("3-claimed-phone");

            // 1. a4-a5 by clicking the piece and then its highlighted target.
            ann.square("a4").click();
            assertThat(ann.find(".board .sq.target[data-square='a5']")).isNotNull();
            ann.square("a5").click();
            bea.waitForPiece("a5", "attacker");
            bea.until(d -> bea.driver.getTitle().startsWith("● Jij bent aan zet") ? Boolean.TRUE : null);

            // 2. c4-c5 with the keyboard: the defenders' board is turned, so c5 lies below c4 on their screen.
            bea.square("c4").sendKeys(Keys.ENTER);
            bea.find(".board .sq.selected[data-square='c4']");
            bea.driver.switchTo().activeElement().sendKeys(Keys.ARROW_DOWN);
            assertThat(bea.driver.switchTo().activeElement().getAttribute("data-square"))
                    .isEqualTo("c5");
            bea.driver.switchTo().activeElement().sendKeys(Keys.ENTER);
            ann.waitForPiece("c5", "defender");
            ann.waitForPiece("c4", null);

            // 3. b4-b5 by dragging the piece onto its target.
            new Actions(ann.driver)
                    .clickAndHold(ann.square("b4"))
                    .moveByOffset(5, -10)
                    .moveToElement(ann.square("b5"))
                    .release()
                    .perform();
            bea.waitForPiece("b5", "attacker");
            bea.screenshot("4-mid-game-phone");

            bea.square("d4").click();
            bea.square("a4").click();
            ann.waitForPiece("a4", "king");
            ann.find(".board .sq.last-to[data-square='a4']");
            ann.screenshot("5-mid-game");

            ann.square("a5").click();
            ann.square("a6").click();
            bea.waitForPiece("a6", "attacker");

            // 6. The king runs into the corner a1: the defenders win, and both see how.
            bea.square("a4").click();
            bea.square("a1").click();
            ann.waitForText("#result", "Defenders win: the king escaped to a corner");
            bea.waitForText("#result", "Verdedigers winnen: de koning ontsnapte naar een hoek");
            assertThat(ann.driver.getTitle()).doesNotStartWith("●");
            assertThat(ann.find("#moves").getText()).contains("a4-a5", "c4-c5", "b4-b5", "d4-a4", "a5-a6", "a4-a1");
            ann.screenshot("6-over");
            bea.screenshot("6-over-phone");

            // Stepping back through the moves shows the earlier positions.
            ann.find("[data-step='first']").click();
            ann.waitForText("#status", "Position after move 0 of 6");
            ann.waitForPiece("a4", "attacker");
            ann.waitForPiece("d4", "king");
            ann.find("[data-step='next']").click();
            ann.waitForPiece("a5", "attacker");
            ann.find("#moves [data-ply='4']").click();
            ann.waitForPiece("a4", "king");
            assertThat(ann.find("#picture-link").getAttribute("href")).endsWith("/board.svg?ply=4");
            assertThat(ann.find("#record-link").getAttribute("href")).endsWith("/record");
            ann.screenshot("7-stepping");
        }
    }

    @Test
    void twoRegisteredPlayersChallengeAcceptAndMove() {
        String suffix = Integer.toString(ThreadLocalRandom.current().nextInt(100_000, 1_000_000));
        String astrid = "astrid" + suffix;
        String bjorn = "bjorn" + suffix;
        try (Browser a = new Browser("registered-challenger", 1280, 1000, "en");
                Browser b = new Browser("registered-opponent", 1280, 1000, "fr")) {
            signUp(a, astrid);
            signUp(b, bjorn);
            b.until(d -> "stream".equals(b.live()) ? Boolean.TRUE : null);

            a.choose("#challenge-ruleset", "copenhagen");
            a.choose("#challenge-board", "brandubh");
            a.choose("#challenge-side", "attackers");
            a.type("#challenge-opponent", bjorn);
            a.find("#send-challenge").click();
            assertThat(a.find("#challenge-link").getAttribute("value")).contains("/challenge/");
            a.screenshot("1-challenged");

            // Bjorn's list refreshes from his ticketed event stream; he accepts and lands in the game.
            b.find("[data-action='accept']").click();
            b.find(".board");
            assertThat(b.driver.getCurrentUrl()).contains("/play/");
            String gameUrl = b.driver.getCurrentUrl();
            b.waitForText("#status", "Trait aux Attaquants");

            // Astrid's "my games" shows the new game, her turn first.
            a.find("#my-games li.your-turn a").click();
            assertThat(a.driver.getCurrentUrl()).isEqualTo(gameUrl);
            a.find("#status.your-turn");
            a.square("a4").click();
            a.square("a5").click();
            b.waitForPiece("a5", "attacker");
            b.find("#status.your-turn");
            b.square("c4").click();
            b.square("c5").click();
            a.waitForPiece("c5", "defender");
            a.find("#status.your-turn");
            a.screenshot("2-playing");
            b.screenshot("2-playing");

            // The language can be switched; the choice stays.
            b.open(base.toString());
            b.choose("#lang", "ru");
            b.waitForText("h1", "Регистрация не нужна");
            b.find("#my-games li a");
            b.screenshot("3-home-russian");
        }
    }

    private void signUp(Browser browser, String name) {
        browser.open(base.toString());
        browser.type("#signup-name", name);
        browser.type("#signup-password", "correct horse battery");
        browser.find("#signup-form button[type='submit']").click();
        browser.waitForText("#player-name", name);
        browser.find("#new-challenge");
    }
}
