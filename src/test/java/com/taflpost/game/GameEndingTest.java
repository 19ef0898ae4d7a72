package com.taflpost.game;

import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.rules.Winner;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.TestClock;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Every way a game ends goes through {@link GameEnding}: each tells every recipient the result once (both seats and
 * the game's spectators) and fires {@link GameEnded}, which ratings and tournaments observe, exactly once.
 */
@QuarkusTest
class GameEndingTest {
    @Inject
    DataSource database;

    @Inject
    TestClock clock;

    @Inject
    GameService games;

    @Inject
    EndedGames ended;

    /** Counts {@link GameEnded} by game, as ratings and tournament standings hear it. */
    @ApplicationScoped
    static class EndedGames {
        private final Map<String, AtomicInteger> counts = new ConcurrentHashMap<>();

        void onGameEnded(@Observes GameEnded ended) {
            counts.computeIfAbsent(ended.game().id, id -> new AtomicInteger()).incrementAndGet();
        }

        int of(String id) {
            AtomicInteger count = counts.get(id);
            return count == null ? 0 : count.get();
        }
    }

    @Test
    void aMoveThatEndsTheGameEndsItOnce() throws SQLException {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        for (int ply = 0; ply < Games.KING_ESCAPES.size(); ply++) {
            String side = ply % 2 == 0 ? "attackers" : "defenders";
            move(id, game.getString("seats." + side), Games.KING_ESCAPES.get(ply), ply)
                    .then()
                    .statusCode(201);
        }
        assertEndedOnce(id, "king-escaped");
    }

    @Test
    void aResignationEndsTheGameOnceEvenWhenRepeated() throws SQLException {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        Games.resign(id, game.getString("seats.attackers")).then().statusCode(200);
        Games.resign(id, game.getString("seats.attackers")).then().statusCode(200);
        assertEndedOnce(id, "resignation");
    }

    @Test
    void aTimeoutEndsTheGameOnce() throws SQLException {
        JsonPath game = Games.seated(Map.of(
                "ruleset", "tablut", "board", "tablut", "timeControl", Map.of("type", "per-move", "perMove", "P1D")));
        String id = game.getString("id");
        try {
            clock.advance(Duration.ofDays(2));
            given().get("/api/games/{id}", id).then().statusCode(200);
            given().get("/api/games/{id}", id).then().statusCode(200);
        } finally {
            clock.reset();
        }
        assertEndedOnce(id, "timeout");
    }

    @Test
    void aForfeitAndAnAdjudicationEndTheGameOnce() throws SQLException {
        for (ResultReason reason : List.of(ResultReason.FORFEIT, ResultReason.ADJUDICATION)) {
            String id = Games.anonymous("copenhagen", "brandubh").getString("id");
            assertThat(QuarkusTransaction.requiringNew().call(() -> games.end(id, Winner.DEFENDERS, reason)))
                    .isTrue();
            assertThat(QuarkusTransaction.requiringNew().call(() -> games.end(id, Winner.ATTACKERS, reason)))
                    .as("a game already over is not ended again")
                    .isFalse();
            assertEndedOnce(id, reason.id());
        }
    }

    private void assertEndedOnce(String id, String reason) throws SQLException {
        given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("status", equalTo("finished"))
                .body("result.reason", equalTo(reason));
        assertThat(ended.of(id)).as("GameEnded fired for " + reason).isEqualTo(1);
        assertThat(gameOverEvents(id))
                .as("game-over told for " + reason)
                .containsOnlyKeys("game:" + id, id + "/attackers", id + "/defenders")
                .allSatisfy((recipient, count) -> assertThat(count).isEqualTo(1));
    }

    /** How many game-over events each recipient got for the game. */
    private Map<String, Integer> gameOverEvents(String id) throws SQLException {
        Map<String, Integer> counts = new ConcurrentHashMap<>();
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select recipient, count(*) from events where game_id = ? and type = 'game-over'"
                                + " group by recipient")) {
            query.setString(1, id);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    counts.put(rows.getString(1), rows.getInt(2));
                }
            }
        }
        return counts;
    }
}
