package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;

/**
 * The game page's chat and rematch: two anonymous seats talk live (a message shows in the other page without a
 * reload, and markup in it shows as text), then after a resignation one offers a rematch, the other accepts, and both
 * pages land in the new game with the sides swapped, still playing with their seat tokens.
 */
@QuarkusTest
class ChatRematchBrowserIT {
    @TestHTTPResource("/")
    URL base;

    @Test
    void twoSeatsChatLiveThenPlayARematchWithTheSidesSwapped() {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        try (Browser attackers = new Browser("chat-attackers", 1280, 900, "en");
                Browser defenders = new Browser("chat-defenders", 390, 844, "en")) {
            attackers.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            defenders.open(base + "play/" + seats.id() + "#seat=" + seats.defenders());
            attackers.find("#chat-input");
            defenders.find("#chat-input");
            for (Browser page : new Browser[] {attackers, defenders}) {
                // the seat's own stream carries the players' chat and the rematch offers
                page.until(d ->
                        "open".equals(page.script("return document.body.dataset.ownStream")) ? Boolean.TRUE : null);
            }

            // Enter sends; the message shows in the other page live, its markup as text
            attackers.find("#chat-input").sendKeys("<b>x</b>", Keys.ENTER);
            defenders.waitForText("#chat-messages", "<b>x</b>");
            assertThat(defenders.driver.findElements(By.cssSelector("#chat-messages b")))
                    .isEmpty();
            assertThat(defenders.find("#chat-messages .chat-text").getText()).isEqualTo("<b>x</b>");
            assertThat(attackers.find("#chat-input").getAttribute("value")).isEmpty();
            assertThat(attackers.find("#chat-count").getText()).isEqualTo("0/500");
            defenders.find("#chat-input").sendKeys("hello");
            assertThat(defenders.find("#chat-count").getText()).isEqualTo("5/500");
            defenders.find("#chat-send").click();
            attackers.waitForText("#chat-messages", "hello");
            attackers.screenshot("chat-desktop");
            defenders.screenshot("chat-phone");

            // the spectators' chat can be hidden, and stays hidden
            defenders.find("#spectator-chat-hide").click();
            defenders.until(d ->
                    d.findElements(By.cssSelector("#spectator-chat.collapsed")).isEmpty() ? null : Boolean.TRUE);
            assertThat(defenders.script("return localStorage.getItem('taflpost.hideSpectatorChat')"))
                    .isEqualTo("yes");

            Games.resign(seats.id(), seats.defenders()).then().statusCode(200);
            attackers.find("#rematch-offer-button").click();
            attackers.find("#rematch-waiting");
            defenders.find("#rematch-offer");
            defenders.screenshot("rematch-offer");
            defenders.find("#rematch-accept").click();

            // the accepting page goes first; then the server names the rematch in the old game
            defenders.until(d -> d.getCurrentUrl().endsWith("/play/" + seats.id()) ? null : Boolean.TRUE);
            String rematch = Games.as(seats.attackers())
                    .get("/api/games/{id}", seats.id())
                    .then()
                    .statusCode(200)
                    .extract()
                    .path("rematch");
            assertThat(rematch).isNotNull();
            for (Browser page : new Browser[] {attackers, defenders}) {
                page.until(d -> d.getCurrentUrl().endsWith("/play/" + rematch) ? Boolean.TRUE : null);
                page.find("#status");
            }
            // the first game's attackers play the defenders now, with the same seat token
            attackers.until(d -> "defenders".equals(seatSide(attackers, rematch)) ? Boolean.TRUE : null);
            defenders.until(d -> "attackers".equals(seatSide(defenders, rematch)) ? Boolean.TRUE : null);
            defenders.find("#status.your-turn");
            attackers.screenshot("rematch-landed");
        }
    }

    private static String seatSide(Browser page, String id) {
        return (String) page.script(
                "var s = JSON.parse(localStorage.getItem('taflpost.seat." + id + "') || 'null'); return s && s.side;");
    }
}
