package com.taflpost.mail;

import static com.taflpost.testsupport.Games.as;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The suite's own server has no SMTP server configured, as a bare clone has none: mail is off, all else works. */
@QuarkusTest
class MailOffTest {

    @Test
    void withoutAnSmtpServerNoCodeCanBeSent() {
        TestPlayer player = Players.register("nomail");
        as(player.token())
                .body(Map.of("address", "nomail@example.org"))
                .put("/api/players/me/email")
                .then()
                .statusCode(503)
                .body("code", equalTo("mail-unavailable"));
        as(player.token()).get("/api/players/me/email").then().statusCode(404);
        as(player.token())
                .body(Map.of("email", true))
                .put("/api/players/me/notifications")
                .then()
                .statusCode(200)
                .body("email", equalTo(true));
    }
}
