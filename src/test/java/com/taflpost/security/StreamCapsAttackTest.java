package com.taflpost.security;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 4: with self-made seat tokens, each within its holder's cap, one address filled every stream slot
 * of the server and all other players got 503 streams-full. Now an address holds at most
 * taflpost.limits.streams-per-address streams, whatever its tokens, and is told when to try again; another address is
 * unaffected.
 */
@QuarkusTest
@TestProfile(TightLimits.class)
class StreamCapsAttackTest {
    private static final Map<String, String> BRANDUBH = Map.of("ruleset", "copenhagen", "board", "brandubh");
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Inject
    DataSource database;

    @TestHTTPResource("/api/events")
    URI events;

    @Test
    void oneAddressWithManySeatTokensTakesOnlyItsShareOfStreams() throws Exception {
        List<String> seats = new ArrayList<>();
        for (int i = 0; i <= TightLimits.STREAMS_PER_ADDRESS; i++) {
            Buckets.fill(database);
            seats.add(Games.create(null, BRANDUBH)
                    .then()
                    .statusCode(201)
                    .extract()
                    .path("seat.token"));
        }
        List<HttpResponse<InputStream>> held = new ArrayList<>();
        try {
            for (int i = 0; i < TightLimits.STREAMS_PER_ADDRESS; i++) {
                HttpResponse<InputStream> stream = stream(seats.get(i));
                held.add(stream);
                assertThat(stream.statusCode()).isEqualTo(200);
            }
            HttpResponse<InputStream> refused = stream(seats.get(TightLimits.STREAMS_PER_ADDRESS));
            held.add(refused);
            assertThat(refused.statusCode()).isEqualTo(429);
            assertThat(Integer.parseInt(
                            refused.headers().firstValue("Retry-After").orElse("0")))
                    .isBetween(1, 120);
            assertThat(new String(refused.body().readAllBytes(), StandardCharsets.UTF_8))
                    .contains("\"code\":\"too-many-streams\"");

            // another address, with the token the capped one could not use, is unaffected
            assertThat(statusFrom("127.0.0.2", seats.get(TightLimits.STREAMS_PER_ADDRESS)))
                    .isEqualTo(200);
        } finally {
            for (HttpResponse<InputStream> stream : held) {
                stream.body().close();
            }
        }
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

    /** The status of a stream opened from another loopback address, then closed. */
    private int statusFrom(String localAddress, String token) throws IOException {
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(localAddress, 0));
            socket.connect(new InetSocketAddress(events.getHost(), events.getPort()), 10_000);
            socket.setSoTimeout(10_000);
            String request = "GET /api/events HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n"
                    + "Authorization: Bearer " + token + "\r\n\r\n";
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            StringBuilder line = new StringBuilder();
            InputStream in = socket.getInputStream();
            for (int c = in.read(); c != -1 && c != '\n'; c = in.read()) {
                line.append((char) c);
            }
            return Integer.parseInt(line.toString().split(" ")[1]);
        }
    }
}
