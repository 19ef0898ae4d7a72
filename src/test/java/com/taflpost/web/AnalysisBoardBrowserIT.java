package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The analysis board: opened from a finished game's page, stepped back to an earlier ply, a move of its own tried
 * there (a variation beside the game's moves), the computer asked, the line shared by its link and set up anew on
 * another board; from a game still being played, its player gets the board without the computer. Screenshots light,
 * dark and on a phone go to target/browser/.
 */
@QuarkusTest
class AnalysisBoardBrowserIT {
    @TestHTTPResource("/")
    URL base;

    /** Tries the first move the board offers: its first movable piece to its first target. */
    private static void tryAMove(Browser b) {
        b.find(".board .sq.movable").click();
        b.find(".board .sq.target").click();
    }

    /** Follows the game page's Analyse link, which the page may redraw meanwhile (it follows the game live). */
    private static void openAnalysis(Browser b) {
        b.until(d -> {
            d.findElement(By.id("analyse-link")).click();
            return Boolean.TRUE;
        });
    }

    @Test
    void aFinishedGameIsStudiedWithVariationsAndTheComputer() {
        // a line of its own, so that no game of another test stands where the computer is asked (fair play)
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        List<String> line = List.of("d6-g6", "d5-a5", "g4-g5", "e4-e7");
        for (int ply = 0; ply < line.size(); ply++) {
            Games.move(seats.id(), seats.toMoveAt(ply), line.get(ply), ply)
                    .then()
                    .statusCode(201);
        }
        Games.resign(seats.id(), seats.attackers()).then().statusCode(200);
        try (Browser b = new Browser("analysis", 1280, 900, "en")) {
            b.open(base + "play/" + seats.id());
            openAnalysis(b);
            b.waitForText("#status", "Attackers to move");
            b.waitForText("#moves", "e4-e7");
            assertThat(b.driver.getCurrentUrl()).contains("/analysis#r=copenhagen&b=brandubh&m=d6g6.d5a5.");

            // back to ply 2, and another move there: a variation, the game's moves kept
            b.find("#moves [data-ply='2']").click();
            b.waitForText("#status", "Attackers to move");
            tryAMove(b);
            b.find("#moves .variation [aria-current]");
            assertThat(b.text("#moves")).contains("e4-e7");
            String link = b.find("#share-link").getAttribute("value");
            assertThat(link).contains("m=d6g6.d5a5.").doesNotContain("n=");

            // the computer's view of the position tried
            b.choose("#computer-level", "1");
            b.find("#ask-computer").click();
            b.waitForText("#evaluation", "Best move");
            b.screenshot("variation-light");
            b.darkTheme();
            b.screenshot("variation-dark");
            b.lightTheme();

            // the variation's move taken back: the game's moves alone again, at ply 2
            b.find("#undo").click();
            b.until(d -> d.findElements(By.cssSelector("#moves .variation")).isEmpty() ? Boolean.TRUE : null);
            assertThat(b.find("#moves [aria-current]").getAttribute("data-ply")).isEqualTo("2");

            // the link opens the same line on another page load
            b.open(link);
            b.waitForText("#moves", "d5-a5");
            assertThat(b.find("#moves [aria-current]").getAttribute("data-ply")).isEqualTo("3");
            assertThat(b.driver.findElements(By.cssSelector("#moves .ply"))).hasSize(3);

            // a new start: Tablut on its own 9x9 board
            b.find("#analysis-setup summary").click();
            b.choose("#setup-ruleset", "tablut");
            b.find("#setup-start").click();
            b.waitForText("#analysis-meta", "9×9");
            b.waitForText("#analysis-empty", "No moves yet");
            assertThat(b.driver.getCurrentUrl()).endsWith("/analysis#r=tablut&b=tablut");
            tryAMove(b);
            b.waitForText("#status", "Defenders to move");
            String record = (String)
                    b.script("return decodeURIComponent(document.getElementById('export-record').href.split(',')[1])");
            assertThat(record).contains("[ruleset:tablut]").contains("1. ");
        }
    }

    @Test
    void aPlayerOfAGameBeingPlayedGetsTheBoardWithoutTheComputer() {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        List<String> moves = List.of("b4-b2", "c4-c7");
        for (int ply = 0; ply < moves.size(); ply++) {
            Games.move(seats.id(), seats.toMoveAt(ply), moves.get(ply), ply)
                    .then()
                    .statusCode(201);
        }
        try (Browser b = new Browser("analysis-phone", 390, 844, "en")) {
            b.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            b.waitForText("#status", "Your turn");
            openAnalysis(b);
            b.waitForText("#no-computer", "the computer does not");
            assertThat(b.driver.findElements(By.id("ask-computer"))).isEmpty();
            // the board itself works: a move of either side
            tryAMove(b);
            b.waitForText("#status", "Defenders to move");
            tryAMove(b);
            b.waitForText("#status", "Attackers to move");
            b.screenshot("player-light");
            b.script("document.getElementById('moves').scrollIntoView()");
            b.screenshot("player-panel-light");
            b.darkTheme();
            b.screenshot("player-panel-dark");
            b.script("window.scrollTo(0, 0)");
            b.screenshot("player-dark");
            b.lightTheme();
            // the server refuses the page's own request too, had it made one
            Object refused = b.script(
                    "return fetch('/api/analysis', {method: 'POST', headers: {'Content-Type':"
                            + " 'application/json', Authorization: 'Bearer ' + arguments[0]}, body: JSON.stringify({ruleset:"
                            + " 'copenhagen', board: 'brandubh', moves: arguments[1], evaluate: {level: 1}})})"
                            + ".then((r) => r.json()).then((p) => p.code)",
                    seats.attackers(),
                    moves);
            assertThat(refused).isEqualTo("position-in-play");
        }
    }
}
