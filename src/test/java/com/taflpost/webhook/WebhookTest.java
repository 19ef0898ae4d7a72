package com.taflpost.webhook;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Pages;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Webhooks received by a real HTTP server on a local port. */
@QuarkusTest
class WebhookTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    record Received(String signature, String event, String delivery, String body) {}

    private final BlockingQueue<Received> received = new LinkedBlockingQueue<>();
    /** How many requests the receiver still refuses with 503 before it accepts. */
    private final AtomicInteger refusals = new AtomicInteger();

    private HttpServer receiver;

    @BeforeEach
    void startReceiver() throws IOException {
        receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.createContext("/hook", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            received.add(new Received(
                    exchange.getRequestHeaders().getFirst("Taflpost-Signature"),
                    exchange.getRequestHeaders().getFirst("Taflpost-Event"),
                    exchange.getRequestHeaders().getFirst("Taflpost-Delivery"),
                    body));
            exchange.sendResponseHeaders(refusals.getAndDecrement() > 0 ? 503 : 204, -1);
            exchange.close();
        });
        receiver.start();
    }

    @AfterEach
    void stopReceiver() {
        receiver.stop(0);
    }

    @Test
    void thePlayersEventsArrivePostedAndSigned() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        JsonPath webhook = register(bjorn);
        String secret = webhook.getString("secret");
        assertThat(secret).startsWith("whsec_");
        String game = Games.invite(astrid, bjorn);
        given().auth()
                .oauth2(bjorn.token())
                .post("/api/games/{id}/join", game)
                .then()
                .statusCode(200);
        given().contentType(ContentType.JSON)
                .auth()
                .oauth2(astrid.token())
                .body(Map.of("move", "d2-c2"))
                .post("/api/games/{id}/moves", game)
                .then()
                .statusCode(201);

        List<Received> posts = take(3);
        assertThat(posts).extracting(Received::event).containsExactly("game-started", "move", "your-turn");
        for (Received post : posts) {
            assertSigned(post, secret);
            JsonNode body = JSON.readTree(post.body());
            assertThat(body.get("type").asText()).isEqualTo(post.event());
            assertThat(body.get("gameId").asText()).isEqualTo(game);
            assertThat(body.get("data").get("gameId").asText()).isEqualTo(game);
        }
        assertThat(JSON.readTree(posts.get(1).body()).get("data").get("move").asText())
                .isEqualTo("d2-c2");

        JsonPath log = awaitDelivered(bjorn, webhook.getString("id"));
        assertThat(log.getList("type", String.class)).containsExactly("your-turn", "move", "game-started");
        assertThat(log.getList("status", String.class)).containsOnly("delivered");
        assertThat(log.getList("lastStatus", Integer.class)).containsOnly(204);
    }

    @Test
    void aRefusedDeliveryIsTriedAgain() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        JsonPath webhook = register(bjorn);
        refusals.set(1);
        String game = Games.invite(astrid, bjorn);
        given().auth()
                .oauth2(bjorn.token())
                .post("/api/games/{id}/join", game)
                .then()
                .statusCode(200);

        List<Received> posts = take(2);
        assertThat(posts)
                .extracting(Received::delivery)
                .containsOnly(posts.get(0).delivery());
        assertThat(posts.get(1).body()).isEqualTo(posts.get(0).body());
        assertSigned(posts.get(1), webhook.getString("secret"));
        JsonPath log = awaitDelivered(bjorn, webhook.getString("id"));
        assertThat(log.getInt("[0].attempts")).isEqualTo(2);
        assertThat(log.getInt("[0].lastStatus")).isEqualTo(204);
    }

    @Test
    void aWebhookNeedsAnHttpUrlAndAPlayer() {
        TestPlayer astrid = Players.register("astrid");
        given().contentType(ContentType.JSON)
                .auth()
                .oauth2(astrid.token())
                .body(Map.of("url", "ftp://example.org/x"))
                .post("/api/players/me/webhooks")
                .then()
                .statusCode(422)
                .body("code", equalTo("webhook-url-refused"));
        given().contentType(ContentType.JSON)
                .auth()
                .oauth2(astrid.token())
                .body(Map.of("url", "example.org/hook"))
                .post("/api/players/me/webhooks")
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-webhook-url"));
        given().contentType(ContentType.JSON)
                .auth()
                .oauth2(astrid.token())
                .body(Map.of())
                .post("/api/players/me/webhooks")
                .then()
                .statusCode(400)
                .body("code", equalTo("url-required"));
        given().contentType(ContentType.JSON)
                .body(Map.of("url", "http://127.0.0.1/hook"))
                .post("/api/players/me/webhooks")
                .then()
                .statusCode(401)
                .contentType("application/problem+json");
    }

    @Test
    void anotherPlayersDeliveriesAreNotFound() {
        JsonPath webhook = register(Players.register("astrid"));
        given().auth()
                .oauth2(Players.register("bjorn").token())
                .get("/api/players/me/webhooks/{id}/deliveries", webhook.getString("id"))
                .then()
                .statusCode(404)
                .body("code", equalTo("webhook-not-found"));
    }

    @Test
    void aDeliveryGoesToTheCheckedAddressWithTheUrlsHost() throws Exception {
        try (Receiver receiver = new Receiver()) {
            // the name is known only to the test's resolver: a second lookup, or any other address, would miss
            TestHosts.set("bot.taflpost.test", "127.0.0.1");
            TestPlayer astrid = Players.register("astrid");
            String url = "http://bot.taflpost.test:" + receiver.port() + receiver.path();
            String webhook = Hooks.register(astrid, url);
            Hooks.raise(astrid.id(), 1);
            Receiver.Post post = receiver.next(10);
            assertThat(post).isNotNull();
            assertThat(post.host()).isEqualTo("bot.taflpost.test:" + receiver.port());
            Hooks.awaitLog(astrid, webhook, 10, log -> "delivered".equals(log.getString("[0].status")));
        }
    }

    @Test
    void theLogSaysHowAReceiverAnsweredButNotWhyItDidNot() throws Exception {
        try (Receiver failing = new Receiver().answering(500)) {
            TestPlayer astrid = Players.register("astrid");
            String webhook = Hooks.register(astrid, failing.url());
            Hooks.raise(astrid.id(), 1);
            JsonPath log = Hooks.awaitLog(astrid, webhook, 10, l -> l.getString("[0].lastError") != null);
            assertThat(log.getString("[0].lastError")).isEqualTo("answered 500");
            assertThat(log.getInt("[0].lastStatus")).isEqualTo(500);
        }
        Receiver closed = new Receiver();
        closed.close();
        TestPlayer bjorn = Players.register("bjorn");
        String webhook = Hooks.register(bjorn, closed.url());
        Hooks.raise(bjorn.id(), 1);
        // a refused connection reads as any silence does
        JsonPath log = Hooks.awaitLog(bjorn, webhook, 10, l -> l.getString("[0].lastError") != null);
        assertThat(log.getString("[0].lastError")).isEqualTo("no answer");
        assertThat(log.getString("[0].lastStatus")).isNull();
    }

    private JsonPath register(TestPlayer player) {
        String url = "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hook";
        return given().contentType(ContentType.JSON)
                .auth()
                .oauth2(player.token())
                .body(Map.of("url", url))
                .post("/api/players/me/webhooks")
                .then()
                .statusCode(201)
                .header("Location", startsWith("http"))
                .body("url", equalTo(url))
                .extract()
                .jsonPath();
    }

    private static JsonPath deliveries(TestPlayer player, String webhookId) {
        return Pages.items(given().auth()
                .oauth2(player.token())
                .get("/api/players/me/webhooks/{id}/deliveries?size=100", webhookId)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath());
    }

    /** The log once its newest delivery is delivered: the receiver's answer is recorded just after it is sent. */
    private static JsonPath awaitDelivered(TestPlayer player, String webhookId) throws InterruptedException {
        Instant until = Instant.now().plus(Duration.ofSeconds(10));
        JsonPath log = deliveries(player, webhookId);
        while (!"delivered".equals(log.getString("[0].status")) && Instant.now().isBefore(until)) {
            Thread.sleep(100);
            log = deliveries(player, webhookId);
        }
        assertThat(log.getString("[0].status")).isEqualTo("delivered");
        return log;
    }

    private List<Received> take(int count) throws InterruptedException {
        List<Received> posts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Received post = received.poll(10, TimeUnit.SECONDS);
            assertThat(post).as("POST %d of %d within 10 s", i + 1, count).isNotNull();
            posts.add(post);
        }
        return posts;
    }

    /** Checks the signature as a receiver would: recompute the HMAC of "t.body" and compare. */
    private static void assertSigned(Received post, String secret) throws Exception {
        assertThat(post.signature()).matches("t=\\d+,v1=[0-9a-f]{64}");
        String t = post.signature().substring(2, post.signature().indexOf(','));
        String v1 = post.signature().substring(post.signature().indexOf("v1=") + 3);
        javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA256");
        mac.init(new javax.crypto.spec.SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = java.util.HexFormat.of()
                .formatHex(mac.doFinal((t + "." + post.body()).getBytes(StandardCharsets.UTF_8)));
        assertThat(v1).isEqualTo(expected);
        assertThat(Long.parseLong(t))
                .isCloseTo(Instant.now().getEpochSecond(), org.assertj.core.data.Offset.offset(60L));
    }
}
