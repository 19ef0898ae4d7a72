package com.taflpost.event;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.event.SseClient.Item;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.net.URI;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** The event stream over real HTTP connections, read line by line as a browser's EventSource would. */
@QuarkusTest
class EventStreamTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/api/events")
    URI events;

    @ConfigProperty(name = "quarkus.datasource.jdbc.url")
    String jdbcUrl;

    @ConfigProperty(name = "quarkus.datasource.username")
    String jdbcUser;

    @Test
    void theOpponentsMoveReachesEveryStreamOfThePlayerWithTheTurn() throws IOException {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String game = Games.invite(astrid, bjorn);
        try (SseClient phone = open(bjorn.token());
                SseClient laptop = open(bjorn.token());
                SseClient astrids = open(astrid.token())) {
            Games.join(game, bjorn.token()).then().statusCode(200);
            move(game, astrid, "d2-c2");
            for (SseClient stream : List.of(phone, laptop)) {
                List<Item> seen = stream.nextEvents(3);
                assertThat(seen).extracting(Item::event).containsExactly("game-started", "move", "your-turn");
                String start = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
                String after = "/3t3/3t3/3T3/ttTKTtt/3T3/2t4/3t3/";
                assertThat(data(seen.get(0))).isEqualTo(json("""
                        {"gameId": "%s", "ply": 0, "move": null, "position": "%s", "sideToMove": "attackers",
                         "status": "active", "result": null, "clock": null, "deadline": null,
                         "attackers": "%s", "defenders": "%s"}""", game, start, astrid.name(), bjorn.name()));
                assertThat(data(seen.get(1))).isEqualTo(json("""
                        {"gameId": "%s", "ply": 1, "move": "d2-c2", "position": "%s", "sideToMove": "defenders",
                         "status": "active", "result": null, "clock": null, "deadline": null,
                         "side": "attackers"}""", game, after));
                assertThat(data(seen.get(2))).isEqualTo(json("""
                        {"gameId": "%s", "ply": 1, "move": "d2-c2", "position": "%s", "sideToMove": "defenders",
                         "status": "active", "result": null, "clock": null, "deadline": null,
                         "side": "defenders"}""", game, after));
                assertThat(ids(seen)).isSorted().doesNotHaveDuplicates();
            }
            assertThat(astrids.nextEvents(3))
                    .extracting(Item::event)
                    .containsExactly("game-started", "your-turn", "move");
        }
    }

    @Test
    void aResumedStreamGetsExactlyTheMissedEventsThenTheLiveOnes() throws IOException {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String game = Games.invite(astrid, bjorn);
        String lastSeen;
        try (SseClient stream = open(bjorn.token())) {
            Games.join(game, bjorn.token()).then().statusCode(200);
            Item started = stream.nextEvent();
            assertThat(started.event()).isEqualTo("game-started");
            lastSeen = started.id();
        }
        move(game, astrid, "d2-c2");
        move(game, bjorn, "d3-e3");
        move(game, astrid, "c2-b2");

        List<String> missedTypes = List.of("move", "your-turn", "move", "move", "your-turn");
        List<Item> missed;
        try (SseClient stream = open(bjorn.token(), Map.of("Last-Event-ID", lastSeen))) {
            missed = stream.nextEvents(5);
            assertThat(missed).extracting(Item::event).containsExactlyElementsOf(missedTypes);
            assertThat(missed).extracting(item -> data(item).get("ply").asInt()).containsExactly(1, 1, 2, 3, 3);
            assertThat(ids(missed))
                    .isSorted()
                    .doesNotHaveDuplicates()
                    .allSatisfy(id -> assertThat(id).isGreaterThan(Long.parseLong(lastSeen)));

            move(game, bjorn, "e3-e2");
            Item live = stream.nextEvent();
            assertThat(live.event()).isEqualTo("move");
            assertThat(data(live).get("ply").asInt()).isEqualTo(4);
        }
        try (SseClient stream =
                open(URI.create(events + "?lastEventId=" + missed.get(2).id()), bjorn.token(), Map.of())) {
            assertThat(stream.nextEvents(3))
                    .extracting(
                            item -> item.event() + "@" + data(item).get("ply").asInt())
                    .containsExactly("move@3", "your-turn@3", "move@4");
        }
    }

    @Test
    void anIdleStreamGetsKeepAliveComments() {
        try (SseClient stream = open(Players.register("idle").token())) {
            assertThat(stream.nextComment()).isEqualTo("stream open");
            assertThat(stream.nextComment()).isEqualTo("keep-alive");
        }
    }

    @Test
    void aSeatTokenHearsOnlyItsOwnSeat() throws IOException {
        JsonPath first = anonymous();
        JsonPath second = anonymous();
        String game = first.getString("id");
        try (SseClient attackers = open(first.getString("seats.attackers"));
                SseClient defenders = open(first.getString("seats.defenders"))) {
            move(game, first.getString("seats.attackers"), "d2-c2");
            move(second.getString("id"), second.getString("seats.attackers"), "d2-c2");
            move(game, first.getString("seats.defenders"), "d3-e3");

            List<Item> heardByAttackers = attackers.nextEvents(3);
            assertThat(heardByAttackers)
                    .extracting(
                            item -> item.event() + "@" + data(item).get("ply").asInt())
                    .containsExactly("move@1", "move@2", "your-turn@2");
            List<Item> heardByDefenders = defenders.nextEvents(3);
            assertThat(heardByDefenders)
                    .extracting(
                            item -> item.event() + "@" + data(item).get("ply").asInt())
                    .containsExactly("move@1", "your-turn@1", "move@2");
            for (Item item : concat(heardByAttackers, heardByDefenders)) {
                assertThat(data(item).get("gameId").asText()).isEqualTo(game);
            }
        }
    }

    @Test
    void theResultReachesBothSides() throws IOException {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String game = Games.invite(astrid, bjorn);
        Games.join(game, bjorn.token()).then().statusCode(200);
        try (SseClient astrids = open(astrid.token());
                SseClient bjorns = open(bjorn.token())) {
            given().auth()
                    .oauth2(astrid.token())
                    .post("/api/games/{id}/resign", game)
                    .then()
                    .statusCode(200);
            for (SseClient stream : List.of(astrids, bjorns)) {
                Item over = stream.nextEvent();
                assertThat(over.event()).isEqualTo("game-over");
                assertThat(data(over)).isEqualTo(json("""
                        {"gameId": "%s", "ply": 0, "move": null, "position": "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
                         "sideToMove": "attackers", "status": "finished",
                         "result": {"winner": "defenders", "reason": "resignation"}, "clock": null, "deadline": null,
                         "winner": "defenders", "reason": "resignation"}""", game));
            }
        }
    }

    /** Another server instance writes an event and announces it; this instance's stream delivers it. */
    @Test
    void anEventRaisedByAnotherInstanceReachesTheStream() throws SQLException, IOException {
        TestPlayer astrid = Players.register("astrid");
        try (SseClient stream = open(astrid.token());
                Connection otherInstance = DriverManager.getConnection(jdbcUrl, jdbcUser, "")) {
            assertThat(stream.nextComment()).isEqualTo("stream open");
            long id;
            try (PreparedStatement insert = otherInstance.prepareStatement("""
                    insert into events (recipient, type, payload)
                    values (?, 'your-turn', '{"gameId": "elsewhere", "ply": 7, "side": "defenders"}')
                    returning id""")) {
                insert.setString(1, astrid.id().toString());
                try (ResultSet row = insert.executeQuery()) {
                    row.next();
                    id = row.getLong(1);
                }
            }
            try (PreparedStatement notify = otherInstance.prepareStatement("select pg_notify('taflpost_events', ?)")) {
                notify.setString(1, Long.toString(id));
                notify.executeQuery().close();
            }
            Item event = stream.nextEvent();
            assertThat(event.id()).isEqualTo(Long.toString(id));
            assertThat(event.event()).isEqualTo("your-turn");
            assertThat(data(event).get("gameId").asText()).isEqualTo("elsewhere");
        }
    }

    @Test
    void aStreamNeedsAToken() {
        given().accept("text/event-stream")
                .get("/api/events")
                .then()
                .statusCode(401)
                .contentType("application/problem+json")
                .body("code", equalTo("unauthorized"));
    }

    @Test
    void aLastEventIdMustBeANumber() {
        given().accept("text/event-stream")
                .auth()
                .oauth2(Players.register("astrid").token())
                .header("Last-Event-ID", "yesterday")
                .get("/api/events")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("bad-last-event-id"));
    }

    private SseClient open(String token) {
        return open(events, token, Map.of());
    }

    private SseClient open(String token, Map<String, String> headers) {
        return open(events, token, headers);
    }

    private static SseClient open(URI uri, String token, Map<String, String> headers) {
        return SseClient.open(uri, token, headers);
    }

    private static JsonPath anonymous() {
        return Games.seated(Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "attackers"));
    }

    private static void move(String game, TestPlayer player, String move) {
        move(game, player.token(), move);
    }

    private static void move(String game, String token, String move) {
        given().contentType(ContentType.JSON)
                .auth()
                .oauth2(token)
                .body(Map.of("move", move))
                .post("/api/games/{id}/moves", game)
                .then()
                .statusCode(201);
    }

    private static JsonNode data(Item item) {
        try {
            return JSON.readTree(item.data());
        } catch (IOException e) {
            throw new AssertionError("data is not JSON: " + item.data(), e);
        }
    }

    private static JsonNode json(String template, Object... values) throws IOException {
        return JSON.readTree(template.formatted(values));
    }

    private static List<Long> ids(List<Item> items) {
        return items.stream().map(item -> Long.parseLong(item.id())).toList();
    }

    private static List<Item> concat(List<Item> a, List<Item> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }
}
