package com.taflpost.guard;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.problem.ApiProblem;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A JSON body is read the same whichever way it comes: small and announced by its length (read before the resource
 * runs, {@link SmallBodies}), larger than that, or sent in chunks with no length (streamed to the resource).
 */
@QuarkusTest
class SmallBodiesTest {
    private static final String GAME = "{\"ruleset\": \"copenhagen\", \"board\": \"copenhagen\"}";

    @TestHTTPResource("/api/games")
    URI games;

    /** Both ways a client may speak: plain HTTP/1.1, and HTTP/1.1 asking to upgrade to HTTP/2 (h2c). */
    private static final List<HttpClient.Version> VERSIONS =
            List.of(HttpClient.Version.HTTP_1_1, HttpClient.Version.HTTP_2);

    private HttpResponse<String> create(HttpRequest.BodyPublisher body, String type) throws Exception {
        return create(body, type, HttpClient.Version.HTTP_1_1);
    }

    private HttpResponse<String> create(HttpRequest.BodyPublisher body, String type, HttpClient.Version version)
            throws Exception {
        return HttpClient.newBuilder()
                .version(version)
                .build()
                .send(
                        HttpRequest.newBuilder(games)
                                .header("Content-Type", type)
                                .POST(body)
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
    }

    private static void created(HttpResponse<String> answer) {
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(201);
        assertThat(JsonPath.from(answer.body()).getString("ruleset")).isEqualTo("copenhagen");
        assertThat(JsonPath.from(answer.body()).getString("board")).isEqualTo("copenhagen");
    }

    @Test
    void aSmallBodyWithItsLengthIsRead() throws Exception {
        for (HttpClient.Version version : VERSIONS) {
            created(create(HttpRequest.BodyPublishers.ofString(GAME), "application/json", version));
            created(create(HttpRequest.BodyPublishers.ofString(GAME), "Application/JSON; charset=UTF-8", version));
        }
    }

    @Test
    void aBodyLargerThanASmallOneIsRead() throws Exception {
        String padded = GAME.replace("{", "{" + " ".repeat(SmallBodies.SMALL));
        assertThat(padded.getBytes(StandardCharsets.UTF_8).length).isGreaterThan(SmallBodies.SMALL);

        created(create(HttpRequest.BodyPublishers.ofString(padded), "application/json"));
    }

    @Test
    void aBodySentInChunksIsRead() throws Exception {
        // a stream of unknown length goes out chunked, with no Content-Length
        byte[] bytes = GAME.getBytes(StandardCharsets.UTF_8);
        created(create(
                HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(bytes)), "application/json"));
    }

    @Test
    void aSmallBodyThatIsNotJsonIsStillAProblem() throws Exception {
        HttpResponse<String> answer = create(HttpRequest.BodyPublishers.ofString("{\"ruleset\": "), "application/json");

        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue(ApiProblem.MEDIA_TYPE);
        assertThat(JsonPath.from(answer.body()).getString("code")).isEqualTo("malformed-body");
    }
}
