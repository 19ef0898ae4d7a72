package com.taflpost.fault;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Streams that must end or not open: those of a token ended after they were opened (logout, password change,
 * deleted account), on every instance, and any beyond the instance's cap (503 streams-full, Retry-After).
 */
@QuarkusTest
@TestProfile(OwnDatabase.class)
class StreamEndTest {
    private static final String PASSWORD = "correct horse battery";
    private static final Duration CHECK = Duration.ofSeconds(10);

    @TestHTTPResource("/api/events")
    URI events;

    @Test
    void aStreamEndsWhenItsTokenIsLoggedOutAndTheOthersStayOpen() throws InterruptedException {
        TestPlayer astrid = Players.register("streamlogout");
        String other = token(astrid.name(), PASSWORD);
        try (Stream ended = Stream.open(events, astrid.token());
                Stream kept = Stream.open(events, other)) {
            given().auth()
                    .oauth2(astrid.token())
                    .post("/api/auth/logout")
                    .then()
                    .statusCode(204);
            assertThat(ended.endsWithin(CHECK))
                    .as("the logged-out token's stream ends")
                    .isTrue();
            assertThat(kept.endsWithin(Duration.ofSeconds(3)))
                    .as("the other token's stream stays")
                    .isFalse();
        }
    }

    @Test
    void aPasswordChangeAndADeletedAccountEndEveryStream() throws InterruptedException {
        TestPlayer astrid = Players.register("streampassword");
        TestPlayer bjorn = Players.register("streamdelete");
        try (Stream astrids = Stream.open(events, astrid.token());
                Stream bjorns = Stream.open(events, bjorn.token())) {
            given().auth()
                    .oauth2(astrid.token())
                    .contentType("application/json")
                    .body(Map.of("current", PASSWORD, "new", "another horse battery"))
                    .post("/api/players/me/password")
                    .then()
                    .statusCode(200);
            given().auth()
                    .oauth2(bjorn.token())
                    .delete("/api/players/me")
                    .then()
                    .statusCode(204);
            assertThat(astrids.endsWithin(CHECK)).as("after a password change").isTrue();
            assertThat(bjorns.endsWithin(CHECK))
                    .as("after the account's deletion")
                    .isTrue();
        }
    }

    @Test
    void anInstanceHoldsNoMoreStreamsThanItsCap() throws Exception {
        List<Stream> open = new ArrayList<>();
        try {
            HttpResponse<InputStream> refused = null;
            // one seat each (the per-token cap is not what is tested); earlier tests' streams may still be counted
            for (int i = 0; i <= OwnDatabase.MAX_STREAMS && refused == null; i++) {
                String seat = Games.anonymous("copenhagen", "brandubh").getString("seats.attackers");
                HttpResponse<InputStream> answer = Stream.request(events, seat);
                if (answer.statusCode() == 200) {
                    open.add(Stream.of(answer));
                } else {
                    refused = answer;
                }
            }
            assertThat(refused)
                    .as("a stream beyond the cap of %d is refused", OwnDatabase.MAX_STREAMS)
                    .isNotNull();
            assertThat(refused.statusCode()).isEqualTo(503);
            assertThat(refused.headers().firstValue("Retry-After")).hasValue("5");
            try (InputStream body = refused.body()) {
                assertThat(new ObjectMapper().readTree(body).path("code").asText())
                        .isEqualTo("streams-full");
            }
        } finally {
            open.forEach(Stream::close);
        }
    }

    private static String token(String name, String password) {
        return given().contentType("application/json")
                .body(Map.of("name", name, "password", password))
                .post("/api/auth/token")
                .then()
                .statusCode(200)
                .extract()
                .path("token");
    }
}
