package com.taflpost.computer;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

/** The requests the computer gives way to: those being answered, not the event streams people keep open. */
@QuarkusTest
class RequestsInFlightTest {
    @Inject
    RequestsInFlight requests;

    @Test
    void aRequestCountsUntilItIsAnswered() throws Exception {
        assertThat(settles(count -> count == 0)).isTrue();
        // a hint from the strongest level: answered once the computer has thought for it
        HttpRequest hint = HttpRequest.newBuilder(URI.create("http://localhost:" + RestAssured.port + "/api/analysis"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(
                        "{\"ruleset\":\"copenhagen\",\"board\":\"copenhagen\",\"evaluate\":{\"level\":8}}"))
                .build();
        CompletableFuture<HttpResponse<String>> answer =
                HttpClient.newHttpClient().sendAsync(hint, HttpResponse.BodyHandlers.ofString());
        assertThat(settles(count -> count == 1))
                .as("counted while being answered")
                .isTrue();
        assertThat(answer.get(30, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        assertThat(settles(count -> count == 0)).as("not counted once answered").isTrue();
    }

    @Test
    void anOpenEventStreamIsNotARequestBeingAnswered() throws Exception {
        String id = given().contentType(ContentType.JSON)
                .body(Map.of("ruleset", "copenhagen", "board", "brandubh"))
                .post("/api/games")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream()
                    .write(("GET /api/games/" + id + "/events HTTP/1.1\r\nHost: localhost\r\n"
                                    + "Accept: text/event-stream\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            InputStream in = socket.getInputStream();
            assertThat(in.read()).as("the stream's head arrives").isNotNegative();
            assertThat(settles(count -> count == 0)).as("open, and not counted").isTrue();
        }
    }

    /** Whether the count comes to what {@code expected} accepts within a few seconds. */
    private boolean settles(IntPredicate expected) throws InterruptedException {
        Instant until = Instant.now().plus(Duration.ofSeconds(10));
        while (!expected.test(requests.count())) {
            if (Instant.now().isAfter(until)) {
                return false;
            }
            Thread.sleep(20);
        }
        return true;
    }
}
