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
 * An open game page tells its player that the opponent's move made it their turn (issue 26): a chime that can be
 * switched off, and a button that asks for notifications only when clicked. The page's AudioContext is wrapped before
 * any script runs, so that the test counts the notes the page starts.
 */
@QuarkusTest
class TurnNoticeBrowserIT {
    private static final String COUNT_NOTES = """
            window.notes = 0;
            const Real = window.AudioContext;
            window.AudioContext = class extends Real {
              createOscillator() {
                const note = super.createOscillator();
                const start = note.start.bind(note);
                note.start = (...at) => { window.notes++; return start(...at); };
                return note;
              }
            };""";

    @TestHTTPResource("/")
    URL base;

    @Test
    void theOpponentsMoveChimesUntilTheChimeIsSwitchedOff() {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        try (Browser b = new Browser("turn-notice", 1280, 900, "en")) {
            b.driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", COUNT_NOTES));
            b.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            b.waitForText("#status", "Your turn");
            b.find("#notify-me");
            // the page never asks on its own: only the button does
            assertThat(b.script("return Notification.permission")).isEqualTo("default");
            assertThat(notes(b)).isZero();

            // a move from another device, then the opponent's: only the second makes it this page's turn
            Games.move(seats.id(), seats.attackers(), Games.KING_ESCAPES.get(0), 0)
                    .then()
                    .statusCode(201);
            b.waitForText("#status", "Defenders to move");
            assertThat(notes(b)).isZero();
            Games.move(seats.id(), seats.defenders(), Games.KING_ESCAPES.get(1), 1)
                    .then()
                    .statusCode(201);
            b.waitForText("#status", "Your turn");
            b.until(d -> notes(b) == 2 ? true : null);
            b.screenshot("turn-notice");

            b.find("#sound-switch").click();
            Games.move(seats.id(), seats.attackers(), Games.KING_ESCAPES.get(2), 2)
                    .then()
                    .statusCode(201);
            b.waitForText("#status", "Defenders to move");
            Games.move(seats.id(), seats.defenders(), Games.KING_ESCAPES.get(3), 3)
                    .then()
                    .statusCode(201);
            b.waitForText("#status", "Your turn");
            assertThat(notes(b)).isEqualTo(2);
            assertThat(b.script("return localStorage.getItem('taflpost.sound')"))
                    .isEqualTo("off");
        }
    }

    private static long notes(Browser b) {
        return ((Number) b.script("return window.notes")).longValue();
    }
}
