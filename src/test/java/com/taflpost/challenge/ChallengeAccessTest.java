package com.taflpost.challenge;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Challenges;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The audit's attack: any player read any challenge by id, its decline reason included. Only its two players may. */
@QuarkusTest
class ChallengeAccessTest {

    @Test
    void aDeclinedChallengeIsReadByItsPlayersOnly() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer snoop = Players.register("snoop");
        String id = Challenges.created(astrid, Map.of("opponent", bjorn.name()));
        given().contentType(ContentType.JSON)
                .auth()
                .oauth2(bjorn.token())
                .body(Map.of("reason", "private matters"))
                .post("/api/challenges/{id}/decline", id)
                .then()
                .statusCode(200);

        read(astrid, id).then().statusCode(200).body("declineReason", equalTo("private matters"));
        read(bjorn, id).then().statusCode(200).body("declineReason", equalTo("private matters"));
        read(snoop, id)
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("code", equalTo("challenge-not-found"))
                .body("detail", equalTo("there is no challenge " + id));
    }

    @Test
    void anOpenDirectChallengeIsNotForOthersEither() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String id = Challenges.created(astrid, Map.of("opponent", bjorn.name()));
        read(Players.register("snoop"), id).then().statusCode(404).body("code", equalTo("challenge-not-found"));
        read(bjorn, id).then().statusCode(200).body("status", equalTo("open"));
    }

    @Test
    void aChallengeToAnyoneIsSeenByAllWhileOpenThenByItsPlayers() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer sigrid = Players.register("sigrid");
        TestPlayer snoop = Players.register("snoop");
        String id = Challenges.created(astrid, Map.of());
        read(snoop, id).then().statusCode(200).body("status", equalTo("open"));

        given().auth()
                .oauth2(sigrid.token())
                .post("/api/challenges/{id}/accept", id)
                .then()
                .statusCode(201);
        read(snoop, id).then().statusCode(404).body("code", equalTo("challenge-not-found"));
        read(sigrid, id).then().statusCode(200).body("status", equalTo("accepted"));
        read(astrid, id).then().statusCode(200).body("opponent", equalTo(sigrid.name()));
    }

    @Test
    void aCancelledChallengeToAnyoneIsTheChallengersAlone() {
        TestPlayer astrid = Players.register("astrid");
        String id = Challenges.created(astrid, Map.of());
        given().auth()
                .oauth2(astrid.token())
                .post("/api/challenges/{id}/cancel", id)
                .then()
                .statusCode(200);
        read(Players.register("snoop"), id).then().statusCode(404);
        read(astrid, id).then().statusCode(200).body("status", equalTo("cancelled"));
    }

    @Test
    void aSeatTokenReadsNoChallenge() {
        String id = Challenges.created(Players.register("astrid"), Map.of());
        String seat = given().contentType(ContentType.JSON)
                .body(Map.of("ruleset", "copenhagen", "board", "brandubh"))
                .post("/api/games")
                .then()
                .statusCode(201)
                .extract()
                .path("seat.token");
        given().auth()
                .oauth2(seat)
                .get("/api/challenges/{id}", id)
                .then()
                .statusCode(403)
                .body("code", equalTo("player-token-required"));
        given().auth()
                .oauth2(seat)
                .get("/api/challenges")
                .then()
                .statusCode(403)
                .body("code", equalTo("player-token-required"));
    }

    private static Response read(TestPlayer player, String id) {
        return given().auth().oauth2(player.token()).get("/api/challenges/{id}", id);
    }
}
