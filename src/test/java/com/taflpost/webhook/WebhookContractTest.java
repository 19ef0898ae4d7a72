package com.taflpost.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.contract.PayloadCheck;
import com.taflpost.contract.StreamEventType;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.ServedContract;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The contract's {@code webhooks} say what a receiver gets: one per event a player hears, and the deliveries of a real
 * game, received by a real HTTP server, follow them, headers included.
 */
@QuarkusTest
class WebhookContractTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonNode contract;

    @BeforeEach
    void readContract() {
        contract = ServedContract.document();
    }

    @Test
    void everyEventAPlayerHearsHasItsWebhook() {
        List<String> wrong = new ArrayList<>();
        for (StreamEventType type : StreamEventType.values()) {
            JsonNode webhook = contract.path("webhooks").path(type.eventName()).path("post");
            boolean heard = type.streams().caller() && type != StreamEventType.RESYNC;
            if (webhook.isMissingNode()) {
                if (heard) {
                    wrong.add(type.eventName() + " has no webhook");
                }
                continue;
            }
            if (!heard) {
                wrong.add(type.eventName() + " is no player's event but has a webhook");
            }
            JsonNode json = webhook.path("requestBody").path("content").path("application/json");
            JsonNode own = json.path("schema").path("allOf").get(1).path("properties");
            if (!own.path("type").path("const").asText().equals(type.eventName())
                    || !own.path("data").path("$ref").asText().endsWith("/" + type.component())) {
                wrong.add(type.eventName() + " body is not its event: " + own);
            }
            if (json.path("examples").isEmpty()) {
                wrong.add(type.eventName() + " has no example");
            }
            List<String> headers = new ArrayList<>();
            webhook.path("parameters")
                    .forEach(p -> headers.add(
                            p.path("in").asText() + ":" + p.path("name").asText()));
            if (!headers.containsAll(
                    List.of("header:Taflpost-Event", "header:Taflpost-Delivery", "header:Taflpost-Signature"))) {
                wrong.add(type.eventName() + " headers " + headers);
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void theDeliveriesOfAGameFollowTheirWebhooks() throws Exception {
        try (Receiver receiver = new Receiver()) {
            TestPlayer astrid = Players.register("astrid");
            TestPlayer bjorn = Players.register("bjorn");
            Hooks.register(bjorn, receiver.url());
            String game = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
            Games.move(game, astrid.token(), "b4-b2", 0).then().statusCode(201);
            Games.move(game, bjorn.token(), "c4-c7", 1).then().statusCode(201);
            Games.resign(game, bjorn.token()).then().statusCode(200);

            Map<String, JsonNode> bodies = new HashMap<>();
            List<String> failures = new ArrayList<>();
            PayloadCheck check = new PayloadCheck(contract);
            while (!bodies.containsKey("game-over")) {
                Receiver.Post post = receiver.next(10);
                assertThat(post).as("deliveries so far: " + bodies.keySet()).isNotNull();
                JsonNode body = JSON.readTree(post.body());
                bodies.put(post.event(), body);
                JsonNode webhook = contract.path("webhooks").path(post.event()).path("post");
                assertThat(webhook.isMissingNode()).as(post.event()).isFalse();
                check.check(
                        body,
                        webhook.path("requestBody")
                                .path("content")
                                .path("application/json")
                                .path("schema"),
                        post.event(),
                        failures);
                for (JsonNode header : webhook.path("parameters")) {
                    String value = switch (header.path("name").asText()) {
                        case "Taflpost-Event" -> post.event();
                        case "Taflpost-Delivery" -> post.delivery();
                        case "Taflpost-Signature" -> post.signature();
                        default -> throw new AssertionError("unexpected header " + header);
                    };
                    JsonNode schema = header.path("schema");
                    if (schema.has("const")) {
                        assertThat(value).isEqualTo(schema.get("const").asText());
                    }
                    if (schema.has("pattern")) {
                        assertThat(value).matches(schema.get("pattern").asText());
                    }
                }
            }
            assertThat(failures).isEmpty();
            assertThat(new TreeSet<>(bodies.keySet())).contains("game-started", "move", "your-turn", "game-over");
            assertThat(bodies.get("move").path("gameId").asText()).isEqualTo(game);
        }
    }
}
