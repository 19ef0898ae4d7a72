package com.taflpost.event;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.event.SseClient.Item;
import com.taflpost.testsupport.DeployedProfile;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.net.URI;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A third-party page on another origin (https://app.example.org, configured in TAFLPOST_CORS_ORIGINS) uses the API as
 * a browser would let it, Origin header and all: it creates a game, its invitation is claimed, it plays a move, polls
 * the game with If-None-Match and follows the ticketed event stream. Pages of other origins may read but not write.
 */
@QuarkusTest
@TestProfile(DeployedProfile.class)
class ThirdPartyPageTest {
    private static final String PAGE = "https://app.example.org";
    private static final String STRANGER = "https://elsewhere.example.com";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/api")
    URI api;

    private static RequestSpecification from(String origin) {
        return given().header("Origin", origin).contentType(ContentType.JSON);
    }

    @Test
    void aPageOfAConfiguredOriginPlaysPollsAndFollowsTheStream() throws Exception {
        from(PAGE)
                .header("Access-Control-Request-Method", "POST")
                .header("Access-Control-Request-Headers", "content-type, authorization, idempotency-key, if-match")
                .options("/api/games")
                .then()
                .statusCode(204)
                .header("Access-Control-Allow-Origin", PAGE)
                .header("Access-Control-Allow-Headers", containsString("Idempotency-Key"))
                .header("Access-Control-Allow-Headers", containsString("If-Match"))
                .header("Access-Control-Max-Age", "86400");

        Response created = from(PAGE)
                .header("Idempotency-Key", UUID.randomUUID().toString())
                .body(Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "attackers"))
                .post("/api/games");
        created.then()
                .statusCode(201)
                .header("Access-Control-Allow-Origin", PAGE)
                .header("Access-Control-Expose-Headers", containsString("Location"))
                .header("Access-Control-Expose-Headers", containsString("ETag"))
                .header("Access-Control-Expose-Headers", containsString("Idempotent-Replayed"))
                .header("Access-Control-Expose-Headers", containsString("Retry-After"));
        String id = created.jsonPath().getString("id");
        String attackers = created.jsonPath().getString("seat.token");
        String defenders = from(PAGE)
                .post("/api/invitations/{code}/claim", created.jsonPath().getString("invitation.code"))
                .then()
                .statusCode(201)
                .extract()
                .path("token");

        String ticket = from(PAGE)
                .auth()
                .oauth2(defenders)
                .post("/api/events/tickets")
                .then()
                .statusCode(201)
                .header("Access-Control-Allow-Origin", PAGE)
                .extract()
                .path("ticket");
        String etag = from(STRANGER)
                .get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .header("Access-Control-Allow-Origin", "*")
                .header("ETag", startsWith("\""))
                .extract()
                .header("ETag");
        from(STRANGER)
                .header("If-None-Match", etag)
                .get("/api/games/{id}", id)
                .then()
                .statusCode(304)
                .header("Access-Control-Allow-Origin", "*");

        // EventSource sends no token: the ticket opens the defenders' stream
        try (SseClient stream =
                SseClient.open(URI.create(api + "/events?ticket=" + ticket), null, Map.of("Origin", PAGE))) {
            from(PAGE)
                    .auth()
                    .oauth2(attackers)
                    .header("If-Match", etag)
                    .body(Map.of("move", "d2-c2", "ply", 0))
                    .post("/api/games/{id}/moves", id)
                    .then()
                    .statusCode(201)
                    .header("Access-Control-Allow-Origin", PAGE);
            Item moved = stream.nextEvent();
            assertThat(moved.event()).isEqualTo("move");
            assertThat(JSON.readTree(moved.data()).get("ply").asInt()).isEqualTo(1);
            assertThat(stream.nextEvent().event()).isEqualTo("your-turn");
        }
        String later = from(PAGE)
                .header("If-None-Match", etag)
                .get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .body("ply", equalTo(1))
                .extract()
                .header("ETag");
        assertThat(later).isNotEqualTo(etag);
    }

    @Test
    void aPageOfAnotherOriginReadsButItsWritesAreRefusedWithAProblem() {
        String id = from(PAGE)
                .body(Map.of("ruleset", "copenhagen", "board", "brandubh"))
                .post("/api/games")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        from(STRANGER)
                .get("/api/games/{id}/board.svg", id)
                .then()
                .statusCode(200)
                .header("Access-Control-Allow-Origin", "*");
        from(STRANGER)
                .body(Map.of("ruleset", "copenhagen", "board", "brandubh"))
                .post("/api/games")
                .then()
                .statusCode(403)
                .contentType("application/problem+json")
                .header("Access-Control-Allow-Origin", STRANGER)
                .body("code", equalTo("origin-not-allowed"))
                .body("detail", containsString("TAFLPOST_CORS_ORIGINS"));
        // the server's own pages (its web client) write without being listed
        from(api.getScheme() + "://" + api.getRawAuthority())
                .body(Map.of("ruleset", "copenhagen", "board", "brandubh"))
                .post("/api/games")
                .then()
                .statusCode(201);
    }
}
