package com.taflpost.testsupport.contract;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The contract check can fail: a server that answers what a sample contract does not declare fails the call that
 * reached it, and one that answers as declared does not.
 */
class ContractCheckTest {
    private static HttpServer server;
    private static volatile Answer answer;
    private static ContractFilter filter;

    private record Answer(int status, String contentType, String body, Map<String, String> headers) {}

    @BeforeAll
    static void start() throws IOException, URISyntaxException {
        filter = new ContractFilter(Contract.read(Path.of(ContractCheckTest.class
                .getResource("/contract/sample-openapi.yaml")
                .toURI())));
        server = HttpServer.create(new InetSocketAddress("localhost", 0), 0);
        server.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            Answer sent = answer;
            sent.headers()
                    .forEach((name, value) -> exchange.getResponseHeaders().add(name, value));
            byte[] body = sent.body() == null ? new byte[0] : sent.body().getBytes(StandardCharsets.UTF_8);
            if (sent.contentType() != null) {
                exchange.getResponseHeaders().add("Content-Type", sent.contentType());
            }
            exchange.sendResponseHeaders(sent.status(), body.length == 0 ? -1 : body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
    }

    @AfterAll
    static void stop() {
        server.stop(0);
    }

    private static RequestSpecification sample() {
        return given().filter(filter).port(server.getAddress().getPort());
    }

    private static void answer(int status, String contentType, String body, Map<String, String> headers) {
        answer = new Answer(status, contentType, body, headers);
    }

    @Test
    void anExchangeAsDeclaredPasses() {
        answer(200, "application/json;charset=UTF-8", "{\"id\":\"g1\",\"ply\":null}", Map.of("ETag", "\"1\""));
        assertThatCode(() -> sample().get("/sample/games/g1")).doesNotThrowAnyException();

        answer(201, "application/json", "{\"id\":\"g1\",\"ply\":0}", Map.of());
        assertThatCode(() -> sample().contentType(ContentType.JSON)
                        .body("{\"ruleset\":\"tablut\"}")
                        .post("/sample/games"))
                .doesNotThrowAnyException();

        answer(404, "application/problem+json", "{\"code\":\"game-not-found\"}", Map.of());
        assertThatCode(() -> sample().get("/sample/games/none")).doesNotThrowAnyException();
    }

    @Test
    void anUndeclaredStatusFails() {
        answer(500, "application/problem+json", "{\"code\":\"internal\"}", Map.of());
        assertThatThrownBy(() -> sample().get("/sample/games/g1"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("GET /sample/games/{id} (getGame) answered 500")
                .hasMessageContaining("status 500 is not declared");
    }

    @Test
    void anUndeclaredContentTypeFails() {
        answer(404, "text/html", "<p>No such game</p>", Map.of());
        assertThatThrownBy(() -> sample().get("/sample/games/none"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("content type text/html is not declared");
    }

    @Test
    void aBodyOffItsSchemaFails() {
        answer(200, "application/json", "{\"id\":\"g1\",\"ply\":-1,\"extra\":true}", Map.of("ETag", "\"1\""));
        assertThatThrownBy(() -> sample().get("/sample/games/g1"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("the answer is off its schema")
                .hasMessageContaining("ply")
                .hasMessageContaining("extra");
    }

    @Test
    void aMissingRequiredHeaderFails() {
        answer(200, "application/json", "{\"id\":\"g1\",\"ply\":3}", Map.of());
        assertThatThrownBy(() -> sample().get("/sample/games/g1"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("the required header ETag is missing");
    }

    @Test
    void aBadRequestBodyTheServerTakesFails() {
        answer(201, "application/json", "{\"id\":\"g1\",\"ply\":0}", Map.of());
        assertThatThrownBy(() -> sample().contentType(ContentType.JSON)
                        .body("{\"ruleset\":\"chess\"}")
                        .post("/sample/games"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("the request is off its schema");
    }

    @Test
    void aBadRequestBodyTheServerRefusesWithADeclaredProblemPasses() {
        answer(400, "application/problem+json", "{\"code\":\"unknown-ruleset\"}", Map.of());
        assertThatCode(() -> sample().contentType(ContentType.JSON)
                        .body("{\"ruleset\":\"chess\"}")
                        .post("/sample/games"))
                .doesNotThrowAnyException();
    }

    @Test
    void aRequestBodyTheOperationDoesNotDeclareFails() {
        answer(204, null, null, Map.of());
        assertThatThrownBy(() ->
                        sample().formParam("List-Unsubscribe", "One-Click").post("/sample/games/g1/moves"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("the request sends a body (application/x-www-form-urlencoded)");
    }

    @Test
    void aMethodTheContractLacksIsAnsweredOnlyBy405WithAllow() {
        answer(405, null, null, Map.of("Allow", "GET"));
        assertThatCode(() -> sample().delete("/sample/games/g1")).doesNotThrowAnyException();

        answer(405, null, null, Map.of());
        assertThatThrownBy(() -> sample().delete("/sample/games/g1"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("DELETE /sample/games/{id} is no operation of the contract");

        answer(204, null, null, Map.of());
        assertThatThrownBy(() -> sample().delete("/sample/games/g1"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("(answered 204)");
    }

    @Test
    void aPathOutsideTheContractIsNotJudged() {
        answer(500, "text/plain", "anything", Map.of());
        assertThatCode(() -> sample().get("/q/health")).doesNotThrowAnyException();
    }
}
