package com.taflpost.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 2, in idempotency/: the Idempotency-Key filter matched the raw path too, so that a retry spelled
 * {@code /api/gam%65s} created a second game, and a guessable key went unchecked there. It now keys on the operation
 * the router matched, like the limits.
 */
@QuarkusTest
@TestProfile(TightLimits.class)
class IdempotencySpellingAttackTest {
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final String BRANDUBH = "{\"ruleset\":\"copenhagen\",\"board\":\"brandubh\"}";

    @Inject
    DataSource database;

    @TestHTTPResource("/")
    URI base;

    @Test
    void aRetryInAnotherSpellingIsAReplay() throws Exception {
        Buckets.fill(database);
        String key = UUID.randomUUID().toString() + UUID.randomUUID();
        HttpResponse<String> first = create("/api/games", key);
        HttpResponse<String> again = create("/api/gam%65s", key);
        assertThat(first.statusCode()).isEqualTo(201);
        assertThat(again.statusCode()).isEqualTo(201);
        assertThat(again.headers().firstValue("Idempotent-Replayed")).hasValue("true");
        assertThat(again.headers().firstValue("Location"))
                .isEqualTo(first.headers().firstValue("Location"));
    }

    @Test
    void aGuessableKeyIsRefusedInEverySpelling() throws Exception {
        for (String path : new String[] {"/api/games", "/api/gam%65s", "/%61pi/games", "/api/./games"}) {
            Buckets.fill(database); // the games limit runs first
            HttpResponse<String> answer = create(path, "retry-1");
            assertThat(answer.statusCode()).as(path).isEqualTo(400);
            assertThat(answer.body()).as(path).contains("\"code\":\"idempotency-key-too-weak\"");
        }
    }

    private HttpResponse<String> create(String path, String key) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://" + base.getRawAuthority() + path))
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json")
                .header("Idempotency-Key", key)
                .POST(HttpRequest.BodyPublishers.ofString(BRANDUBH))
                .build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
