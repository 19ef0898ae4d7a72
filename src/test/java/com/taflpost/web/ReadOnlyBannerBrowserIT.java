package com.taflpost.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.fault.OwnDatabase;
import com.taflpost.platform.EmbeddedDatabase;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.net.URL;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * A move made while no database takes writes (a failover, here the database stopped) shows the read-only banner
 * instead of an error page, and the banner goes once the server writes again. Screenshots in both themes and on a
 * phone go to target/browser/.
 */
@QuarkusTest
@TestProfile(OwnDatabase.class)
class ReadOnlyBannerBrowserIT {
    @TestHTTPResource("/")
    URL base;

    @Test
    void aMoveDuringAnOutageShowsTheBannerUntilTheServerWritesAgain() {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        try (Browser desktop = new Browser("read-only-desktop", 1280, 900, "en");
                Browser phone = new Browser("read-only-phone", 390, 844, "en")) {
            desktop.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            desktop.waitForText("#status", "Your turn");
            phone.open(base + "play/" + seats.id() + "#seat=" + seats.attackers());
            phone.waitForText("#status", "Your turn");
            assertThat(desktop.driver.findElement(By.id("read-only")).isDisplayed())
                    .isFalse();

            EmbeddedDatabase.stop(OwnDatabase.DATA);
            try {
                for (Browser b : new Browser[] {desktop, phone}) {
                    b.square("b4").click();
                    b.square("b2").click();
                    // find waits until the banner is displayed (a hidden element's text would match at once)
                    assertThat(b.find("#read-only").getText()).startsWith("Read-only for a moment");
                }
                desktop.screenshot("banner-light");
                desktop.darkTheme();
                desktop.screenshot("banner-dark");
                phone.darkTheme();
                phone.screenshot("banner-phone-dark");
            } finally {
                EmbeddedDatabase.restart(OwnDatabase.DATA);
            }
            // the page asks the server's readiness until it writes again, then hides the banner by itself
            desktop.until(d -> d.findElement(By.id("read-only")).isDisplayed() ? null : Boolean.TRUE);
            desktop.square("b4").click();
            desktop.square("b2").click();
            desktop.waitForPiece("b2", "attacker");
        }
    }
}
