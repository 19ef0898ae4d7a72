package com.taflpost.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 12: an HTTP/1.0 request without {@code Host} on {@code /api/*} answered 500 "the failure is
 * logged", and nothing was logged. It is a request the server cannot answer links for: 400 with a problem.
 */
@QuarkusTest
@TestProfile(TightLimits.class)
class MissingHostAttackTest {

    @TestHTTPResource("/")
    URI base;

    @Test
    void anHttp10RequestWithoutHostIsABadRequest() throws IOException {
        String answer = send("GET /api/rulesets HTTP/1.0\r\n\r\n");
        assertThat(answer).startsWith("HTTP/1.0 400");
        assertThat(answer).containsIgnoringCase("content-type: application/problem+json");
        assertThat(answer).contains("\"status\":400").contains("\"code\":\"bad-host\"");
    }

    @Test
    void anHttp10WriteWithoutHostIsABadRequestToo() throws IOException {
        String answer =
                send("POST /api/games HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}");
        assertThat(answer).startsWith("HTTP/1.0 400");
        assertThat(answer).contains("\"code\":\"bad-host\"");
    }

    @Test
    void anHttp10RequestWithAHostIsAnswered() throws IOException {
        String answer = send("GET /api/rulesets HTTP/1.0\r\nHost: localhost\r\n\r\n");
        assertThat(answer).startsWith("HTTP/1.0 200");
    }

    private String send(String request) throws IOException {
        try (Socket socket = new Socket(base.getHost(), base.getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            // HTTP/1.0: the server closes the connection after its answer
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
