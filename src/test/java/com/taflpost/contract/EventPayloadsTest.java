package com.taflpost.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.event.EventHub;
import com.taflpost.event.EventLog;
import com.taflpost.testsupport.Challenges;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.ServedContract;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every event the server can write has its data documented: the event log refuses a name the contract does not list,
 * every listed name has its component in StreamEvent and in its streams' descriptions, and the payloads that real
 * games, challenges, vacations and tournaments write follow their components, on the streams the list gives them.
 */
@QuarkusTest
class EventPayloadsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SCHEMAS = "#/components/schemas/";

    @Inject
    AgroalDataSource database;

    private JsonNode contract;

    @BeforeEach
    void readContract() {
        contract = ServedContract.document();
    }

    @Test
    void theEventLogWritesOnlyTheListedEvents() {
        assertThatThrownBy(() -> new EventLog.NewEvent("player:someone", "something-new", null, "{}"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("StreamEventType");
        assertThat(StreamEventType.named(EventHub.RESYNC)).isPresent();
    }

    @Test
    void everyEventHasItsComponentInStreamEvent() {
        Map<String, String> branches = new HashMap<>();
        for (JsonNode branch : schema("StreamEvent").path("oneOf")) {
            String data = branch.path("properties").path("data").path("$ref").asText();
            branches.put(branch.path("properties").path("event").path("const").asText(), data);
            assertThat(branch.path("required")).extracting(JsonNode::asText).contains("event", "data");
        }
        List<String> missing = new ArrayList<>();
        for (StreamEventType type : StreamEventType.values()) {
            if (!(SCHEMAS + type.component()).equals(branches.get(type.eventName()))) {
                missing.add(type.eventName() + " -> " + branches.get(type.eventName()));
            }
            if (schema(type.component()).isMissingNode()) {
                missing.add(type.eventName() + ": no component " + type.component());
            }
        }
        assertThat(missing).isEmpty();
        assertThat(branches).hasSize(StreamEventType.values().length);
    }

    @Test
    void theStreamsStayTextAndNameTheirEventsComponents() {
        Map<String, String> streams =
                Map.of("streamEvents", "/api/events", "streamGameEvents", "/api/games/{id}/events");
        streams.forEach((operationId, path) -> {
            JsonNode operation = contract.path("paths").path(path).path("get");
            assertThat(operation.path("operationId").asText()).isEqualTo(operationId);
            JsonNode text = operation
                    .path("responses")
                    .path("200")
                    .path("content")
                    .path("text/event-stream")
                    .path("schema");
            assertThat(text.path("type").asText()).isEqualTo("string");
            assertThat(text.path("contentSchema").path("$ref").asText()).isEqualTo(SCHEMAS + "StreamEvent");
            String description = operation.path("description").asText();
            for (StreamEventType type : StreamEventType.values()) {
                boolean carried = operationId.equals("streamEvents")
                        ? type.streams().caller()
                        : type.streams().game();
                assertThat(description.contains("`" + type.eventName() + "` " + type.component()))
                        .as(operationId + " names " + type.eventName())
                        .isEqualTo(carried);
            }
        });
    }

    @Test
    void thePayloadsWrittenFollowTheirComponents() throws Exception {
        List<String> games = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        games.addAll(aGameWithEverythingInIt());
        games.add(anAbortedGame());
        games.add(challengesAndAVacation(keys));
        tournaments(keys);

        Map<String, List<JsonNode>> written = events(games, keys, new TreeSet<>());
        for (JsonNode game : written.getOrDefault("tournament-game", List.of())) {
            games.add(game.path("gameId").asText());
        }
        Set<String> misrouted = new TreeSet<>();
        written = events(games, keys, misrouted);
        assertThat(misrouted)
                .as("events on a stream StreamEventType does not give them")
                .isEmpty();

        PayloadCheck check = new PayloadCheck(contract);
        List<String> failures = new ArrayList<>();
        written.forEach((type, payloads) -> {
            String component = StreamEventType.named(type)
                    .orElseThrow(() -> new AssertionError("unlisted event " + type))
                    .component();
            payloads.forEach(payload -> check.check(payload, schema(component), type, failures));
        });
        assertThat(failures).isEmpty();
        Set<String> covered = new TreeSet<>(written.keySet());
        assertThat(covered)
                .contains(
                        "game-started",
                        "move",
                        "your-turn",
                        "game-over",
                        "game-aborted",
                        "chat-message",
                        "rematch-offered",
                        "rematch-accepted",
                        "rematch-declined",
                        "takeback-offered",
                        "takeback-accepted",
                        "takeback-declined",
                        "takeback-cancelled",
                        "time-added",
                        "vacation-started",
                        "vacation-ended",
                        "challenge-received",
                        "challenge-accepted",
                        "challenge-declined",
                        "tournament-started",
                        "round-started",
                        "tournament-game",
                        "tournament-finished",
                        "tournament-adjudicated",
                        "tournament-withdrawn",
                        "review-ready");
    }

    /** Asks for the finished game's review and waits until it is done: its review-ready is then written. */
    private static void reviewed(String id) {
        ok(Games.as(null).post("/api/games/{id}/review", id));
        Instant until = Instant.now().plus(Duration.ofSeconds(90));
        while (!ok(Games.as(null).get("/api/games/{id}/review", id))
                .path("status")
                .asText()
                .equals("done")) {
            assertThat(Instant.now()).as("the review done within 90 s").isBefore(until);
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    /** A timed anonymous game: moves, takebacks of every end, added time, both chats, a resignation, rematches. */
    private List<String> aGameWithEverythingInIt() {
        Seats game = Seats.of(Games.seated(Map.of(
                "ruleset",
                "copenhagen",
                "board",
                "brandubh",
                "timeControl",
                Map.of("type", "per-move", "perMove", "P1D"))));
        String id = game.id();
        ok(Games.move(id, game.attackers(), "b4-b2", 0));
        ok(Games.as(game.attackers()).post("/api/games/{id}/takeback", id));
        ok(Games.as(game.defenders()).post("/api/games/{id}/takeback/accept", id));
        ok(Games.move(id, game.attackers(), "b4-b2", 0));
        ok(Games.move(id, game.defenders(), "c4-c7", 1));
        ok(Games.as(game.defenders()).post("/api/games/{id}/takeback", id));
        ok(Games.as(game.attackers()).post("/api/games/{id}/takeback/decline", id));
        ok(Games.as(game.defenders()).post("/api/games/{id}/takeback", id));
        ok(Games.move(id, game.attackers(), "a4-a5", 2));
        ok(Games.as(game.attackers()).body(Map.of("duration", "PT1H")).post("/api/games/{id}/add-time", id));
        ok(Games.as(game.attackers()).body(Map.of("text", "good luck")).post("/api/games/{id}/chat", id));
        ok(Games.as(game.defenders()).body(Map.of("text", "have fun")).post("/api/games/{id}/spectator-chat", id));
        ok(Games.resign(id, game.defenders()));
        reviewed(id);
        ok(Games.as(game.attackers()).post("/api/games/{id}/rematch", id));
        ok(Games.as(game.defenders()).post("/api/games/{id}/rematch/decline", id));
        ok(Games.as(game.attackers()).post("/api/games/{id}/rematch", id));
        String rematch = ok(Games.as(game.defenders()).post("/api/games/{id}/rematch/accept", id))
                .path("rematch")
                .asText();
        assertThat(rematch).isNotEmpty();
        return List.of(id, rematch);
    }

    private String anAbortedGame() {
        Seats game = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        ok(Games.as(game.attackers()).post("/api/games/{id}/abort", game.id()));
        return game.id();
    }

    /** A challenge accepted, its game's opponent away on vacation and back, and a challenge declined. */
    private String challengesAndAVacation(List<String> keys) {
        TestPlayer challenger = Players.register("events");
        TestPlayer opponent = Players.register("eventee");
        String accepted = Challenges.created(challenger, Map.of("opponent", opponent.name()));
        String game = ok(Games.as(opponent.token()).post("/api/challenges/{id}/accept", accepted))
                .path("id")
                .asText();
        String declined = Challenges.created(challenger, Map.of("opponent", opponent.name()));
        ok(Games.as(opponent.token())
                .body(Map.of("reason", "not today"))
                .post("/api/challenges/{id}/decline", declined));
        keys.add(accepted);
        keys.add(declined);
        ok(Games.as(opponent.token()).body(Map.of("days", 1)).post("/api/players/me/vacation"));
        ok(Games.as(opponent.token()).delete("/api/players/me/vacation"));
        return game;
    }

    /** Two round robins of two: one ended by withdrawing a player, one by the organiser's ruling. */
    private void tournaments(List<String> keys) {
        for (boolean withdraw : List.of(true, false)) {
            TestPlayer organiser = Players.register("org");
            String id = ok(Games.as(organiser.token())
                            .body(Map.of(
                                    "name", "Event payloads",
                                    "format", "round-robin",
                                    "ruleset", "copenhagen",
                                    "board", "brandubh",
                                    "gamesPerPairing", 1))
                            .post("/api/tournaments"))
                    .path("id")
                    .asText();
            List<TestPlayer> players = List.of(Players.register("first"), Players.register("second"));
            players.forEach(player -> ok(Games.as(player.token()).post("/api/tournaments/{id}/entries", id)));
            ok(Games.as(organiser.token()).post("/api/tournaments/{id}/start", id));
            if (withdraw) {
                ok(Games.as(organiser.token())
                        .body(Map.of("player", players.get(0).name()))
                        .post("/api/tournaments/{id}/withdraw", id));
            } else {
                String game = ok(Games.as(null).get("/api/tournaments/{id}/rounds/1/games", id))
                        .path("items")
                        .get(0)
                        .path("gameId")
                        .asText();
                ok(Games.as(organiser.token())
                        .body(Map.of("winner", "draw"))
                        .post("/api/tournaments/{id}/games/{game}/adjudicate", id, game));
            }
            keys.add(id);
        }
    }

    /**
     * The payloads written for these games, or naming these challenges or tournaments, by event name; each event
     * written to a stream that its type does not list for it goes to {@code misrouted}.
     */
    private Map<String, List<JsonNode>> events(List<String> games, List<String> keys, Set<String> misrouted)
            throws Exception {
        Map<String, List<JsonNode>> written = new LinkedHashMap<>();
        try (Connection connection = database.getConnection();
                PreparedStatement query =
                        connection.prepareStatement("select type, payload::text, recipient from events"
                                + " where game_id = any(?) or payload->>'challengeId' = any(?)"
                                + " or payload->>'tournamentId' = any(?) order by id")) {
            query.setArray(1, connection.createArrayOf("text", games.toArray()));
            query.setArray(2, connection.createArrayOf("text", keys.toArray()));
            query.setArray(3, connection.createArrayOf("text", keys.toArray()));
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    String type = rows.getString(1);
                    written.computeIfAbsent(type, name -> new ArrayList<>()).add(JSON.readTree(rows.getString(2)));
                    boolean watched = rows.getString(3).startsWith("game:");
                    StreamEventType.named(type)
                            .filter(listed -> watched
                                    ? !listed.streams().game()
                                    : !listed.streams().caller())
                            .ifPresent(
                                    listed -> misrouted.add(type + (watched ? " on a game's stream" : " to a caller")));
                }
            }
        }
        return written;
    }

    private static JsonNode ok(io.restassured.response.Response response) {
        int status = response.statusCode();
        assertThat(status).as(response.asString()).isBetween(200, 299);
        try {
            String body = response.asString();
            return body.isEmpty() ? JSON.nullNode() : JSON.readTree(body);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private JsonNode schema(String name) {
        return contract.path("components").path("schemas").path(name);
    }
}
