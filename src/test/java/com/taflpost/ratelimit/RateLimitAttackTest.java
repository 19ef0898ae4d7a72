package com.taflpost.ratelimit;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The audit's floods, against small limits: each is cut off with 429 and a Retry-After, while reads go on. */
@QuarkusTest
@TestProfile(RateLimitAttackTest.SmallLimits.class)
class RateLimitAttackTest {
    private static final Map<String, String> BRANDUBH = Map.of("ruleset", "copenhagen", "board", "brandubh");
    private static final String PASSWORD = "correct horse battery";
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    public static class SmallLimits implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "taflpost.limits.enabled", "true",
                    "taflpost.limits.games-per-minute", "3",
                    "taflpost.limits.imports-per-minute", "2",
                    "taflpost.limits.registrations-per-hour", "3",
                    "taflpost.limits.login-failures", "3",
                    "taflpost.limits.login-failures-per-day", "100",
                    "taflpost.limits.streams-per-token", "2");
        }
    }

    @Inject
    DataSource database;

    @TestHTTPResource("/api/events")
    URI events;

    /** Every test starts with full buckets: they all come from one address, and buckets outlive an app start. */
    @BeforeEach
    void fullBuckets() throws SQLException {
        try (Connection connection = database.getConnection();
                Statement delete = connection.createStatement()) {
            delete.executeUpdate("delete from rate_limit_buckets");
        }
    }

    @Test
    void aFloodOfAnonymousGamesIsCutOffWhileReadsGoOn() {
        String id = null;
        for (int i = 0; i < 3; i++) {
            id = Games.as(null)
                    .body(BRANDUBH)
                    .post("/api/games")
                    .then()
                    .statusCode(201)
                    .extract()
                    .path("id");
        }
        Response refused = Games.as(null).body(BRANDUBH).post("/api/games");
        assertRateLimited(refused, 60);
        for (int i = 0; i < 30; i++) {
            given().get("/api/rulesets").then().statusCode(200);
            given().get("/api/games/{id}", id).then().statusCode(200);
        }
    }

    @Test
    void aFloodOfImportsIsCutOff() {
        for (int i = 0; i < 2; i++) {
            int status = given().contentType(ContentType.TEXT)
                    .body("[ruleset:copenhagen]\n")
                    .post("/api/games/import")
                    .statusCode();
            assertThat(status).isNotEqualTo(429);
        }
        assertRateLimited(
                given().contentType(ContentType.TEXT)
                        .body("[ruleset:copenhagen]\n")
                        .post("/api/games/import"),
                60);
    }

    @Test
    void aFloodOfRegistrationsIsCutOff() {
        for (int i = 0; i < 3; i++) {
            Players.register("flood");
        }
        Response refused = given().contentType(ContentType.JSON)
                .body(Map.of("name", "flood-late", "password", PASSWORD))
                .post("/api/players");
        assertRateLimited(refused, 3600);
    }

    @Test
    void guessingPasswordsLocksTheAccountAndTheAddressForTheRightPasswordToo() {
        TestPlayer astrid = Players.register("astrid");
        for (int i = 0; i < 5; i++) {
            login(astrid.name(), PASSWORD).then().statusCode(200);
        }
        for (int i = 0; i < 3; i++) {
            login(astrid.name(), "guess-" + i).then().statusCode(401);
        }
        assertRateLimited(login(astrid.name(), "guess-3"), 15 * 60);
        assertRateLimited(login(astrid.name(), PASSWORD), 15 * 60);
        assertRateLimited(login(astrid.name().toUpperCase(), PASSWORD), 15 * 60);
        assertRateLimited(login("someone-else", "guess"), 15 * 60);
    }

    @Test
    void oneHolderMayOpenOnlySoManyStreams() throws Exception {
        String token = Players.register("streamer").token();
        HttpResponse<InputStream> first = stream(token);
        HttpResponse<InputStream> second = stream(token);
        assertThat(first.statusCode()).isEqualTo(200);
        assertThat(second.statusCode()).isEqualTo(200);
        HttpResponse<InputStream> third = stream(token);
        assertThat(third.statusCode()).isEqualTo(429);
        assertThat(new String(third.body().readAllBytes())).contains("\"code\":\"too-many-streams\"");

        // a closed stream frees its slot, once the server has noticed the closed connection
        first.body().close();
        Instant giveUp = Instant.now().plusSeconds(30);
        HttpResponse<InputStream> again = stream(token);
        while (again.statusCode() == 429 && Instant.now().isBefore(giveUp)) {
            again.body().close();
            Thread.sleep(200);
            again = stream(token);
        }
        assertThat(again.statusCode()).isEqualTo(200);
        second.body().close();
        again.body().close();
    }

    private HttpResponse<InputStream> stream(String token) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(events)
                .timeout(Duration.ofSeconds(10))
                .header("Accept", "text/event-stream")
                .header("Authorization", "Bearer " + token)
                .GET()
                .build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofInputStream());
    }

    private static Response login(String name, String password) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "password", password))
                .post("/api/auth/token");
    }

    private static void assertRateLimited(Response response, int atMostSeconds) {
        response.then().statusCode(429).contentType("application/problem+json").body("code", equalTo("rate-limited"));
        assertThat(Integer.parseInt(response.header("Retry-After"))).isBetween(1, atMostSeconds);
    }
}
