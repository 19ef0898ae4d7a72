package com.taflpost.game.seat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * GET /api/games/{id}/invitation: the creator of a waiting game finds the link to send again, wherever they come back
 * from, and nobody else sees it.
 */
@QuarkusTest
class OpenInvitationTest {

    @Test
    void theCreatorsSeatReadsTheInvitationItWasGiven() {
        JsonPath created = Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "attackers"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String id = created.getString("id");
        String code = created.getString("invitation.code");

        Games.as(created.getString("seat.token"))
                .get("/api/games/{id}/invitation", id)
                .then()
                .statusCode(200)
                .header("Cache-Control", "no-store")
                .body("side", equalTo("defenders"))
                .body("code", equalTo(code))
                .body("url", equalTo(created.getString("invitation.url")));

        Games.as(null).get("/api/games/{id}/invitation", id).then().statusCode(401);
        String otherSeat = Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh"))
                .then()
                .statusCode(201)
                .extract()
                .path("seat.token");
        Games.as(otherSeat)
                .get("/api/games/{id}/invitation", id)
                .then()
                .statusCode(403)
                .body("code", equalTo("wrong-game"));

        // claimed: the game no longer waits, and the invitation is spent
        String claimer = Games.claim(code).then().statusCode(201).extract().path("token");
        for (String token : new String[] {created.getString("seat.token"), claimer}) {
            Games.as(token)
                    .get("/api/games/{id}/invitation", id)
                    .then()
                    .statusCode(404)
                    .body("code", equalTo("no-open-invitation"));
        }
    }

    @Test
    void aPlayersInvitationIsTheirsAlone() {
        TestPlayer creator = Players.register("inviter");
        TestPlayer stranger = Players.register("stranger");
        JsonPath created = Games.create(
                        creator.token(), Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "defenders"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String id = created.getString("id");
        String url = Games.as(creator.token())
                .get("/api/games/{id}/invitation", id)
                .then()
                .statusCode(200)
                .body("side", equalTo("attackers"))
                .extract()
                .path("url");
        assertThat(url).endsWith("#invitation=" + created.getString("invitation.code"));
        Games.as(stranger.token())
                .get("/api/games/{id}/invitation", id)
                .then()
                .statusCode(403)
                .body("code", equalTo("not-in-game"));
        Games.as(creator.token())
                .get("/api/games/{id}/invitation", "NoSuchGame1")
                .then()
                .statusCode(404)
                .body("code", equalTo("game-not-found"));
    }
}
