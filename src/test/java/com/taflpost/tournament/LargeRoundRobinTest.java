package com.taflpost.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Pages;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 6: the start of a 64-player round robin (4,032 games) ran past the request's idle timeout, and
 * every read of it carried all its games. Now its games are created in bulk and the start answers with them all made;
 * reads show the round in play and page the rest.
 */
@QuarkusTest
class LargeRoundRobinTest {
    private static final int PLAYERS = 64;

    @Inject
    AgroalDataSource database;

    @Test
    void sixtyFourPlayersStartWithEveryGameMadeAndReadInPages() throws Exception {
        Tournaments t = Tournaments.entered(
                Map.of(
                        "format",
                        "round-robin",
                        "rated",
                        true,
                        "maxPlayers",
                        PLAYERS,
                        "timeControl",
                        Map.of("type", "per-move", "perMove", "P1D")),
                PLAYERS);
        JsonPath started = t.start();
        assertThat(started.getString("status")).isEqualTo("running");
        assertThat(started.getInt("settings.rounds")).isEqualTo(PLAYERS - 1);

        // every ordered pair of players once: each pairing twice, once with each side
        List<String[]> games = rows("""
                select g.id, a.name, d.name, g.tournament_round, tg.round, g.status, g.rated,
                       (g.deadline is not null)::text, tg.first_player_id in (g.attackers_player_id, g.defenders_player_id)
                       and tg.second_player_id in (g.attackers_player_id, g.defenders_player_id)
                from games g join players a on a.id = g.attackers_player_id
                join players d on d.id = g.defenders_player_id
                join tournament_games tg on tg.game_id = g.id
                where g.tournament_id = ?""", t.id);
        assertThat(games).hasSize(PLAYERS * (PLAYERS - 1));
        Set<String> seatings = new HashSet<>();
        Map<String, Integer> perPlayerAndRound = new HashMap<>();
        for (String[] game : games) {
            assertThat(game[1]).isNotEqualTo(game[2]);
            seatings.add(game[1] + ">" + game[2]);
            assertThat(game[3]).isEqualTo(game[4]);
            assertThat(game[5]).isEqualTo("active");
            assertThat(game[6]).isEqualTo("t");
            assertThat(game[7]).isEqualTo("true");
            assertThat(game[8]).isEqualTo("t");
            perPlayerAndRound.merge(game[1] + "@" + game[3], 1, Integer::sum);
            perPlayerAndRound.merge(game[2] + "@" + game[3], 1, Integer::sum);
        }
        assertThat(seatings).hasSize(PLAYERS * (PLAYERS - 1));
        // no bye with an even field: everyone plays both games of one pairing in every round
        assertThat(perPlayerAndRound)
                .hasSize(PLAYERS * (PLAYERS - 1))
                .allSatisfy((key, count) -> assertThat(count).isEqualTo(2));
        String p1 = t.names().get(0);
        assertThat(rows(
                                "select count(*) from events where recipient = ? and type = 'tournament-game'",
                                t.players.get(p1).id().toString())
                        .get(0)[0])
                .isEqualTo(String.valueOf(2 * (PLAYERS - 1)));

        // a game of the last round is an ordinary game its players play with their tokens
        List<Map<String, Object>> last = t.games(PLAYERS - 1);
        assertThat(last).hasSize(PLAYERS);
        Map<String, Object> game = last.get(PLAYERS - 1);
        String id = (String) game.get("gameId");
        JsonPath read = Games.as(null).get("/api/games/{id}", id).jsonPath();
        assertThat(read.getString("tournament.id")).isEqualTo(t.id);
        assertThat(read.getString("players.attackers")).isEqualTo(game.get("attackers"));
        Games.move(id, t.players.get((String) game.get("defenders")).token(), "a4-a5", 0)
                .then()
                .statusCode(409);
        Games.move(id, t.players.get((String) game.get("attackers")).token(), "a4-a5", 0)
                .then()
                .statusCode(201);
        Games.resign(id, t.players.get((String) game.get("defenders")).token())
                .then()
                .statusCode(200);

        // the tournament reads with its round in play only; the rounds and each round's games come a page at a time
        Response whole = Games.as(null).get("/api/tournaments/{id}", t.id);
        JsonPath view = whole.then().statusCode(200).extract().jsonPath();
        assertThat(view.getInt("roundsPaired")).isEqualTo(PLAYERS - 1);
        assertThat(view.getInt("currentRound.number")).isEqualTo(1);
        assertThat(view.getList("currentRound.pairings")).hasSize(PLAYERS / 2);
        assertThat(view.getList("currentRound.pairings.games.flatten()")).hasSize(PLAYERS);
        assertThat(view.getList("rounds")).isNull();
        // one round's games and the players' names, not the whole schedule's
        assertThat(whole.asByteArray().length).isLessThan(32 * 1024);
        List<Object> numbers = Pages.follow(null, "/api/tournaments/" + t.id + "/rounds?size=20", "items.number");
        assertThat(numbers)
                .hasSize(PLAYERS - 1)
                .doesNotHaveDuplicates()
                .isSortedAccordingTo((a, b) -> Integer.compare((Integer) a, (Integer) b));
        JsonPath rounds = t.rounds();
        assertThat(rounds.getList("items.number", Integer.class).subList(60, 63))
                .containsExactly(61, 62, 63);
        assertThat(rounds.getList("items.games", Integer.class)).containsOnly(PLAYERS);
        assertThat(rounds.getList("items.finished", Integer.class).subList(60, 63))
                .containsExactly(0, 0, 1);
        List<Object> pairings =
                Pages.follow(null, "/api/tournaments/" + t.id + "/rounds/2/games?size=10", "items.pairing");
        assertThat(pairings).hasSize(PLAYERS);
        assertThat(pairings.subList(10, 20)).containsExactly(6, 6, 7, 7, 8, 8, 9, 9, 10, 10);
        List<Object> ids = Pages.follow(null, "/api/tournaments/" + t.id + "/rounds/2/games?size=7", "items.gameId");
        assertThat(ids).hasSize(PLAYERS).doesNotHaveDuplicates();
        Games.as(null)
                .get("/api/tournaments/{id}/rounds/{n}/games", t.id, PLAYERS)
                .then()
                .statusCode(404)
                .body("code", org.hamcrest.Matchers.equalTo("round-not-found"));
        Games.as(null)
                .queryParam("size", 101)
                .get("/api/tournaments/{id}/rounds", t.id)
                .then()
                .statusCode(400);
    }

    private List<String[]> rows(String sql, String parameter) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(sql)) {
            query.setString(1, parameter);
            List<String[]> rows = new ArrayList<>();
            try (ResultSet result = query.executeQuery()) {
                int columns = result.getMetaData().getColumnCount();
                while (result.next()) {
                    String[] row = new String[columns];
                    for (int i = 0; i < columns; i++) {
                        row[i] = result.getString(i + 1);
                    }
                    rows.add(row);
                }
            }
            return rows;
        }
    }
}
