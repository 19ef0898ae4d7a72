package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import org.junit.jupiter.api.Test;

/**
 * Takebacks on the game page: the attackers propose to take their move back, the defenders (who open the page after
 * the proposal, so read it on load) accept, and both boards show the position before the move.
 */
@QuarkusTest
class TakebackBrowserIT {
    @TestHTTPResource("/")
    URL base;

    @Test
    void aProposedTakebackAcceptedPutsBothBoardsBack() {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        Games.move(seats.id(), seats.attackers(), "b4-b2", 0).then().statusCode(201);
        try (Browser attackers = new Browser("takeback-attackers", 1280, 900, "en");
                Browser defenders = new Browser("takeback-defenders", 390, 844, "en")) {
            attackers.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            attackers.waitForText("#status", "Defenders to move");
            attackers.find("#takeback-propose").click();
            attackers.waitForText("#takeback-waiting", "Takeback proposed: waiting for your opponent.");

            defenders.open(base + "play/" + seats.id() + "#seat=" + seats.defenders());
            defenders.waitForText("#takeback-offer", "Your opponent proposes to take back their last move.");
            defenders.screenshot("phone-offer");
            defenders.find("#takeback-accept").click();

            defenders.waitForText("#status", "Attackers to move");
            attackers.waitForText("#status", "Your turn");
            for (Browser b : new Browser[] {attackers, defenders}) {
                b.waitForPiece("b4", "attacker");
                b.waitForPiece("b2", null);
                assertThat(b.find("#moves").getText()).doesNotContain("b4-b2");
            }
            assertThat(attackers.driver.findElements(org.openqa.selenium.By.id("takeback-waiting")))
                    .isEmpty();
            attackers.screenshot("desktop-taken-back");
            assertThat(attackers.script("return document.getElementById('refusal').textContent"))
                    .isEqualTo("");
        }
    }
}
