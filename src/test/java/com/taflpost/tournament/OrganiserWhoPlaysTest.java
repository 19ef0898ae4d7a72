package com.taflpost.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

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
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 8: the organiser of a rated tournament who also played in it adjudicated his own game as a win
 * for himself, and forfeited an opponent by withdrawing him. Now he cannot decide a game he plays in, by either; he
 * still rules on the others' games, and every ruling is an event the tournament's players see, naming him.
 */
@QuarkusTest
class OrganiserWhoPlaysTest {

    @Inject
    AgroalDataSource database;

    @Test
    void anOrganiserWhoPlaysCannotDecideHisOwnGames() throws Exception {
        Tournaments t = Tournaments.entered(Map.of("format", "round-robin", "rated", true, "gamesPerPairing", 1), 3);
        String organiser = t.organiser.name();
        Games.as(t.organiser.token())
                .post("/api/tournaments/{id}/entries", t.id)
                .then()
                .statusCode(200);
        t.start();
        List<Map<String, Object>> games = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            games.addAll(t.games(round));
        }
        Map<String, Object> own =
                games.stream().filter(g -> plays(g, organiser)).findFirst().orElseThrow();
        String opponent =
                own.get("attackers").equals(organiser) ? (String) own.get("defenders") : (String) own.get("attackers");
        String ownSide = own.get("attackers").equals(organiser) ? "attackers" : "defenders";

        // his own game: refused, and it goes on
        Games.as(t.organiser.token())
                .body(Map.of("winner", ownSide))
                .post("/api/tournaments/{id}/games/{game}/adjudicate", t.id, own.get("gameId"))
                .then()
                .statusCode(403)
                .body("code", equalTo("organiser-plays-in-game"));
        assertThat(Games.as(null)
                        .get("/api/games/{id}", own.get("gameId"))
                        .jsonPath()
                        .getString("status"))
                .isEqualTo("active");
        // nor can he win it by withdrawing his opponent
        Games.as(t.organiser.token())
                .body(Map.of("player", opponent))
                .post("/api/tournaments/{id}/withdraw", t.id)
                .then()
                .statusCode(403)
                .body("code", equalTo("organiser-plays-in-game"));
        assertThat(t.view().getList("withdrawn")).isEmpty();

        // the others' game he still decides, and both its players (and every entrant) hear it, with his name
        Map<String, Object> others =
                games.stream().filter(g -> !plays(g, organiser)).findFirst().orElseThrow();
        Games.as(t.organiser.token())
                .body(Map.of("winner", "draw"))
                .post("/api/tournaments/{id}/games/{game}/adjudicate", t.id, others.get("gameId"))
                .then()
                .statusCode(200);
        for (String player : List.of((String) others.get("attackers"), (String) others.get("defenders"), opponent)) {
            JsonPath told = JsonPath.from(payload(t.players.get(player).id(), "tournament-adjudicated"));
            assertThat(told.getString("gameId")).isEqualTo(others.get("gameId"));
            assertThat(told.getString("winner")).isEqualTo("draw");
            assertThat(told.getString("by")).isEqualTo(organiser);
        }

        // once his own game with the opponent is over (its attackers resign, being to move), he may withdraw the
        // opponent: the open games are forfeited
        String attacker = (String) own.get("attackers");
        String attackerToken = attacker.equals(organiser)
                ? t.organiser.token()
                : t.players.get(attacker).token();
        Games.resign((String) own.get("gameId"), attackerToken).then().statusCode(200);
        List<String> open = games.stream()
                .filter(g -> plays(g, opponent) && !g.get("gameId").equals(own.get("gameId")))
                .filter(g -> !g.get("gameId").equals(others.get("gameId")))
                .map(g -> (String) g.get("gameId"))
                .toList();
        Games.as(t.organiser.token())
                .body(Map.of("player", opponent))
                .post("/api/tournaments/{id}/withdraw", t.id)
                .then()
                .statusCode(200)
                .body("withdrawn", equalTo(List.of(opponent)));
        for (String player : t.names()) {
            JsonPath told = JsonPath.from(payload(t.players.get(player).id(), "tournament-withdrawn"));
            assertThat(told.getString("player")).isEqualTo(opponent);
            assertThat(told.getString("by")).isEqualTo(organiser);
            assertThat(told.getList("forfeited", String.class)).containsExactlyInAnyOrderElementsOf(open);
        }
        for (String game : open) {
            assertThat(Games.as(null).get("/api/games/{id}", game).jsonPath().getString("result.reason"))
                    .isEqualTo("forfeit");
        }
    }

    private static boolean plays(Map<String, Object> game, String player) {
        return game.get("attackers").equals(player) || game.get("defenders").equals(player);
    }

    /** The one event of this type the player has. */
    private String payload(UUID player, String type) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select payload::text from events where recipient = ? and type = ? order by id")) {
            query.setString(1, player.toString());
            query.setString(2, type);
            List<String> payloads = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    payloads.add(rows.getString(1));
                }
            }
            assertThat(payloads).as(type + " to " + player).hasSize(1);
            return payloads.get(0);
        }
    }
}
