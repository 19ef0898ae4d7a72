package com.taflpost.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.TestClock;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class TournamentVacationTest {
    @Inject
    TestClock clock;

    private static Map<String, Object> settings(boolean vacationAllowed) {
        return Map.of(
                "format",
                "round-robin",
                "gamesPerPairing",
                1,
                "timeControl",
                Map.of("type", "per-move", "perMove", "P1D"),
                "vacationAllowed",
                vacationAllowed);
    }

    private static Instant deadline(Object id) {
        return Instant.parse(
                Games.as(null).get("/api/games/{id}", id).jsonPath().getString("clock.deadline"));
    }

    @Test
    void aTournamentThatAllowsNoVacationKeepsItsClocksRunning() {
        Tournaments t = Tournaments.entered(settings(false), 2);
        assertThat(t.view().getBoolean("settings.vacationAllowed")).isFalse();
        t.start();
        Map<String, Object> game = t.games(1).get(0);
        Object id = game.get("gameId");
        String attackers = (String) game.get("attackers");
        Instant before = deadline(id);
        try {
            Games.as(t.players.get(attackers).token())
                    .body(Map.of("days", 5))
                    .post("/api/players/me/vacation")
                    .then()
                    .statusCode(200);
            assertThat(deadline(id)).isEqualTo(before);
            clock.advance(Duration.ofDays(2));
            assertThat(Games.as(null).get("/api/games/{id}", id).jsonPath().getString("result.reason"))
                    .isEqualTo("timeout");
        } finally {
            clock.reset();
        }
    }

    @Test
    void aTournamentAllowsVacationUnlessTheOrganiserSaysNot() {
        Tournaments t = Tournaments.entered(settings(true), 2);
        assertThat(t.view().getBoolean("settings.vacationAllowed")).isTrue();
        t.start();
        Map<String, Object> game = t.games(1).get(0);
        Object id = game.get("gameId");
        String attackers = (String) game.get("attackers");
        Instant before = deadline(id);
        try {
            Games.as(t.players.get(attackers).token())
                    .body(Map.of("days", 5))
                    .post("/api/players/me/vacation")
                    .then()
                    .statusCode(200);
            assertThat(Duration.between(before.plus(Duration.ofDays(5)), deadline(id))
                            .abs())
                    .isLessThan(Duration.ofSeconds(1));
            clock.advance(Duration.ofDays(2));
            assertThat(Games.as(null).get("/api/games/{id}", id).jsonPath().getString("status"))
                    .isEqualTo("active");
        } finally {
            clock.reset();
        }
    }

    @Test
    void aRoundThatStartsWhileItsPlayersAreAwayCountsFromTheirReturnWhereVacationIsAllowed() {
        Tournaments allowing = Tournaments.entered(settings(true), 2);
        Tournaments refusing = Tournaments.entered(settings(false), 2);
        for (Tournaments t : java.util.List.of(allowing, refusing)) {
            t.players
                    .values()
                    .forEach(player -> Games.as(player.token())
                            .body(Map.of("days", 3))
                            .post("/api/players/me/vacation")
                            .then()
                            .statusCode(200));
            t.start();
        }
        Instant now = Instant.now();
        Instant paused = deadline(allowing.games(1).get(0).get("gameId"));
        assertThat(paused).isAfter(now.plus(Duration.ofDays(4)).minus(Duration.ofMinutes(1)));
        Instant running = deadline(refusing.games(1).get(0).get("gameId"));
        assertThat(running).isBefore(now.plus(Duration.ofDays(1)).plus(Duration.ofMinutes(1)));
    }
}
