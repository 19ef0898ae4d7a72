package com.taflpost.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What organisers and players may do when, and the organiser's powers over a running tournament. */
@QuarkusTest
class TournamentRulesTest {

    private static Map<String, Object> settings(Map<String, ?> extra) {
        Map<String, Object> body =
                new HashMap<>(Map.of("name", "Rules", "ruleset", "copenhagen", "board", "brandubh", "format", "swiss"));
        body.put("rounds", 2);
        body.putAll(extra);
        return body;
    }

    @Test
    void settingsAreCheckedAsAGamesAre() {
        TestPlayer astrid = Players.register("org");
        Games.as(null).body(settings(Map.of())).post("/api/tournaments").then().statusCode(401);
        Map<String, Object> noRounds = settings(Map.of());
        noRounds.remove("rounds");
        Games.as(astrid.token())
                .body(noRounds)
                .post("/api/tournaments")
                .then()
                .statusCode(422)
                .body("code", equalTo("rounds-required"));
        Games.as(astrid.token())
                .body(settings(Map.of("format", "knockout")))
                .post("/api/tournaments")
                .then()
                .statusCode(422)
                .body("code", equalTo("bad-format"));
        Games.as(astrid.token())
                .body(settings(Map.of("gamesPerPairing", 3)))
                .post("/api/tournaments")
                .then()
                .statusCode(422)
                .body("code", equalTo("bad-games-per-pairing"));
        Games.as(astrid.token())
                .body(settings(Map.of("ruleset", "chess")))
                .post("/api/tournaments")
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-ruleset"));
        Games.as(astrid.token())
                .body(settings(Map.of("timeControl", Map.of("type", "per-move", "perMove", "PT1S"))))
                .post("/api/tournaments")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-time-control"));
        Games.as(null)
                .get("/api/tournaments/nope")
                .then()
                .statusCode(404)
                .body("code", equalTo("tournament-not-found"));
        Games.as(null)
                .get("/api/tournaments?status=later")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-status"));
    }

    @Test
    void entriesOpenUntilTheOrganiserStarts() {
        Tournaments t = Tournaments.entered(Map.of("format", "swiss", "rounds", 1, "maxPlayers", 2), 2);
        TestPlayer first = t.players.values().iterator().next();
        TestPlayer late = Players.register("late");
        Games.as(first.token())
                .post("/api/tournaments/{id}/entries", t.id)
                .then()
                .statusCode(409)
                .body("code", equalTo("already-entered"));
        Games.as(late.token())
                .post("/api/tournaments/{id}/entries", t.id)
                .then()
                .statusCode(409)
                .body("code", equalTo("tournament-full"));
        Games.as(first.token())
                .delete("/api/tournaments/{id}/entries/me", t.id)
                .then()
                .statusCode(200);
        Games.as(late.token())
                .post("/api/tournaments/{id}/entries", t.id)
                .then()
                .statusCode(200);
        assertThat(t.view().getList("players")).containsExactly(t.names().get(1), late.name());
        Games.as(late.token())
                .post("/api/tournaments/{id}/start", t.id)
                .then()
                .statusCode(403)
                .body("code", equalTo("not-organiser"));
        t.start();
        Games.as(first.token())
                .post("/api/tournaments/{id}/entries", t.id)
                .then()
                .statusCode(409)
                .body("code", equalTo("entries-closed"));
        Games.as(late.token())
                .delete("/api/tournaments/{id}/entries/me", t.id)
                .then()
                .statusCode(409)
                .body("code", equalTo("entries-closed"));
        Games.as(t.organiser.token())
                .post("/api/tournaments/{id}/cancel", t.id)
                .then()
                .statusCode(409)
                .body("code", equalTo("tournament-started"));
    }

    @Test
    void aTournamentNeedsTwoPlayersAndCanBeCancelledBeforeTheStart() {
        Tournaments t = Tournaments.entered(Map.of("format", "round-robin"), 1);
        Games.as(t.organiser.token())
                .post("/api/tournaments/{id}/start", t.id)
                .then()
                .statusCode(409)
                .body("code", equalTo("not-enough-players"));
        Games.as(t.organiser.token())
                .post("/api/tournaments/{id}/cancel", t.id)
                .then()
                .statusCode(200)
                .body("status", equalTo("cancelled"));
        Games.as(null)
                .get("/api/tournaments?status=cancelled&size=100")
                .then()
                .statusCode(200)
                .body("items.id", hasItem(t.id));
        Games.as(null)
                .get("/api/tournaments?status=entry&size=100")
                .then()
                .statusCode(200)
                .body("items.id", not(hasItem(t.id)));
    }

    @Test
    void aWithdrawnPlayerForfeitsAndIsPairedNoMore() {
        Tournaments t = Tournaments.entered(Map.of("format", "swiss", "rounds", 2, "gamesPerPairing", 1), 4);
        List<String> n = t.names();
        t.start();
        assertThat(t.seatings(1)).containsExactly(n.get(0) + ">" + n.get(2), n.get(1) + ">" + n.get(3));
        String forfeited = t.game(1, n.get(1), n.get(3));
        Games.as(t.players.get(n.get(0)).token())
                .body(Map.of("player", n.get(3)))
                .post("/api/tournaments/{id}/withdraw", t.id)
                .then()
                .statusCode(403)
                .body("code", equalTo("not-organiser"));
        Games.as(t.organiser.token())
                .body(Map.of("player", n.get(3)))
                .post("/api/tournaments/{id}/withdraw", t.id)
                .then()
                .statusCode(200)
                .body("withdrawn", equalTo(List.of(n.get(3))));
        JsonPath game = Games.as(null).get("/api/games/{id}", forfeited).jsonPath();
        assertThat(game.getString("result.reason")).isEqualTo("forfeit");
        assertThat(game.getString("result.winner")).isEqualTo("attackers");

        // the organiser decides the other game of round 1; round 2 pairs the three players left, one with the bye
        String stuck = t.game(1, n.get(0), n.get(2));
        Games.as(t.organiser.token())
                .body(Map.of("winner", "nobody"))
                .post("/api/tournaments/{id}/games/{game}/adjudicate", t.id, stuck)
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-winner"));
        Games.as(t.organiser.token())
                .body(Map.of("winner", "defenders"))
                .post("/api/tournaments/{id}/games/{game}/adjudicate", t.id, stuck)
                .then()
                .statusCode(200);
        assertThat(Games.as(null).get("/api/games/{id}", stuck).jsonPath().getString("result.reason"))
                .isEqualTo("adjudication");
        Games.as(t.organiser.token())
                .body(Map.of("winner", "defenders"))
                .post("/api/tournaments/{id}/games/{game}/adjudicate", t.id, stuck)
                .then()
                .statusCode(409)
                .body("code", equalTo("game-over"));
        Games.as(t.organiser.token())
                .body(Map.of("winner", "defenders"))
                .post("/api/tournaments/{id}/games/{game}/adjudicate", t.id, "AAAAAAAAAA")
                .then()
                .statusCode(404)
                .body("code", equalTo("game-not-found"));

        JsonPath view = t.view();
        assertThat(view.getInt("roundsPaired")).isEqualTo(2);
        // n1 won round 1 (forfeit) and n2 (adjudication): they meet; n0, on 0, takes the bye
        assertThat(view.getList("currentRound.pairings.players")).containsExactly(List.of(n.get(1), n.get(2)));
        assertThat(view.getString("currentRound.bye")).isEqualTo(n.get(0));
        assertThat(t.pairings(2)).containsExactly(n.get(1) + "-" + n.get(2));
    }
}
