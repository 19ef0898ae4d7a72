package com.taflpost.tournament;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.taflpost.rating.Glicko2;
import com.taflpost.rating.Rating;
import com.taflpost.testsupport.TestClock;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.path.json.config.JsonPathConfig;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A whole round robin of 4 players with two-game matches, rated, played through the API: games end by the king's
 * escape, by resignations and by timeouts, and the standings are checked against values worked out by hand.
 */
@QuarkusTest
class RoundRobinTournamentTest {

    @Inject
    TestClock clock;

    @Inject
    AgroalDataSource database;

    @Test
    void aWholeRoundRobinOfFour() throws Exception {
        Tournaments t = Tournaments.entered(
                Map.of(
                        "format",
                        "round-robin",
                        "rated",
                        true,
                        "gamesPerPairing",
                        2,
                        "timeControl",
                        Map.of("type", "per-move", "perMove", "P1D")),
                4);
        List<String> n = t.names();
        String p1 = n.get(0), p2 = n.get(1), p3 = n.get(2), p4 = n.get(3);
        JsonPath started = t.start();
        assertThat(started.getString("status")).isEqualTo("running");
        assertThat(started.getInt("settings.rounds")).isEqualTo(3);

        // The circle method on the seeds (equal ratings: entry order), the last seed fixed.
        assertThat(t.pairings(1)).containsExactly(p1 + "-" + p4, p2 + "-" + p3);
        assertThat(t.pairings(2)).containsExactly(p2 + "-" + p4, p1 + "-" + p3);
        assertThat(t.pairings(3)).containsExactly(p3 + "-" + p4, p1 + "-" + p2);
        // every game at once, a match of two games with swapped sides
        assertThat(t.seatings(1)).containsExactlyInAnyOrder(p1 + ">" + p4, p4 + ">" + p1, p2 + ">" + p3, p3 + ">" + p2);
        assertThat(count("select count(*) from games where tournament_id = ? and rated", t.id))
                .isEqualTo(12);
        // a tournament game is an ordinary game that says where it belongs
        JsonPath game = given().get("/api/games/" + t.game(2, p2, p4))
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(game.getString("tournament.id")).isEqualTo(t.id);
        assertThat(game.getInt("tournament.round")).isEqualTo(2);
        assertThat(game.getBoolean("rated")).isTrue();

        // p1-p4 0-2; p2-p3 2-0 (one of them by timeout below)
        t.defenderResigns(1, p4, p1);
        t.kingEscapes(1, p1, p4);
        t.kingEscapes(1, p3, p2);
        t.attackerMoves(1, p2, p3);
        // p2-p4 1-1 (p2's win by timeout below); p1-p3 2-0 (one by timeout below)
        t.kingEscapes(2, p2, p4);
        t.defenderResigns(2, p1, p3);
        // p3-p4 1-1; p1-p2 1-1
        t.attackerResigns(3, p3, p4);
        t.attackerResigns(3, p4, p3);
        t.kingEscapes(3, p1, p2);
        t.kingEscapes(3, p2, p1);

        JsonPath running = t.view();
        assertThat(t.rounds().getList("items.status")).containsExactly("running", "running", "finished");
        assertThat(running.getString("status")).isEqualTo("running");
        // the round in play is the first one still running
        assertThat(running.getInt("currentRound.number")).isEqualTo(1);

        // the three open games run out of time: at ply 2 the attackers lose, at ply 3 the defenders
        t.opening(2, p4, p2);
        t.opening(2, p3, p1);
        clock.advance(Duration.ofDays(2));
        JsonPath standings = t.standings();
        assertThat(standings.getString("status")).isEqualTo("finished");
        assertThat(standings.getList("rows.player")).containsExactly(p4, p2, p1, p3);
        assertThat(standings.getList("rows.rank")).containsExactly(1, 2, 3, 4);
        assertThat(standings.getList("rows.points", Float.class)).containsExactly(4f, 4f, 3f, 1f);
        // Sonneborn-Berger breaks the tie of p4 and p2: 2*3 + 1*4 + 1*1 = 11 against 1*3 + 2*1 + 1*4 = 9
        assertThat(standings.getList("rows.tieBreaks.sonnebornBerger", Float.class))
                .containsExactly(11f, 9f, 6f, 4f);
        assertThat(standings.getList("rows.tieBreaks.buchholz", Float.class)).containsExactly(8f, 8f, 9f, 11f);
        assertThat(standings.getList("rows.games", Integer.class)).containsExactly(6, 6, 6, 6);
        assertThat(standings.getList("rows.wins", Integer.class)).containsExactly(4, 4, 3, 1);
        assertThat(standings.getList("rows.losses", Integer.class)).containsExactly(2, 2, 3, 5);

        JsonPath finished = t.view();
        assertThat(finished.getString("status")).isEqualTo("finished");
        assertThat(t.rounds().getList("items.status")).containsOnly("finished");
        assertThat(t.rounds().getList("items.finished", Integer.class)).containsOnly(4);
        List<String> reasons = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            t.games(round)
                    .forEach(g -> reasons.add(
                            ((Map<?, ?>) g.get("result")).get("reason").toString()));
        }
        assertThat(reasons).filteredOn("timeout"::equals).hasSize(3);
        assertThat(reasons).filteredOn("resignation"::equals).hasSize(4);
        assertThat(reasons).filteredOn("king-escaped"::equals).hasSize(5);

