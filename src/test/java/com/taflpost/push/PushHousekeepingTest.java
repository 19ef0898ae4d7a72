package com.taflpost.push;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestClock;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** A finished game's seat subscriptions go a day after its end, and the pushes sent go after a week. */
@QuarkusTest
class PushHousekeepingTest {

    @Inject
    TestClock clock;

    @Inject
    PushHousekeeping housekeeping;

    @Inject
    DataSource database;

    @Test
    void aFinishedGamesSeatsAndOldPushesAreSweptAway() throws Exception {
        try (PushReceiver receiver = new PushReceiver(Pushes.serverKey())) {
            Seats finished = Seats.of(Games.anonymous("copenhagen", "brandubh"));
            Seats going = Seats.of(Games.anonymous("copenhagen", "brandubh"));
            String ended = Pushes.subscribed(finished.defenders(), receiver.browser());
            String goingOn = Pushes.subscribed(going.defenders(), receiver.browser());
            Games.resign(finished.id(), finished.attackers()).then().statusCode(200);
            assertThat(receiver.await(push -> "game-over".equals(push.type()), Duration.ofSeconds(10)))
                    .isNotNull();
            assertThat(count(
                            "select count(*) from push_deliveries d join push_subscriptions s"
                                    + " on s.id = d.subscription_id where s.owner = ?",
                            finished.id() + "/defenders"))
                    .isEqualTo(1);

            // within the day the seat keeps its subscription
            housekeeping.sweep();
            assertThat(count("select count(*) from push_subscriptions where id::text = ?", ended))
                    .isEqualTo(1);

            clock.advance(Duration.ofDays(2));
            housekeeping.sweep();
            assertThat(count("select count(*) from push_subscriptions where id::text = ?", ended))
                    .isZero();
            assertThat(count("select count(*) from push_subscriptions where id::text = ?", goingOn))
                    .isEqualTo(1);

            Games.move(going.id(), going.attackers(), "b4-b2", 0).then().statusCode(201);
            assertThat(receiver.await(push -> "your-turn".equals(push.type()), Duration.ofSeconds(10)))
                    .isNotNull();
            // the push service has it; the sender records it as sent just after its answer
            String pending = "select count(*) from push_deliveries d join push_subscriptions s"
                    + " on s.id = d.subscription_id where s.owner = ? and d.status = 'pending'";
            for (int i = 0; i < 100 && count(pending, going.id() + "/defenders") > 0; i++) {
                Thread.sleep(100);
            }
            assertThat(count(pending, going.id() + "/defenders")).isZero();
            clock.advance(Duration.ofDays(8));
            housekeeping.sweep();
            assertThat(count(
                            "select count(*) from push_deliveries d join push_subscriptions s"
                                    + " on s.id = d.subscription_id where s.owner = ? and d.status <> 'pending'",
                            going.id() + "/defenders"))
                    .isZero();
        }
    }

    private long count(String sql, String parameter) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(sql)) {
            query.setString(1, parameter);
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }
}
