package com.taflpost.guard;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The audit's slow header senders (issue 12): a client that sends its request a byte at a time is cut off once the
 * server has read no complete request head and written nothing for quarkus.http.idle-timeout, while an event stream,
 * which writes a keep-alive comment every taflpost.events.keep-alive, stays open past it.
 */
@QuarkusTest
@TestProfile(SlowSenderAttackTest.ShortWriteIdle.class)
class SlowSenderAttackTest {
    private static final int TIMEOUT_MS = 3_000;

    public static class ShortWriteIdle implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.http.idle-timeout", TIMEOUT_MS + "ms", "taflpost.events.keep-alive", "1s");
        }
    }

    @Test
    void aRequestSentAByteAtATimeIsCutOff() throws Exception {
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            socket.setSoTimeout(200);
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            out.write("GET /api/rulesets HTTP/1.1\r\nHost: localhost\r\n".getBytes(StandardCharsets.US_ASCII));
            long start = System.nanoTime();
            byte[] header = "X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n"
                    .getBytes(StandardCharsets.US_ASCII);
            boolean closed = false;
            // a byte every 200 ms, never finishing the head, for up to five times the timeout
            for (int i = 0; !closed && elapsedMs(start) < 5L * TIMEOUT_MS; i = (i + 1) % header.length) {
                try {
                    out.write(header[i]);
                    out.flush();
                    closed = in.read() == -1;
                } catch (SocketTimeoutException stillOpen) {
                    // nothing written back yet: the connection is still open
                } catch (IOException reset) {
                    closed = true;
                }
            }
            long elapsed = elapsedMs(start);
            assertThat(closed).as("the connection is closed by the server").isTrue();
            assertThat(elapsed).isBetween((long) TIMEOUT_MS - 500, 3L * TIMEOUT_MS);
        }
    }

    @Test
    void anEventStreamStaysOpenPastTheTimeout() throws Exception {
        String id = given().contentType(ContentType.JSON)
                .body(Map.of("ruleset", "copenhagen", "board", "brandubh"))
                .post("/api/games")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            socket.setSoTimeout(TIMEOUT_MS);
            socket.getOutputStream()
                    .write(("GET /api/games/" + id + "/events HTTP/1.1\r\nHost: localhost\r\n"
                                    + "Accept: text/event-stream\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream seen = new ByteArrayOutputStream();
            long start = System.nanoTime();
            byte[] buffer = new byte[4096];
            while (elapsedMs(start) < 2L * TIMEOUT_MS) {
                int read = in.read(buffer);
                assertThat(read).as("the stream is still open").isPositive();
                seen.write(buffer, 0, read);
            }
            String text = seen.toString(StandardCharsets.UTF_8);
            assertThat(text).startsWith("HTTP/1.1 200");
            assertThat(text.split("keep-alive", -1).length - 1).as(text).isGreaterThanOrEqualTo(3);
        }
    }

    @Test
    void aRequestSentAtOnceIsAnswered() {
        given().get("/api/rulesets").then().statusCode(200);
    }

    private static long elapsedMs(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
