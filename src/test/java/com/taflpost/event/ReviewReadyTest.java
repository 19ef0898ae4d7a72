package com.taflpost.event;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.oneOf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import com.taflpost.event.SseClient.Item;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A finished game's review tells that it is done: review-ready on the game's public stream as it happens, on a
 * player's stream replayed after Last-Event-ID, and POSTed to a player's webhook on a real HTTP receiver; once.
 */
@QuarkusTest
class ReviewReadyTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    record Posted(String event, String signature, String body) {}

    @TestHTTPResource("/api/events")
    URI events;

    @TestHTTPResource("/api/games")
    URI games;

    @Inject
    AgroalDataSource database;

    @Test
    void theStreamsAndTheWebhookHearTheReviewIsReady() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String game = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        Games.playToTheEnd(game, astrid.token(), bjorn.token());
        long seen = lastEventId(bjorn);

        BlockingQueue<Posted> posted = new LinkedBlockingQueue<>();
        HttpServer receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.createContext("/hook", exchange -> {
            posted.add(new Posted(
                    exchange.getRequestHeaders().getFirst("Taflpost-Event"),
                    exchange.getRequestHeaders().getFirst("Taflpost-Signature"),
                    new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)));
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        receiver.start();
        try (SseClient watchers = SseClient.open(URI.create(games + "/" + game + "/events"), null, Map.of())) {
            assertThat(watchers.nextEvent().event()).isEqualTo("game");
            given().contentType(ContentType.JSON)
                    .auth()
                    .oauth2(bjorn.token())
                    .body(Map.of(
                            "url", "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hook"))
                    .post("/api/players/me/webhooks")
                    .then()
                    .statusCode(201);

            given().post("/api/games/{id}/review", game).then().statusCode(oneOf(200, 202));
            JsonPath review = done(game);
            int blunders = (int) review.getList("moves.label").stream()
                    .filter("blunder"::equals)
                    .count();
            assertThat(blunders).isPositive();
            String expected = """
                    {"gameId": "%s", "level": 5, "plies": 6, "finishedAt": "%s",
                     "inaccuracies": %d, "mistakes": %d, "blunders": %d}""".formatted(
                            game,
                            review.getString("finishedAt"),
                            labelled(review, "inaccuracy"),
                            labelled(review, "mistake"),
                            blunders);

            // the spectators hear it live
            Item watched = watchers.nextEvent();
            assertThat(watched.event()).isEqualTo("review-ready");
            assertThat(JSON.readTree(watched.data())).isEqualTo(JSON.readTree(expected));

            // a player's stream opened after it replays it from the last event seen
            try (SseClient bjorns = SseClient.open(events, bjorn.token(), Map.of("Last-Event-ID", "" + seen))) {
                Item replayed = bjorns.nextEvent();
                assertThat(replayed.event()).isEqualTo("review-ready");
                assertThat(Long.parseLong(replayed.id())).isGreaterThan(seen);
                assertThat(JSON.readTree(replayed.data())).isEqualTo(JSON.readTree(expected));
            }

            // the player's webhook gets it POSTed and signed
            Posted delivery = posted.poll(30, TimeUnit.SECONDS);
            assertThat(delivery).as("a webhook delivery within 30 s").isNotNull();
            assertThat(delivery.event()).isEqualTo("review-ready");
            assertThat(delivery.signature()).matches("t=[0-9]+,v1=[0-9a-f]{64}");
            JsonNode body = JSON.readTree(delivery.body());
            assertThat(body.path("type").asText()).isEqualTo("review-ready");
            assertThat(body.path("gameId").asText()).isEqualTo(game);
            assertThat(body.path("data")).isEqualTo(JSON.readTree(expected));
        } finally {
            receiver.stop(0);
        }

        // asked again, the review is answered as it is and nobody hears of it twice
        given().post("/api/games/{id}/review", game).then().statusCode(200);
        assertThat(reviewReadyEvents(game)).isEqualTo(3);
    }

    /** Reads the review until it is done: it runs on the computer's pool, beside the other tests' work. */
    private static JsonPath done(String game) throws InterruptedException {
        Instant until = Instant.now().plus(Duration.ofSeconds(90));
        JsonPath review = given().get("/api/games/{id}/review", game).jsonPath();
        while (!review.getString("status").equals("done") && Instant.now().isBefore(until)) {
            Thread.sleep(100);
            review = given().get("/api/games/{id}/review", game).jsonPath();
        }
        assertThat(review.getString("status")).isEqualTo("done");
        return review;
    }

    private static long labelled(JsonPath review, String label) {
        return review.getList("moves.label").stream().filter(label::equals).count();
    }

    private long lastEventId(TestPlayer player) throws Exception {
        return single(
                "select coalesce(max(id), 0) from events where recipient = ?",
                player.id().toString());
    }

    /** The review-ready events written for the game: one to each side and one to its public stream. */
    private long reviewReadyEvents(String game) throws Exception {
        return single("select count(*) from events where type = 'review-ready' and game_id = ?", game);
    }

    private long single(String sql, String parameter) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(sql)) {
            query.setString(1, parameter);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }
}
