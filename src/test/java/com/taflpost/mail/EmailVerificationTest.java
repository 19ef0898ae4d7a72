package com.taflpost.mail;

import static com.taflpost.testsupport.Games.as;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(MailProfile.class)
class EmailVerificationTest {

    @Inject
    TestClock clock;

    @Test
    void theCodeFromTheMailVerifiesTheAddress() {
        TestPlayer player = Players.register("verify");
        String address = MailPlayers.addressOf(player);
        setAddress(player, address)
                .then()
                .statusCode(200)
                .body("address", equalTo(address), "verified", equalTo(false));

        Received mail = new Inbox(address).await(1, any -> true).get(0);
        assertThat(mail.subject()).startsWith("Your Taflpost code");
        assertThat(mail.html()).contains(mail.code()).contains("Unsubscribe");
        assertThat(mail.unsubscribeUrl()).startsWith(MailProfile.BASE_URL + "/api/mail/unsubscribe/");
        assertThat(mail.unsubscribePost()).isEqualTo("List-Unsubscribe=One-Click");

        String wrong = mail.code().equals("000000") ? "111111" : "000000";
        verify(player, wrong).then().statusCode(422).body("code", equalTo("wrong-code"), "attemptsLeft", equalTo(4));
        verify(player, mail.code()).then().statusCode(200).body("verified", equalTo(true));
        as(player.token())
                .get("/api/players/me/email")
                .then()
                .statusCode(200)
                .body("address", equalTo(address), "verified", equalTo(true));
        // the code is spent
        verify(player, mail.code()).then().statusCode(409).body("code", equalTo("no-code"));
    }

    @Test
    void anExpiredCodeIsRefused() {
        TestPlayer player = Players.register("expired");
        String address = MailPlayers.addressOf(player);
        setAddress(player, address).then().statusCode(200);
        String code = new Inbox(address).await(1, any -> true).get(0).code();
        clock.advance(Duration.ofMinutes(61));
        verify(player, code).then().statusCode(410).body("code", equalTo("code-expired"));
        as(player.token()).get("/api/players/me/email").then().statusCode(200).body("verified", equalTo(false));
    }

    @Test
    void tooManyWrongCodesSpendTheCode() {
        TestPlayer player = Players.register("guesser");
        String address = MailPlayers.addressOf(player);
        setAddress(player, address).then().statusCode(200);
        String code = new Inbox(address).await(1, any -> true).get(0).code();
        String wrong = code.equals("999999") ? "888888" : "999999";
        for (int left = 4; left >= 0; left--) {
            verify(player, wrong).then().statusCode(422).body("attemptsLeft", equalTo(left));
        }
        verify(player, code)
                .then()
                .statusCode(429)
                .body("code", equalTo("too-many-attempts"))
                .header("Retry-After", notNullValue());
    }

    @Test
    void codesAreLimitedPerHour() {
        TestPlayer player = Players.register("spammer");
        for (int i = 0; i < 5; i++) {
            setAddress(player, "target" + i + "-" + MailPlayers.addressOf(player))
                    .then()
                    .statusCode(200);
        }
        setAddress(player, "again-" + MailPlayers.addressOf(player))
                .then()
                .statusCode(429)
                .body("code", equalTo("too-many-codes"))
                .header("Retry-After", notNullValue());
        clock.advance(Duration.ofMinutes(61));
        setAddress(player, "later-" + MailPlayers.addressOf(player)).then().statusCode(200);
    }

    @Test
    void malformedAddressesAreRefusedWithTheReason() {
        TestPlayer player = Players.register("typo");
        for (String bad : List.of(
                "no-at-sign",
                "two words@example.org",
                "name@localhost",
                "name@exa_mple.org",
                "a@b@example.org",
                "name@example.org\r\nBcc: x@example.org",
                "x".repeat(65) + "@example.org",
                "x@" + "d".repeat(250) + ".org")) {
            setAddress(player, bad).then().statusCode(400).body("code", equalTo("bad-email-address"));
        }
        as(player.token())
                .body(Map.of())
                .put("/api/players/me/email")
                .then()
                .statusCode(400)
                .body("code", equalTo("validation"));
        assertThat(new Inbox(MailPlayers.addressOf(player)).afterQuiet(any -> true))
                .isEmpty();
    }

    @Test
    void aRemovedAddressIsGone() {
        TestPlayer player = Players.register("leaver");
        as(player.token())
                .get("/api/players/me/email")
                .then()
                .statusCode(404)
                .body("code", equalTo("no-email-address"));
        setAddress(player, MailPlayers.addressOf(player)).then().statusCode(200);
        as(player.token()).delete("/api/players/me/email").then().statusCode(204);
        as(player.token()).get("/api/players/me/email").then().statusCode(404);
        as(player.token()).delete("/api/players/me/email").then().statusCode(204);
    }

    @Test
    void theAddressNeedsAPlayerToken() {
        as(null).get("/api/players/me/email").then().statusCode(401);
        as(null).body(Map.of("address", "a@example.org"))
                .put("/api/players/me/email")
                .then()
                .statusCode(401);
    }

    private static io.restassured.response.Response setAddress(TestPlayer player, String address) {
        return as(player.token()).body(Map.of("address", address)).put("/api/players/me/email");
    }

    private static io.restassured.response.Response verify(TestPlayer player, String code) {
        return as(player.token()).body(Map.of("code", code)).post("/api/players/me/email/verify");
    }
}
