package com.taflpost.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import org.junit.jupiter.api.Test;

/**
 * The person's side of notifications (issue 26): a logged-in player reaches the settings from the header, every
 * switch saves at once, and a server without SMTP says it sends no e-mail. Screenshots of the page in both themes and
 * on a phone go to target/browser/.
 */
@QuarkusTest
class NotificationSettingsBrowserIT {
    @TestHTTPResource("/")
    URL base;

    @Test
    void aPlayerTurnsTheAlarmAndTheChimeOffAndLearnsThatMailIsUnavailable() {
        TestPlayer astrid = Players.register("astrid");
        try (Browser b = new Browser("notification-settings", 1280, 900, "en")) {
            logIn(b, astrid);
            b.find("#settings-link").click();
            b.find("#browser-part");
            assertThat(b.find("#enable-push").getText()).isEqualTo("Turn on notifications in this browser");
            assertThat(b.find("#alarm-switch").isSelected()).isTrue();
            assertThat(b.find("#sound-switch").isSelected()).isTrue();
            assertThat(b.find("#digest-switch").isEnabled()).isFalse();
            b.waitForText("#digest-hour-hint", "08:00 UTC");
            b.screenshot("light");

            b.find("#alarm-switch").click();
            b.waitForText("#toast", "Saved.");
            b.until(d -> given().auth()
                            .oauth2(astrid.token())
                            .get("/api/players/me/notifications")
                            .jsonPath()
                            .getBoolean("alarm")
                    ? null
                    : Boolean.TRUE);
            b.find("#sound-switch").click();
            assertThat(b.script("return localStorage.getItem('taflpost.sound')"))
                    .isEqualTo("off");

            b.type("#email-address", "astrid@example.org");
            b.find("#send-code").click();
            b.waitForText("#mail-unavailable", "This server does not send e-mail.");
            assertThat(b.driver.findElements(org.openqa.selenium.By.id("email-form")))
                    .isEmpty();
            b.screenshot("mail-unavailable");

            // The page as it loads again: the saved settings, in the dark theme.
            b.darkTheme();
            b.open(base + "?notifications");
            assertThat(b.find("#alarm-switch").isSelected()).isFalse();
            assertThat(b.find("#sound-switch").isSelected()).isFalse();
            b.screenshot("dark");
        }
        given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/notifications")
                .then()
                .statusCode(200)
                .body("alarm", org.hamcrest.Matchers.equalTo(false))
                .body("push", org.hamcrest.Matchers.equalTo(true));
    }

    @Test
    void onAPhoneThePanelsStackInOneColumn() {
        TestPlayer bjorn = Players.register("bjorn");
        try (Browser phone = new Browser("notification-settings-phone", 412, 915, "fr")) {
            phone.darkTheme();
            logIn(phone, bjorn);
            phone.open(base + "?notifications");
            phone.find("#email-part");
            assertThat(phone.find("#enable-push").getText()).isEqualTo("Activer les notifications dans ce navigateur");
            Long overflow = (Long)
                    phone.script("return document.documentElement.scrollWidth - document.documentElement.clientWidth");
            assertThat(overflow).isLessThanOrEqualTo(0L);
            phone.screenshot("phone-dark");
            phone.script("document.getElementById('email-part').scrollIntoView()");
            phone.screenshot("phone-dark-email");
        }
    }

    private void logIn(Browser browser, TestPlayer player) {
        browser.open(base.toString());
        browser.script("localStorage.setItem('taflpost.player', JSON.stringify({token: '" + player.token()
                + "', name: '" + player.name() + "'}))");
        browser.open(base.toString());
        browser.waitForText("#player-name", player.name());
    }
}
