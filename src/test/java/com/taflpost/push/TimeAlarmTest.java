package com.taflpost.push;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.push.PushReceiver.Push;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The time alarm (issue 26): once 80% of a move's time has passed, one push to the player or seat to move, and no
 * second for the same move; the notification settings turn the alarm, or every push, off.
 */
@QuarkusTest
class TimeAlarmTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final Map<String, Object> ONE_DAY_A_MOVE = Map.of("type", "per-move", "perMove", "P1D");

    @Inject
    TestClock clock;

    private PushReceiver receiver;

    @BeforeEach
    void startReceiver() throws Exception {
        receiver = new PushReceiver(Pushes.serverKey());
    }

    @AfterEach
    void stopReceiver() {
        receiver.close();
    }

    @Test
    void aSeatIsAlarmedOnceWhenMostOfItsMovesTimeHasPassed() throws Exception {
        Seats seats = Seats.of(
                Games.seated(Map.of("ruleset", "copenhagen", "board", "brandubh", "timeControl", ONE_DAY_A_MOVE)));
        TestBrowser attackers = receiver.browser();
        Pushes.subscribed(seats.attackers(), attackers);

        clock.advance(Duration.ofHours(18));
        assertThat(receiver.await(at(attackers, "time-alarm"), Duration.ofSeconds(3)))
                .as("no alarm at 75%")
                .isNull();

        clock.advance(Duration.ofHours(2));
        Push alarm = receiver.await(at(attackers, "time-alarm"), WAIT);
        assertThat(alarm).as("the alarm at 83%").isNotNull();
        assertThat(alarm.problem()).isNull();
        assertThat(alarm.message().path("gameId").asText()).isEqualTo(seats.id());
        assertThat(alarm.message().path("url").asText()).isEqualTo("/play/" + seats.id());
        assertThat(alarm.message().path("title").asText()).isEqualTo("Your time is running out");
        assertThat(alarm.headers()).containsEntry("Urgency", "high");

        clock.advance(Duration.ofHours(2));
        Thread.sleep(3_000);
        assertThat(receiver.all()).filteredOn(at(attackers, "time-alarm")).hasSize(1);
    }

    @Test
    void theSettingsTurnTheAlarmAndThePushesOff() throws Exception {
        TestPlayer astrid = Players.register("alarmed");
        TestPlayer bjorn = Players.register("unalarmed");
        String game = Games.create(
                        astrid.token(),
                        Map.of(
                                "ruleset",
                                "copenhagen",
                                "board",
                                "brandubh",
                                "side",
                                "defenders",
                                "opponent",
                                bjorn.name(),
                                "timeControl",
                                ONE_DAY_A_MOVE))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Games.join(game, bjorn.token()).then().statusCode(200);
        TestBrowser bjornsPhone = receiver.browser();
        TestBrowser astridsPhone = receiver.browser();
        Pushes.subscribed(bjorn.token(), bjornsPhone);
        Pushes.subscribed(astrid.token(), astridsPhone);
        settings(bjorn, Map.of("alarm", false));
        settings(astrid, Map.of("push", false));

        // bjorn attacks and is to move: past 80% of his day, no alarm
        clock.advance(Duration.ofHours(20));
        Thread.sleep(3_000);
        assertThat(receiver.all()).filteredOn(at(bjornsPhone, "time-alarm")).isEmpty();

        // his move makes it astrid's turn: she turned every push off
        Games.move(game, bjorn.token(), "b4-b2", 0).then().statusCode(201);
        clock.advance(Duration.ofHours(20));
        Thread.sleep(3_000);
        assertThat(receiver.all())
                .filteredOn(push -> push.path().equals(astridsPhone.path()))
                .isEmpty();

        // bjorn turned only the alarm off: his turn is still pushed
        Games.move(game, astrid.token(), "c4-c6", 1).then().statusCode(201);
        assertThat(receiver.await(at(bjornsPhone, "your-turn"), WAIT)).isNotNull();
        assertThat(receiver.all()).filteredOn(at(bjornsPhone, "time-alarm")).isEmpty();
    }

    private static void settings(TestPlayer player, Map<String, ?> changes) {
        Games.as(player.token())
                .body(changes)
                .put("/api/players/me/notifications")
                .then()
                .statusCode(200);
    }

    private static Predicate<Push> at(TestBrowser browser, String type) {
        return push -> push.path().equals(browser.path()) && type.equals(push.type());
    }
}
