package com.taflpost.mail;

import static org.assertj.core.api.Assertions.assertThat;

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
class AlarmTest {
    private static final Predicate<Received> ALARM = mail -> mail.subject().contains("left for your move");

    @Inject
    TestClock clock;

    @Test
    void oneAlarmOnceEightyPercentOfTheMovesTimeHasPassed() {
        TestPlayer player = MailPlayers.verified("alarm", Map.of("email", true, "alarm", true));
        TestPlayer bjorn = Players.register("bjorn");
        String game = dayPerMoveGame(player, bjorn);
        Inbox inbox = new Inbox(MailPlayers.addressOf(player));

        clock.advance(Duration.ofHours(18));
        assertThat(inbox.afterQuiet(ALARM)).as("75% passed").isEmpty();

        clock.advance(Duration.ofHours(2));
        Received alarm = inbox.await(1, ALARM).get(0);
        assertThat(alarm.subject()).contains("against " + bjorn.name());
        assertThat(alarm.text())
                .contains(MailProfile.BASE_URL + "/play/" + game)
                .contains("left (until");
        assertThat(alarm.html()).contains(MailProfile.BASE_URL + "/play/" + game);
        assertThat(alarm.unsubscribePost()).isEqualTo("List-Unsubscribe=One-Click");

        clock.advance(Duration.ofHours(2));
        assertThat(inbox.afterQuiet(ALARM)).as("91% passed").hasSize(1);
    }

    @Test
    void aPlyTakenBackHasItsAlarmAgain() {
        TestPlayer player = MailPlayers.verified("alarmback", Map.of("email", true, "alarm", true));
        TestPlayer bjorn = Players.register("bjorn");
        String game = dayPerMoveGame(player, bjorn);
        Inbox inbox = new Inbox(MailPlayers.addressOf(player));
        clock.advance(Duration.ofHours(20));
        inbox.await(1, ALARM);

        Games.move(game, player.token(), "b4-b2", 0).then().statusCode(201);
        Games.as(player.token()).post("/api/games/{id}/takeback", game).then().statusCode(200);
        Games.as(bjorn.token())
                .post("/api/games/{id}/takeback/accept", game)
                .then()
                .statusCode(200)
                .body("ply", org.hamcrest.Matchers.equalTo(0));

        clock.advance(Duration.ofHours(18));
        assertThat(inbox.afterQuiet(ALARM))
                .as("75% of the move taken back passed")
                .hasSize(1);
        clock.advance(Duration.ofHours(2));
        assertThat(inbox.await(2, ALARM)).hasSize(2);
    }

    @Test
    void noAlarmWithTheAlarmTurnedOff() {
        TestPlayer player = MailPlayers.verified("noalarm", Map.of("email", true, "alarm", false));
        dayPerMoveGame(player, Players.register("bjorn"));
        clock.advance(Duration.ofHours(21));
        assertThat(new Inbox(MailPlayers.addressOf(player)).afterQuiet(ALARM)).isEmpty();
    }

    /** An active game with a day per move, {@code player} (attackers) to move. */
    private static String dayPerMoveGame(TestPlayer player, TestPlayer opponent) {
        String id = Games.create(
                        player.token(),
                        Map.of(
                                "ruleset", "copenhagen",
                                "board", "brandubh",
                                "side", "attackers",
                                "opponent", opponent.name(),
                                "timeControl", Map.of("type", "per-move", "perMove", "P1D")))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Games.join(id, opponent.token()).then().statusCode(200);
        return id;
    }
}
