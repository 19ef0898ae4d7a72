package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The link to send, where the sender looks: a waiting game's creator who comes back through their seat link, on a
 * browser that never saw the game created, finds the invitation link with its Copy button on the game's page; a
 * visitor of the same page does not.
 */
@QuarkusTest
class WaitingInvitationBrowserIT {

    @TestHTTPResource("/")
    URL base;

    @Test
    void theCreatorFindsTheInvitationOnTheWaitingGamesPage() {
        JsonPath created = Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "attackers"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String invitation = created.getString("invitation.url");
        for (boolean dark : new boolean[] {false, true}) {
            try (Browser phone = new Browser("waiting-invitation-" + (dark ? "dark" : "light"), 390, 844, "en")) {
                if (dark) {
                    phone.darkTheme();
                }
                phone.open(created.getString("seat.playUrl"));
                phone.waitForText("#status", "Waiting for the opponent");
                phone.until(d -> invitation.equals(phone.find("#invitation").getAttribute("value")) ? true : null);
                assertThat(phone.find("[data-copy=invitation]").getText()).isEqualTo("Copy");
                phone.script("document.getElementById('invitation').scrollIntoView({block: 'center'})");
                phone.screenshot("phone-" + (dark ? "dark" : "light") + "-waiting-invitation");
            }
        }
        try (Browser visitor = new Browser("waiting-invitation-visitor", 1280, 900, "en")) {
            visitor.open(base + "play/" + created.getString("id"));
            visitor.waitForText("#status", "Waiting for the opponent");
            assertThat(visitor.driver.findElements(By.id("invitation"))).isEmpty();
        }
    }
}
