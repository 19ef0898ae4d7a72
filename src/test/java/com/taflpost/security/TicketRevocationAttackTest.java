package com.taflpost.security;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 3: an event ticket issued before a logout-all, a password change or a logout of its token was
 * still redeemed afterwards, and the stream it opened stayed open. Now the ticket is refused (401 invalid-ticket) and
 * a stream opened with it ends like one opened with the token.
 */
@QuarkusTest
@TestProfile(TightLimits.class)
class TicketRevocationAttackTest {
    private static final String PASSWORD = "correct horse battery";
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Inject
    DataSource database;

    @TestHTTPResource("/api/events")
    URI events;

    @Test
    void logoutAllEndsTicketsAndTheStreamsTheyOpened() throws Exception {
        TestPlayer astrid = player("tickets-all");
        String kept = ticket(astrid.token());
        String used = ticket(astrid.token());
        HttpResponse<InputStream> stream = stream(used);
        try {
            assertThat(stream.statusCode()).isEqualTo(200);
            Buckets.fill(database);
            given().auth()
                    .oauth2(astrid.token())
                    .post("/api/auth/logout-all")
                    .then()
                    .statusCode(204);

            // the stream opened with a ticket ends at the next token check (every second in tests)
            CompletableFuture<byte[]> rest = CompletableFuture.supplyAsync(() -> readAll(stream.body()));
            assertThat(new String(rest.get(20, TimeUnit.SECONDS), StandardCharsets.UTF_8))
                    .doesNotContain("event:");
            assertRefused(stream(kept));
        } finally {
            stream.body().close();
        }
    }

    @Test
    void aPasswordChangeEndsTickets() throws Exception {
        TestPlayer astrid = player("tickets-password");
        String ticket = ticket(astrid.token());
        given().contentType(ContentType.JSON)
                .body(Map.of("current", PASSWORD, "new", "a brand new secret"))
                .auth()
                .oauth2(astrid.token())
                .post("/api/players/me/password")
                .then()
                .statusCode(200);
        assertRefused(stream(ticket));
    }

    @Test
    void aLogoutEndsTheTicketsOfThatToken() throws Exception {
        TestPlayer astrid = player("tickets-logout");
        String ticket = ticket(astrid.token());
        given().auth().oauth2(astrid.token()).post("/api/auth/logout").then().statusCode(204);
        assertRefused(stream(ticket));
    }

    private TestPlayer player(String prefix) {
        Buckets.fill(database);
        TestPlayer player = Players.register(prefix);
        Buckets.fill(database);
        return player;
    }

    private static String ticket(String token) {
        return given().auth()
                .oauth2(token)
                .post("/api/events/tickets")
                .then()
                .statusCode(201)
                .extract()
                .path("ticket");
    }

    private HttpResponse<InputStream> stream(String ticket) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(events + "?ticket=" + ticket))
                .timeout(Duration.ofSeconds(10))
                .header("Accept", "text/event-stream")
                .GET()
                .build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofInputStream());
    }

    private static void assertRefused(HttpResponse<InputStream> response) throws IOException {
        try (InputStream body = response.body()) {
            assertThat(response.statusCode()).isEqualTo(401);
            assertThat(new String(body.readAllBytes(), StandardCharsets.UTF_8)).contains("\"code\":\"invalid-ticket\"");
        }
    }

    private static byte[] readAll(InputStream body) {
        try {
            return body.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
