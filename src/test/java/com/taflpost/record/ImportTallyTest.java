package com.taflpost.record;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The audit's attack: importing a won record five times gave five wins with no opponent. Imports count in no tally. */
@QuarkusTest
class ImportTallyTest {

    /** Brandubh, the attackers resign after two moves: the defenders win. */
    private static final String DEFENDERS_WIN = """
            [ruleset:copenhagen]
            [board:brandubh]
            [result:-1]
            [termination:resignation]

            1. d2-f2 d3-c3
            """;

    @Test
    void importedWinsCountInNoTally() {
        TestPlayer astrid = Players.register("importer");
        for (int i = 0; i < 5; i++) {
            given().contentType(ContentType.TEXT)
                    .body(DEFENDERS_WIN)
                    .auth()
                    .oauth2(astrid.token())
                    .queryParam("side", "defenders")
                    .post("/api/games/import")
                    .then()
                    .statusCode(201);
        }
        assertThat(results(astrid)).isEqualTo(Map.of("wins", 0, "losses", 0, "draws", 0));
    }

    @Test
    void gamesPlayedHereStillCount() {
        TestPlayer astrid = Players.register("winner");
        TestPlayer bjorn = Players.register("loser");
        String id = Games.registered("copenhagen", astrid, "defenders", bjorn, false);
        Games.resign(id, bjorn.token()).then().statusCode(200);
        given().contentType(ContentType.TEXT)
                .body(DEFENDERS_WIN)
                .auth()
                .oauth2(astrid.token())
                .queryParam("side", "defenders")
                .post("/api/games/import")
                .then()
                .statusCode(201);

        assertThat(results(astrid)).isEqualTo(Map.of("wins", 1, "losses", 0, "draws", 0));
        assertThat(results(bjorn)).isEqualTo(Map.of("wins", 0, "losses", 1, "draws", 0));
    }

    private static Map<String, Object> results(TestPlayer player) {
        JsonPath profile = given().get("/api/players/{name}", player.name())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        return profile.getMap("games.results");
    }
}
