package com.taflpost.tournament;

import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class TournamentGameAbortTest {

    @Test
    void aTournamentGameCannotBeAbortedEvenBeforeItsFirstMove() {
        Tournaments t = Tournaments.entered(Map.of("format", "round-robin", "gamesPerPairing", 1), 2);
        t.start();
        Map<String, Object> game = t.games(1).get(0);
        String attackers = (String) game.get("attackers");

        Games.as(t.players.get(attackers).token())
                .post("/api/games/{id}/abort", game.get("gameId"))
                .then()
                .statusCode(409)
                .body("code", equalTo("tournament-game"));
        Games.as(null)
                .get("/api/games/{id}", game.get("gameId"))
                .then()
                .statusCode(200)
                .body("status", equalTo("active"));
    }
}
