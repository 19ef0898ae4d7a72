package com.taflpost.mail;

import static com.taflpost.testsupport.Games.as;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(MailProfile.class)
class NotificationSettingsTest {

    @Test
    void aNewPlayerHasTheDefaults() {
        TestPlayer player = Players.register("defaults");
        as(player.token())
                .get("/api/players/me/notifications")
                .then()
                .statusCode(200)
                .body("push", equalTo(true), "email", equalTo(false), "digestHour", equalTo(8), "alarm", equalTo(true));
    }

    @Test
    void fieldsLeftOutKeepTheirValues() {
        TestPlayer player = Players.register("settings");
        as(player.token())
                .body(Map.of("email", true, "digestHour", 21))
                .put("/api/players/me/notifications")
                .then()
                .statusCode(200)
                .body("push", equalTo(true), "email", equalTo(true), "digestHour", equalTo(21), "alarm", equalTo(true));
        as(player.token())
                .body(Map.of("push", false, "alarm", false))
                .put("/api/players/me/notifications")
                .then()
                .statusCode(200);
        as(player.token())
                .get("/api/players/me/notifications")
                .then()
                .body(
                        "push",
                        equalTo(false),
                        "email",
                        equalTo(true),
                        "digestHour",
                        equalTo(21),
                        "alarm",
                        equalTo(false));
    }

    @Test
    void anHourOutsideTheDayIsRefused() {
        TestPlayer player = Players.register("hour");
        for (int hour : new int[] {-1, 24}) {
            as(player.token())
                    .body(Map.of("digestHour", hour))
                    .put("/api/players/me/notifications")
                    .then()
                    .statusCode(400)
                    .body("code", equalTo("validation"));
        }
        as(player.token())
                .body("{\"digestHour\": \"noon\"}")
                .put("/api/players/me/notifications")
                .then()
                .statusCode(400);
    }

    @Test
    void aSeatTokenIsRefused() {
        as(null).get("/api/players/me/notifications").then().statusCode(401);
    }
}
