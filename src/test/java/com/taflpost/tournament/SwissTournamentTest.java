package com.taflpost.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A whole Swiss of 7 players over 3 rounds (one game a pairing) played through the API, its pairings, byes, sides and
 * standings checked against values worked out by hand; and the last two games of a round ended at the same moment on
 * two threads pairing the next round exactly once.
 */
@QuarkusTest
class SwissTournamentTest {

    @Inject
    AgroalDataSource database;

    @Test
    void aWholeSwissOfSevenOverThreeRounds() {
        Tournaments t = Tournaments.entered(Map.of("format", "swiss", "rounds", 3, "gamesPerPairing", 1), 7);
        List<String> n = t.names();
        String s1 = n.get(0), s2 = n.get(1), s3 = n.get(2), s4 = n.get(3), s5 = n.get(4), s6 = n.get(5);
        String s7 = n.get(6);
        t.start();

        // Round 1, all on 0 (equal ratings: entry order): the lowest-ranked takes the bye, top half meets bottom half;
        // the higher-ranked attacks when both have attacked as often.
        assertThat(t.pairings(1)).containsExactly(s1 + "-" + s4, s2 + "-" + s5, s3 + "-" + s6);
        assertThat(t.rounds().getString("items[0].bye")).isEqualTo(s7);
        assertThat(t.seatings(1)).containsExactly(s1 + ">" + s4, s2 + ">" + s5, s3 + ">" + s6);
        t.defenderResigns(1, s1, s4);
        t.attackerResigns(1, s2, s5);
        assertThat(t.rounds().getList("items")).hasSize(1);
        t.kingEscapes(1, s3, s6);

        // Round 2: on 1, s1 s5 s6 s7 (1-6, 5-7); on 0, s2 s3 s4: s4, the lowest, takes the bye. Whoever attacked
        // less attacks: s6 against s1; s5 and s7 have not attacked, so the higher-ranked s5 does.
        assertThat(t.rounds().getList("items.status")).containsExactly("finished", "running");
        assertThat(t.pairings(2)).containsExactly(s1 + "-" + s6, s5 + "-" + s7, s2 + "-" + s3);
        assertThat(t.rounds().getString("items[1].bye")).isEqualTo(s4);
        assertThat(t.seatings(2)).containsExactly(s6 + ">" + s1, s5 + ">" + s7, s2 + ">" + s3);
        t.kingEscapes(2, s6, s1);
        t.defenderResigns(2, s5, s7);
        t.attackerResigns(2, s2, s3);

        // Round 3: on 2, s1 s5; on 1, s3 s4 s6 s7, where 3-6 would be a rematch: 3-7 and 4-6, not 3-4 and 6-7;
        // s2, last, takes the bye.
        assertThat(t.pairings(3)).containsExactly(s1 + "-" + s5, s3 + "-" + s7, s4 + "-" + s6);
        assertThat(t.rounds().getString("items[2].bye")).isEqualTo(s2);
        assertThat(t.seatings(3)).containsExactly(s1 + ">" + s5, s7 + ">" + s3, s4 + ">" + s6);
        t.kingEscapes(3, s1, s5);
        t.defenderResigns(3, s7, s3);
        t.attackerResigns(3, s4, s6);

        JsonPath finished = t.view();
        assertThat(finished.getString("status")).isEqualTo("finished");
        assertThat(finished.getInt("roundsPaired")).isEqualTo(3);
        assertThat(finished.getInt("currentRound.number")).isEqualTo(3);
        JsonPath standings = t.standings();
        assertThat(standings.getString("status")).isEqualTo("finished");
        // points, then Buchholz (s1: 1 + 2 + 3), then Sonneborn-Berger (s6 2 against s7 1); s2 and s4 tie on all
        assertThat(standings.getList("rows.player")).containsExactly(s5, s1, s6, s7, s3, s2, s4);
        assertThat(standings.getList("rows.rank")).containsExactly(1, 2, 3, 4, 5, 6, 6);
        assertThat(standings.getList("rows.points", Float.class)).containsExactly(3f, 2f, 2f, 2f, 1f, 1f, 1f);
        assertThat(standings.getList("rows.tieBreaks.buchholz", Float.class))
                .containsExactly(5f, 6f, 4f, 4f, 5f, 4f, 4f);
        assertThat(standings.getList("rows.tieBreaks.sonnebornBerger", Float.class))
                .containsExactly(5f, 3f, 2f, 1f, 1f, 0f, 0f);
        assertThat(standings.getList("rows.games", Integer.class)).containsExactly(3, 3, 3, 2, 3, 2, 2);
        assertThat(standings.getList("rows.wins", Integer.class)).containsExactly(3, 2, 2, 1, 1, 0, 0);
    }

    @Test
    void theLastTwoGamesEndingAtOncePairTheNextRoundOnce() throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            for (int attempt = 0; attempt < 3; attempt++) {
                Tournaments t = Tournaments.entered(Map.of("format", "swiss", "rounds", 2, "gamesPerPairing", 1), 4);
                List<String> n = t.names();
                t.start();
                assertThat(t.seatings(1)).containsExactly(n.get(0) + ">" + n.get(2), n.get(1) + ">" + n.get(3));
                List<String> games = List.of(t.game(1, n.get(0), n.get(2)), t.game(1, n.get(1), n.get(3)));
                List<String> resigning = List.of(
                        t.players.get(n.get(0)).token(), t.players.get(n.get(1)).token());
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Integer>> answers = new ArrayList<>();
                for (int i = 0; i < 2; i++) {
                    String game = games.get(i);
                    String token = resigning.get(i);
                    answers.add(threads.submit(() -> {
                        go.await();
                        return Games.resign(game, token).statusCode();
                    }));
                }
                go.countDown();
                for (Future<Integer> answer : answers) {
                    assertThat(answer.get(60, TimeUnit.SECONDS)).isEqualTo(200);
                }
                assertThat(t.rounds().getList("items.number")).containsExactly(1, 2);
                assertThat(t.pairings(2)).hasSize(2);
                assertThat(count("select count(*) from tournament_rounds where tournament_id = ?", t.id))
                        .isEqualTo(2);
                assertThat(count("select count(*) from games where tournament_id = ?", t.id))
                        .isEqualTo(4);
                assertThat(count(
                                "select count(*) from events where type = 'round-started' and payload->>'tournamentId' = ?",
                                t.id))
                        .isEqualTo(8);
            }
        } finally {
            threads.shutdownNow();
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