        // everyone hears the podium
        String event = payload(t.players.get(p3).id().toString(), "tournament-finished");
        assertThat(JsonPath.from(event).getList("top.player")).containsExactly(p4, p2, p1);
        assertThat(count(
                        "select count(*) from events where recipient = ? and type = 'tournament-game'",
                        t.players.get(p1).id().toString()))
                .isEqualTo(6);

        // rated: every player's history holds their six games, and each change is the Glicko-2 update of the
        // player's value before it against the opponent's value before the same game (from the opponent's history)
        Map<String, Map<String, Map<String, Object>>> changes = new HashMap<>();
        for (String name : n) {
            JsonPath history = given().queryParam("ruleset", "copenhagen")
                    .queryParam("board", "brandubh")
                    .queryParam("size", 100)
                    .get("/api/players/{name}/ratings/history", name)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    // the values in full: floats would lose them past the fourth decimal
                    .using(new JsonPathConfig(JsonPathConfig.NumberReturnType.DOUBLE));
            List<Map<String, Object>> items = history.getList("items");
            assertThat(items).hasSize(6);
            Map<String, Map<String, Object>> byGame = new HashMap<>();
            items.forEach(item -> byGame.put((String) item.get("gameId"), item));
            changes.put(name, byGame);
        }
        changes.forEach((name, byGame) -> byGame.values().forEach(change -> {
            Map<String, Object> theirs =
                    changes.get((String) change.get("opponent")).get((String) change.get("gameId"));
            double score = ((Number) change.get("score")).doubleValue();
            Rating expected = GLICKO.rate(value(change, "before"), value(theirs, "before"), score, null);
            Rating after = value(change, "after");
            assertThat(after.rating()).as(name).isCloseTo(expected.rating(), within(1e-6));
            assertThat(after.deviation()).as(name).isCloseTo(expected.deviation(), within(1e-6));
            assertThat(after.volatility()).as(name).isCloseTo(expected.volatility(), within(1e-9));
        }));
    }

    private static final Glicko2 GLICKO = new Glicko2();

    @SuppressWarnings("unchecked")
    private static Rating value(Map<String, Object> change, String when) {
        Map<String, Number> value = (Map<String, Number>) change.get(when);
        return new Rating(
                value.get("rating").doubleValue(),
                value.get("deviation").doubleValue(),
                value.get("volatility").doubleValue(),
                0,
                null);
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

    private String payload(String recipient, String type) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select payload::text from events where recipient = ? and type = ? order by id")) {
            query.setString(1, recipient);
            query.setString(2, type);
            List<String> payloads = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    payloads.add(rows.getString(1));
                }
            }
            assertThat(payloads).hasSize(1);
            return payloads.get(0);
        }
    }
}
