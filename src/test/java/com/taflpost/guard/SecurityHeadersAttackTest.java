package com.taflpost.guard;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The audit's header findings: a reflected Host, and answers that a browser or cache may mishandle. */
@QuarkusTest
class SecurityHeadersAttackTest {
    private static final Map<String, String> BRANDUBH = Map.of("ruleset", "copenhagen", "board", "brandubh");

    @Test
    void aForeignHostIsRefusedRatherThanReflectedIntoLinks() {
        Response refused =
                Games.as(null).header("Host", "evil.example").body(BRANDUBH).post("/api/games");
        refused.then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("bad-host"))
                .header("Location", nullValue());
        assertThat(refused.asString()).doesNotContain("evil.example");
        given().header("Host", "evil.example:8080")
                .get("/api/rulesets")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-host"));
    }

    @Test
    void anAllowedHostStillBuildsLinks() {
        Games.as(null)
                .header("Host", "127.0.0.1")
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201)
                .header("Location", startsWith("http://127.0.0.1"));
        Games.as(null)
                .body(BRANDUBH)
                .post("/api/games")
                .then()
                .statusCode(201)
                .header("Location", startsWith("http://localhost:"));
    }

    @Test
    void healthProbesAnswerWhateverHostTheyName() {
        given().header("Host", "10.1.2.3").get("/q/health/live").then().statusCode(200);
    }

    @Test
    void everyAnswerForbidsMimeSniffing() {
        given().get("/api/rulesets").then().statusCode(200).header("X-Content-Type-Options", "nosniff");
        given().get("/api/no-such-thing").then().statusCode(404).header("X-Content-Type-Options", "nosniff");
        given().get("/q/openapi").then().statusCode(200).header("X-Content-Type-Options", "nosniff");
        given().header("Host", "evil.example").get("/api/rulesets").then().header("X-Content-Type-Options", "nosniff");
    }

    @Test
    void pagesGetAContentSecurityPolicyStrictExceptWhereSwaggerUiNeedsInlineCode() {
        given().get("/api/rulesets")
                .then()
                .header("Content-Security-Policy", containsString("default-src 'self'"))
                .header("Content-Security-Policy", not(containsString("unsafe-inline")))
                .header("Content-Security-Policy", containsString("frame-ancestors 'none'"));
        given().get("/")
                .then()
                .header("Content-Security-Policy", containsString("default-src 'self'"))
                .header("Content-Security-Policy", not(containsString("unsafe-inline")));
        given().get("/q/swagger-ui/")
                .then()
                .statusCode(200)
                .header("Content-Security-Policy", containsString("script-src 'self' 'unsafe-inline'"))
                .header("Content-Security-Policy", containsString("frame-ancestors 'none'"));
    }

    @Test
    void answersCarryingTokensOrSecretsAreNeverStored() {
        Games.as(null).body(BRANDUBH).post("/api/games").then().statusCode(201).header("Cache-Control", "no-store");
        TestPlayer astrid = Players.register("astrid");
        given().contentType(ContentType.JSON)
                .body(Map.of("name", astrid.name(), "password", "correct horse battery"))
                .post("/api/auth/token")
                .then()
                .statusCode(200)
                .header("Cache-Control", "no-store");
        Games.as(astrid.token())
                .body(Map.of("url", "http://127.0.0.1:9999/tafl"))
                .post("/api/players/me/webhooks")
                .then()
                .statusCode(201)
                .header("Cache-Control", "no-store");
    }
}
