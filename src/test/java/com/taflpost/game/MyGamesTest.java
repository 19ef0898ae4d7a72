package com.taflpost.game;

import static com.taflpost.testsupport.Games.join;
import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class MyGamesTest {

    @Inject
    TestClock clock;

    private static String game(TestPlayer creator, String side, TestPlayer opponent, String perMove) {
        Map<String, Object> body = new HashMap<>(Map.of("ruleset", "tablut", "board", "tablut", "side", side));
        if (perMove != null) {
            body.put("timeControl", Map.of("type", "per-move", "perMove", perMove));
        }
        String id = Games.create(creator.token(), body)
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        if (opponent != null) {
            join(id, opponent.token()).then().statusCode(200);
        }
        return id;
    }

    @Test
    void myGamesListTheGamesAwaitingMeFirstSoonestDeadlineFirst() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer cnut = Players.register("cnut");
        String threeDays = game(astrid, "attackers", bjorn, "P3D");
        String oneHour = game(astrid, "attackers", bjorn, "PT1H");
        String noClock = game(astrid, "defenders", cnut, null);
        move(noClock, cnut.token(), "d1-d3", 0).then().statusCode(201);
        String bjornsTurn = game(astrid, "attackers", bjorn, "PT2H");
        move(bjornsTurn, astrid.token(), "d1-d3", 0).then().statusCode(201);
        game(astrid, "attackers", null, "PT1H");

        given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/games")
                .then()
                .statusCode(200)
                .body("awaitingYou", equalTo(3))
                .body("games.id", contains(oneHour, threeDays, noClock, bjornsTurn))
                .body("games.yourTurn", contains(true, true, true, false))
                .body("games[2].opponent", equalTo(cnut.name()))
                .body("games[2].side", equalTo("defenders"))
                .body("games[2].ply", equalTo(1))
                .body("games[2].lastMove", equalTo("d1-d3"))
                .body("games[2].deadline", nullValue());

        clock.advance(Duration.ofMinutes(90));
        given().auth()
                .oauth2(astrid.token())
                .get("/api/players/me/games")
                .then()
                .statusCode(200)
                .body("awaitingYou", equalTo(2))
                .body("games.id", contains(threeDays, noClock, bjornsTurn));
        given().get("/api/games/{id}", oneHour).then().body("result.reason", equalTo("timeout"));
    }

    @Test
    void myGamesNeedAPlayerToken() {
        given().get("/api/players/me/games").then().statusCode(401).contentType("application/problem+json");
        String seat = Games.anonymous("tablut", "tablut").getString("seats.attackers");
        given().auth()
                .oauth2(seat)
                .get("/api/players/me/games")
                .then()
                .statusCode(403)
                .body("code", equalTo("player-token-required"));
    }
}
