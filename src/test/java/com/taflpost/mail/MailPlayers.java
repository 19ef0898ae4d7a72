package com.taflpost.mail;

import static com.taflpost.testsupport.Games.as;

import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import java.util.Map;

/** Players with a verified address, made through the API: the address set, the code read from the mail, sent back. */
final class MailPlayers {
    private MailPlayers() {}

    static String addressOf(TestPlayer player) {
        return player.name().toLowerCase(java.util.Locale.ROOT) + "@example.org";
    }

    /** A new player whose address is verified and whose settings are {@code settings}. */
    static TestPlayer verified(String prefix, Map<String, ?> settings) {
        TestPlayer player = Players.register(prefix);
        String address = addressOf(player);
        as(player.token())
                .body(Map.of("address", address))
                .put("/api/players/me/email")
                .then()
                .statusCode(200);
        String code = new Inbox(address).await(1, mail -> true).get(0).code();
        as(player.token())
                .body(Map.of("code", code))
                .post("/api/players/me/email/verify")
                .then()
                .statusCode(200);
        as(player.token())
                .body(settings)
                .put("/api/players/me/notifications")
                .then()
                .statusCode(200);
        return player;
    }
}
