package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The variants on the web client: the home page starts each ruleset on its own board, and a board from 7x7 to 19x19
 * is legible and playable on a 390x844 phone in both themes. Screenshots go to target/browser/.
 */
@QuarkusTest
class VariantsPhoneBrowserIT {

    @TestHTTPResource("/")
    URL base;

    @Test
    void choosingARulesetOnTheHomePageChoosesItsOwnBoard() {
        try (Browser b = phone("variants-home")) {
            b.open(base.toString());
            b.choose("#game-board", "hnefatafl");
            b.choose("#game-ruleset", "brandubh");
            assertThat(b.script("return document.getElementById('game-board').value"))
                    .isEqualTo("brandubh");
            b.choose("#game-ruleset", "alea-evangelii");
            assertThat(b.script("return document.getElementById('game-board').value"))
                    .isEqualTo("alea-evangelii");
            b.screenshot("alea-chosen");
            b.choose("#game-ruleset", "brandubh");
            b.find("#create-game").click();
            b.find(".board");
            b.waitForText(".meta", "Brandubh (7×7)");
            assertThat(b.script("return document.querySelectorAll('.board .sq').length"))
                    .isEqualTo(49L);
        }
    }

    @Test
    void aNineteenByNineteenAleaEvangeliiGameIsLegibleOnAPhone() {
        Seats seats = Seats.of(Games.seated(Map.of("ruleset", "alea-evangelii", "board", "alea-evangelii")));
        for (boolean dark : new boolean[] {false, true}) {
            try (Browser b = phone("variants-alea-" + (dark ? "dark" : "light"))) {
                if (dark) {
                    b.darkTheme();
                }
                b.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
                b.find("#status.your-turn");
                assertThat(count(b, ".board .sq")).isEqualTo(361);
                assertThat(count(b, ".board .sq.corner")).isEqualTo(16);
                assertThat(count(b, ".board .sq.throne [data-piece], .board .sq.throne .piece.king"))
                        .isEqualTo(1);
                // The whole board in view, each square a finger's width at least, and two fingers zoom the page.
                assertThat(number(b, "return document.querySelector('.board').getBoundingClientRect().right"))
                        .isLessThanOrEqualTo(390);
                assertThat(smallestSquare(b)).isGreaterThanOrEqualTo(17);
                assertThat(b.script("return getComputedStyle(document.querySelector('.board')).touchAction"))
                        .asString()
                        .contains("pinch-zoom");
                b.screenshot("board");

                b.find("#board-zoom").click();
                b.find("#board.zoomed");
                assertThat(smallestSquare(b)).isGreaterThanOrEqualTo(44);
                b.screenshot("large-squares");
                // Scrolled to the far side, the ranks still show at the left and each square says its name.
                b.script("document.getElementById('board').scrollLeft = 10000");
                b.until(d -> number(b, "return document.getElementById('board').scrollLeft") > 400 ? true : null);
                assertThat(number(b, "return document.documentElement.scrollWidth"))
                        .isLessThanOrEqualTo(390);
                assertThat(number(b, "return document.querySelector('.coord.rank').getBoundingClientRect().left"))
                        .isBetween(0.0, 20.0);
                assertThat(b.find(".board [data-square='s19'] .sq-name").getText())
                        .isEqualTo("s19");
                b.screenshot("large-squares-scrolled");
                b.find("#board-zoom").click();
                b.find("#board:not(.zoomed)");
            }
        }
    }

    @Test
    void brandubhAndCopenhagenOnAPhone() {
        try (Browser b = phone("variants-brandubh")) {
            Seats seats = Seats.of(Games.seated(Map.of("ruleset", "brandubh", "board", "brandubh")));
            b.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            b.find("#status.your-turn");
            // Its squares are large already: no toggle for larger ones.
            assertThat(smallestSquare(b)).isGreaterThanOrEqualTo(44);
            assertThat(b.script("return document.getElementById('board-zoom').className"))
                    .asString()
                    .contains("needless");
            assertThat(b.find(".board .sq.throne").getAttribute("data-square")).isEqualTo("d4");
            b.screenshot("board");
        }
        try (Browser b = phone("variants-copenhagen")) {
            b.darkTheme();
            Seats seats = Seats.of(Games.seated(Map.of("ruleset", "copenhagen", "board", "copenhagen")));
            b.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            b.find("#status.your-turn");
            assertThat(smallestSquare(b)).isBetween(25.0, 44.0);
            b.find("#board-zoom");
            b.screenshot("board-dark");
        }
    }

    private static long count(Browser b, String css) {
        return (Long) b.script("return document.querySelectorAll(arguments[0]).length", css);
    }

    private static double number(Browser b, String js) {
        return ((Number) b.script(js)).doubleValue();
    }

    private static double smallestSquare(Browser b) {
        return number(
                b,
                "return Math.min(...[...document.querySelectorAll('.board .sq')]"
                        + ".map((s) => Math.min(s.getBoundingClientRect().width, s.getBoundingClientRect().height)))");
    }

    /** A phone's viewport, 390 by 844: headless Chromium's window alone would not get narrower than 500. */
    private static Browser phone(String name) {
        Browser b = new Browser(name, 390, 844, "en");
        b.driver.executeCdpCommand(
                "Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        return b;
    }
}
