package com.taflpost.game.seat;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class SeatLinkTest {

    private static Response exchange(String id, Object body) {
        return given().contentType(ContentType.JSON).body(body).post("/api/games/{id}/seat-link", id);
    }

    private static String secret(String playUrl) {
        assertThat(playUrl).contains("#s=");
        return playUrl.substring(playUrl.indexOf("#s=") + 3);
    }

    @Test
    void theCreatorsAndTheClaimersLinksAreShortAndOpenTheirSeats() {
        JsonPath created = Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "defenders"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String id = created.getString("id");
        String creatorSecret = secret(created.getString("seat.playUrl"));
        assertThat(creatorSecret).hasSize(22).matches("[A-Za-z0-9_-]+");
        assertThat(created.getString("seat.playUrl")).endsWith("/play/" + id + "#s=" + creatorSecret);

        JsonPath claimed = Games.claim(created.getString("invitation.code"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String claimerSecret = secret(claimed.getString("playUrl"));
        assertThat(claimerSecret).hasSize(22).isNotEqualTo(creatorSecret);

        String creatorToken = exchange(id, Map.of("secret", creatorSecret))
                .then()
                .statusCode(200)
                .header("Cache-Control", "no-store")
                .body("side", equalTo("defenders"))
                .body("playUrl", equalTo(created.getString("seat.playUrl")))
                .extract()
                .path("token");
        exchange(id, Map.of("secret", claimerSecret)).then().statusCode(200).body("side", equalTo("attackers"));

        // the token the link opened plays the seat
        Games.move(id, exchange(id, Map.of("secret", claimerSecret)).path("token"), "d2-f2", 0)
                .then()
                .statusCode(201);
        Games.move(id, creatorToken, "d3-c3", 1).then().statusCode(201);
    }

    @Test
    void aCutOrForeignSecretIsAPlainNotFoundAndABodyWithoutOneIsRefused() {
        JsonPath one = Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        JsonPath other = Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String secret = secret(one.getString("seat.playUrl"));

        exchange(one.getString("id"), Map.of("secret", secret.substring(0, 15)))
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("code", equalTo("seat-link-unknown"));
        exchange(other.getString("id"), Map.of("secret", secret))
                .then()
                .statusCode(404)
                .body("code", equalTo("seat-link-unknown"));
        exchange(one.getString("id"), Map.of()).then().statusCode(400);
        exchange(one.getString("id"), Map.of("secret", "x".repeat(65))).then().statusCode(400);
        exchange("no-such-game", Map.of("secret", secret)).then().statusCode(404);
    }
}
