package com.taflpost.auth;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.rules.Side;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.jwt.auth.principal.JWTParser;
import jakarta.inject.Inject;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
class CallerTest {

    @Inject
    TokenIssuer tokens;

    @Inject
    JWTParser parser;

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

    @Test
    void aRememberedTokenWithAnotherSignatureIsRefused() {
        assertThat(parser).isInstanceOf(CachingTokenParser.class);
        String token = tokens.seatToken("Q7sD2kPz9A", Side.ATTACKERS);
        given().auth().oauth2(token).when().get("/test/probe/caller").then().statusCode(200);
        // the same header and claims under a signature that is not ours
        int dot = token.lastIndexOf('.');
        String signature = token.substring(dot + 1);
        char first = signature.charAt(0) == 'A' ? 'B' : 'A';
        String forged = token.substring(0, dot + 1) + first + signature.substring(1);
        given().auth()
                .oauth2(forged)
                .when()
                .get("/test/probe/caller")
                .then()
                .statusCode(401)
                .body("code", equalTo("invalid-token"));
    }
}
