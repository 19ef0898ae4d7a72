package com.taflpost.mail;

import static com.taflpost.testsupport.Games.as;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(MailProfile.class)
class UnsubscribeTest {
    private static final Predicate<Received> DIGEST = mail -> mail.subject().startsWith("Your move in");

    @Inject
    TestClock clock;

    @Test
    void theOneClickLinkOfADigestTurnsMailOff() {
        TestPlayer player = MailPlayers.verified(
                "unsub", Map.of("email", true, "digestHour", DigestClock.nextHour(), "alarm", false));
        Games.registered("copenhagen", player, "attackers", Players.register("bjorn"), false);
        Inbox inbox = new Inbox(MailPlayers.addressOf(player));
        DigestClock.reachNextHour(clock);
        String link = inbox.await(1, DIGEST).get(0).unsubscribeUrl();
        String path = link.substring(MailProfile.BASE_URL.length());

        // opening the link only asks: mail scanners open links
        given().get(path)
                .then()
                .statusCode(200)
                .contentType(containsString("text/html"))
                .body(containsString("<form method=\"post\" action=\"" + path + "\""));
        as(player.token()).get("/api/players/me/notifications").then().body("email", equalTo(true));

        // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click as a form
        given().contentType("application/x-www-form-urlencoded")
                .formParam("List-Unsubscribe", "One-Click")
                .post(path)
                .then()
                .statusCode(200)
                .body(containsString("Unsubscribed"));
        as(player.token()).get("/api/players/me/notifications").then().body("email", equalTo(false));

        clock.advance(Duration.ofDays(1));
        assertThat(inbox.afterQuiet(DIGEST))
                .as("the next day, the game still awaiting")
                .hasSize(1);
    }

    @Test
    void anUnknownLinkIsNotFound() {
        given().get("/api/mail/unsubscribe/" + "A".repeat(43)).then().statusCode(404);
        given().post("/api/mail/unsubscribe/" + "A".repeat(43)).then().statusCode(404);
        given().post("/api/mail/unsubscribe/short").then().statusCode(404);
    }
}
