package com.taflpost.event;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.event.SseClient.Item;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestClock;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The streams a browser can open: with a single-use ticket instead of a token, and a game's public stream. */
@QuarkusTest
class BrowserStreamsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/api")
    URI api;

    @Inject
    TestClock clock;

    @Test
    void aTicketOpensTheSeatsStreamOnceAndNoLongTokenGoesIntoTheUrl() throws Exception {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String defenders = game.getString("seats.defenders");
        Instant issued = clock.instant();
        JsonPath ticket = Games.as(defenders)
                .post("/api/events/tickets")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String value = ticket.getString("ticket");
        assertThat(value).matches("[A-Za-z0-9_-]{43}");
        assertThat(Instant.parse(ticket.getString("expiresAt"))).isAfter(issued.plusSeconds(59));

        try (SseClient stream = SseClient.open(URI.create(api + "/events?ticket=" + value), null, Map.of())) {
            Games.move(game.getString("id"), game.getString("seats.attackers"), "d2-c2", 0)
                    .then()
                    .statusCode(201);
            List<Item> heard = stream.nextEvents(2);
            assertThat(heard).extracting(Item::event).containsExactly("move", "your-turn");
            assertThat(data(heard.get(1)).get("position").asText()).isEqualTo("/3t3/3t3/3T3/ttTKTtt/3T3/2t4/3t3/");
        }
        given().get("/api/events?ticket={ticket}", value)
                .then()
                .statusCode(401)
                .body("code", equalTo("invalid-ticket"));
        given().post("/api/events/tickets").then().statusCode(401).body("code", equalTo("unauthorized"));
    }

    @Test
    void aTicketLastsAMinute() {
        String seat = Games.anonymous("copenhagen", "brandubh").getString("seats.attackers");
        String ticket =
                Games.as(seat).post("/api/events/tickets").then().extract().path("ticket");
        clock.advance(Duration.ofSeconds(61));
        given().get("/api/events?ticket={ticket}", ticket)
                .then()
                .statusCode(401)
                .body("code", equalTo("invalid-ticket"));
    }

    @Test
    void aSpectatorSeesTheWholeGameFirstThenEachChange() throws Exception {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        Games.move(id, game.getString("seats.attackers"), "d2-c2", 0).then().statusCode(201);
        try (SseClient stream = SseClient.open(URI.create(api + "/games/" + id + "/events"), null, Map.of())) {
            Item first = stream.nextEvent();
            assertThat(first.event()).isEqualTo("game");
            assertThat(data(first).get("id").asText()).isEqualTo(id);
            assertThat(data(first).get("ply").asInt()).isEqualTo(1);
            assertThat(data(first).get("moves").get(0).asText()).isEqualTo("d2-c2");

            Games.move(id, game.getString("seats.defenders"), "d3-e3", 1).then().statusCode(201);
            Games.resign(id, game.getString("seats.attackers")).then().statusCode(200);
            List<Item> changes = stream.nextEvents(2);
            assertThat(changes).extracting(Item::event).containsExactly("move", "game-over");
            JsonNode moved = data(changes.get(0));
            assertThat(moved.get("ply").asInt()).isEqualTo(2);
            assertThat(moved.get("move").asText()).isEqualTo("d3-e3");
            assertThat(moved.get("sideToMove").asText()).isEqualTo("attackers");
            JsonNode over = data(changes.get(1));
            assertThat(over.get("status").asText()).isEqualTo("finished");
            assertThat(over.get("result").get("reason").asText()).isEqualTo("resignation");
        }
        given().get("/api/games/{id}/events", "NoSuchGame")
                .then()
                .statusCode(404)
                .body("code", equalTo("game-not-found"));
    }

    @Test
    void aSpectatorHearsWhatChangesNoPlyAndATakebackAfterTheFirstRead() throws Exception {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        String id = game.getString("id");
        String attackers = game.getString("seats.attackers");
        Games.move(id, attackers, "d2-c2", 0).then().statusCode(201);
        try (SseClient stream = SseClient.open(URI.create(api + "/games/" + id + "/events"), null, Map.of())) {
            assertThat(stream.nextEvent().event()).isEqualTo("game");

            Games.as(attackers).post("/api/games/{id}/takeback", id).then().statusCode(200);
            Games.as(game.getString("seats.defenders"))
                    .post("/api/games/{id}/takeback/accept", id)
                    .then()
                    .statusCode(200);
            Games.as(Players.register("watcher").token())
                    .body(Map.of("text", "well taken back"))
                    .post("/api/games/{id}/spectator-chat", id)
                    .then()
                    .statusCode(201);
            List<Item> changes = stream.nextEvents(2);
            assertThat(changes).extracting(Item::event).containsExactly("takeback-accepted", "chat-message");
            assertThat(data(changes.get(0)).get("ply").asInt()).isZero();
            assertThat(changes.get(1).data()).contains("well taken back");
        }
    }

    private static JsonNode data(Item item) throws Exception {
        return JSON.readTree(item.data());
    }
}
