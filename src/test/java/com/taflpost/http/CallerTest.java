package com.taflpost.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.rules.Side;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
class CallerTest {

    @Inject
    TokenIssuer tokens;

    @Test
    void noTokenIsAnAnonymousCaller() {
        given().when()
                .get("/test/probe/caller")
                .then()
                .statusCode(200)
                .body("anonymous", equalTo(true))
                .body("playerId", nullValue())
                .body("game", nullValue());
    }

    @Test
    void aPlayerTokenNamesThePlayer() {
        UUID id = UUID.randomUUID();
        given().auth()
                .oauth2(tokens.playerToken(id, "astrid"))
                .when()
                .get("/test/probe/caller")
                .then()
                .statusCode(200)
                .body("anonymous", equalTo(false))
                .body("playerId", equalTo(id.toString()))
                .body("playerName", equalTo("astrid"))
                .body("game", nullValue());
    }

    @Test
    void aSeatTokenNamesTheGameAndSide() {
        String game = "Q7sD2kPz9A";
        given().auth()
                .oauth2(tokens.seatToken(game, Side.DEFENDERS))
                .when()
                .get("/test/probe/caller")
                .then()
                .statusCode(200)
                .body("anonymous", equalTo(false))
                .body("playerId", nullValue())
                .body("game", equalTo(game))
                .body("side", equalTo("defenders"));
    }
}
