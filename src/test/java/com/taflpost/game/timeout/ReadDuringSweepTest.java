package com.taflpost.game.timeout;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A read of an overdue game never waits for whoever holds its row (a sweeper's batch settling it), nor shows the game
 * as still being played: it answers with the game as the settlement will commit it, lost on time, without writing it;
 * once the holder is gone a read settles it.
 */
@QuarkusTest
class ReadDuringSweepTest {

    @Inject
    TestClock clock;

    @Inject
    AgroalDataSource database;

    @Test
    void aReadAnswersWhileAnotherTransactionHoldsTheOverdueGame() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String id = Games.create(
                        astrid.token(),
                        Map.of(
                                "ruleset",
                                "copenhagen",
                                "board",
                                "brandubh",
                                "side",
                                "attackers",
                                "opponent",
                                bjorn.name(),
                                "timeControl",
                                Map.of("type", "per-move", "perMove", "P1D")))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Games.join(id, bjorn.token()).then().statusCode(200);

        try (Connection holder = database.getConnection()) {
            holder.setAutoCommit(false);
            try (PreparedStatement lock = holder.prepareStatement("select 1 from games where id = ? for update")) {
                lock.setString(1, id);
                lock.executeQuery().close();
            }
            clock.advance(Duration.ofDays(2));
            // the bound only keeps a read that waits (the fault this proves absent) from hanging the suite
            JsonPath shown = CompletableFuture.supplyAsync(() -> given().get("/api/games/{id}", id)
                            .then()
                            .statusCode(200)
                            .extract()
                            .jsonPath())
                    .get(5, TimeUnit.MINUTES);
            assertThat(shown.getString("status")).isEqualTo("finished");
            assertThat(shown.getString("result.winner")).isEqualTo("defenders");
            assertThat(shown.getString("result.reason")).isEqualTo("timeout");
            assertThat(shown.getString("clock.deadline")).isNull();
            String record = CompletableFuture.supplyAsync(() -> given().get("/api/games/{id}/record", id)
                            .then()
                            .statusCode(200)
                            .extract()
                            .asString())
                    .get(5, TimeUnit.MINUTES);
            assertThat(record).contains("timeout");
            assertThat(stored(id)).isEqualTo("active");
            holder.rollback();
        }

        given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("status", org.hamcrest.Matchers.equalTo("finished"))
                .body("result.reason", org.hamcrest.Matchers.equalTo("timeout"));
        assertThat(stored(id)).isEqualTo("finished");
    }

    private String stored(String id) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement read = connection.prepareStatement("select status from games where id = ?")) {
            read.setString(1, id);
            try (var row = read.executeQuery()) {
                row.next();
                return row.getString(1);
            }
        }
    }
}
