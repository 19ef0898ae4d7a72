package com.taflpost.game.abort;

import static com.taflpost.testsupport.Games.as;
import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class AbortTest {
    @Inject
    EntityManager database;

    private static Response abort(String id, String token) {
        return as(token).post("/api/games/{id}/abort", id);
    }

    @Test
    void theCreatorCancelsAWaitingGameAndItsInvitationNoLongerSeatsAnyone() {
        JsonPath created = Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String id = created.getString("id");

        abort(id, null).then().statusCode(401);
        abort(id, created.getString("seat.token"))
                .then()
                .statusCode(200)
                .body("status", equalTo("aborted"))
                .body("result", nullValue())
                .body("yourSide", equalTo(created.getString("seat.side")));
        Games.claim(created.getString("invitation.code"))
                .then()
                .statusCode(409)
                .body("code", equalTo("invitation-used"));
        given().get("/api/games/{id}", id).then().statusCode(200).body("status", equalTo("aborted"));
    }

    @Test
    void eitherPlayerAbortsBeforeTheSecondPlyAndNotAfter() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String attackers = game.getString("seats.attackers");
        String defenders = game.getString("seats.defenders");
        move(id, attackers, "d2-f2", 0).then().statusCode(201);

        abort(id, defenders)
                .then()
                .statusCode(200)
                .body("status", equalTo("aborted"))
                .body("ply", equalTo(1));
        // again: the same answer, so that a client may retry
        abort(id, attackers).then().statusCode(200).body("status", equalTo("aborted"));
        move(id, defenders, "d3-c3", 1).then().statusCode(409).body("code", equalTo("game-aborted"));
        Games.resign(id, defenders).then().statusCode(409).body("code", equalTo("game-aborted"));

        JsonPath later = Games.anonymous("copenhagen", "brandubh");
        String laterId = later.getString("id");
        move(laterId, later.getString("seats.attackers"), "d2-f2", 0).then().statusCode(201);
        move(laterId, later.getString("seats.defenders"), "d3-c3", 1).then().statusCode(201);
        abort(laterId, later.getString("seats.attackers"))
                .then()
                .statusCode(409)
                .body("code", equalTo("abort-too-late"));
        abort(laterId, attackers).then().statusCode(403).body("code", equalTo("wrong-game"));
    }

    @Test
    void anAbortedRatedGameChangesNoRatingAndOthersCannotAbortIt() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer cnut = Players.register("cnut");
        String id = Games.registered("copenhagen", astrid, "attackers", bjorn, true);
        move(id, astrid.token(), "d2-f2", 0).then().statusCode(201);

        abort(id, cnut.token()).then().statusCode(403).body("code", equalTo("not-in-game"));
        abort(id, astrid.token()).then().statusCode(200).body("status", equalTo("aborted"));

        for (TestPlayer player : new TestPlayer[] {astrid, bjorn}) {
            assertThat(given().get("/api/players/{name}/ratings/history", player.name())
                            .then()
                            .statusCode(200)
                            .extract()
                            .jsonPath()
                            .getList("items"))
                    .isEmpty();
        }
    }

    @Test
    void theOpponentResignsOnTheOtherSidesTurn() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        move(id, game.getString("seats.attackers"), "d2-f2", 0).then().statusCode(201);
        move(id, game.getString("seats.defenders"), "d3-c3", 1).then().statusCode(201);

        // the attackers are to move; the defenders resign anyway
        Games.resign(id, game.getString("seats.defenders"))
                .then()
                .statusCode(200)
                .body("status", equalTo("finished"))
                .body("result.winner", equalTo("attackers"))
                .body("result.reason", equalTo("resignation"));
        given().get("/api/games/{id}/record", id).then().statusCode(200);
    }
}
