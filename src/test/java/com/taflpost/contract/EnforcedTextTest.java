package com.taflpost.contract;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.SchemaPatterns;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPairGenerator;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECGenParameterSpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The strings the server reads, described in the contract as it reads them: not blank where it strips and refuses
 * nothing left, no control characters in a chat message, an e-mail address's shape, lengths counted once trimmed
 * where the server trims first, and durations as java.time reads them. Each pattern is checked on the texts sent.
 */
@QuarkusTest
class EnforcedTextTest {

    private static final String SCHEMAS = "/components/schemas/";
    private static final String RECORD = "[ruleset:copenhagen]\n[board:brandubh]\n\n1. d2-f2\n";
    private static final String POSITION = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
    private static final String HOOK = "http://127.0.0.1:9999/hook";

    @ParameterizedTest(name = "{0}")
    @MethodSource("texts")
    void theContractDescribesTheTextTheServerTakes(Enforced text) {
        text.check();
    }

    static Stream<Enforced> texts() {
        String move = SCHEMAS + "MoveRequest/properties/move";
        String imported = "/paths/~1api~1games~1import/post/requestBody/content/text~1plain/schema";
        String name = SCHEMAS + "CreateSwissTournament/properties/name";
        String picture = "/paths/~1api~1positions~1board.svg/get/parameters/name=position/schema";
        return Stream.of(
                Enforced.stated("a move: empty", move)
                        .as("minLength", 1)
                        .refuses(() -> firstMove(""), 400, "move-required")
                        .accepts(() -> firstMove("b4-b2"), 201),
                Enforced.stated("a move: white space only", move)
                        .as("pattern", TextPatterns.NOT_BLANK)
                        .refuses(" \t\u2003")
                        .takes(" b4-b2\n")
                        .refuses(() -> firstMove(" \t\u2003"), 400, "move-required")
                        .accepts(() -> firstMove(" b4-b2\n"), 201),
                Enforced.stated("an imported record: empty", imported)
                        .as("minLength", 1)
                        .refuses(() -> importing(""), 400, "record-required")
                        .accepts(() -> importing(RECORD), 201),
                Enforced.stated("an imported record: white space only", imported)
                        .as("pattern", TextPatterns.NOT_BLANK)
                        .refuses("\n \r\n")
                        .takes("\n" + RECORD)
                        .refuses(() -> importing("\n \r\n"), 400, "record-required")
                        .accepts(() -> importing("\n" + RECORD), 201),
                Enforced.stated("an imported record: a NUL", imported)
                        .refuses(RECORD + "\u0000")
                        .refuses(() -> importing(RECORD + "\u0000"), 400, "validation")
                        .accepts(() -> importing(RECORD), 201),
                Enforced.stated("a chat message: empty", SCHEMAS + "ChatPost/properties/text")
                        .as("minLength", 1)
                        .refuses(() -> chat(""), 422, "bad-chat-text")
                        .accepts(() -> chat("x"), 201),
                Enforced.stated("a chat message: white space only", SCHEMAS + "ChatPost/properties/text")
                        .refuses(" \n\t ")
                        .takes(" x\n")
                        .refuses(() -> chat(" \n\t "), 422, "bad-chat-text")
                        .accepts(() -> chat(" x\n"), 201),
                Enforced.stated("a chat message: a control character", SCHEMAS + "ChatPost/properties/text")
                        .refuses("a\u0085b")
                        .takes("a\u00A0b")
                        .refuses(() -> chat("a\u0085b"), 422, "bad-chat-text")
                        .accepts(() -> chat("a\u00A0b"), 201),
                Enforced.stated("a chat message: 500 characters once trimmed", SCHEMAS + "ChatPost/properties/text")
                        .refuses("x".repeat(501))
                        .takes(" \n" + "x".repeat(500) + "\t ")
                        .refuses(() -> chat("x".repeat(501)), 422, "bad-chat-text")
                        .accepts(() -> chat(" \n" + "x".repeat(500) + "\t "), 201),
                Enforced.stated("a webhook: its url is required", SCHEMAS + "NewWebhook")
                        .as("required", List.of("url"))
                        .refuses(() -> webhook(Map.of()), 400, "url-required")
                        .accepts(() -> webhook(Map.of("url", HOOK)), 201),
                Enforced.stated("a webhook: a blank url", SCHEMAS + "NewWebhook/properties/url")
                        .as("minLength", 1)
                        .as("pattern", TextPatterns.NOT_BLANK)
                        .refuses(" ")
                        .takes(HOOK)
                        .refuses(() -> webhook(Map.of("url", " ")), 400, "url-required")
                        .accepts(() -> webhook(Map.of("url", HOOK)), 201),
                Enforced.stated("a webhook: a url that is no URI", SCHEMAS + "NewWebhook/properties/url")
                        .as("format", "uri")
                        .refuses(() -> webhook(Map.of("url", "example.org/hook")), 400, "bad-webhook-url")
                        .accepts(() -> webhook(Map.of("url", HOOK)), 201),
                Enforced.stated("a push subscription: endpoint and keys", SCHEMAS + "NewSubscription")
                        .as("required", List.of("endpoint", "keys"))
                        .refuses(() -> subscribe(subscription(null, true)), 400, "bad-push-endpoint")
                        .accepts(() -> subscribe(subscription(endpoint(100), true)), 201),
                Enforced.stated("a push subscription: both keys", SCHEMAS + "Keys")
                        .as("required", List.of("p256dh", "auth"))
                        .refuses(() -> subscribe(subscription(endpoint(100), false)), 400, "bad-push-auth")
                        .accepts(() -> subscribe(subscription(endpoint(100), true)), 201),
                Enforced.stated(
                                "a push endpoint: 2048 characters once trimmed",
                                SCHEMAS + "NewSubscription/properties/endpoint")
                        .refuses(endpoint(2049))
                        .refuses("\t ")
                        .takes(" " + endpoint(2048) + "\n")
                        .refuses(() -> subscribe(subscription(endpoint(2049), true)), 400, "bad-push-endpoint")
                        .accepts(() -> subscribe(subscription(" " + endpoint(2048) + "\n", true)), 201),
                Enforced.stated("an e-mail address: its shape", SCHEMAS + "EmailRequest/properties/address")
                        .refuses("astrid@example")
                        .takes(" astrid@example.org\n")
                        .refuses(() -> email("astrid@example"), 400, "bad-email-address")
                        // past the address's check the suite's server answers that it sends no mail
                        .accepts(() -> email(" astrid@example.org\n"), 503),
                Enforced.stated("an e-mail address: 64 before the @", SCHEMAS + "EmailRequest/properties/address")
                        .refuses("a".repeat(65) + "@example.org")
                        .takes("a".repeat(64) + "@example.org")
                        .refuses(() -> email("a".repeat(65) + "@example.org"), 400, "bad-email-address")
                        .accepts(() -> email("a".repeat(64) + "@example.org"), 503),
                Enforced.stated("an e-mail address: 254 once trimmed", SCHEMAS + "EmailRequest/properties/address")
                        .refuses(longAddress(255))
                        .takes(" " + longAddress(254) + " ")
                        .refuses(() -> email(longAddress(255)), 400, "bad-email-address")
                        .accepts(() -> email(" " + longAddress(254) + " "), 503),
                Enforced.stated("a tournament's name: white space only", name)
                        .as("pattern", TextPatterns.NOT_BLANK)
                        .refuses(" \t")
                        .takes(" n ")
                        .refuses(() -> EnforcedBoundsTest.tournament(Map.of("name", " \t")), 422, "name-required")
                        .accepts(() -> EnforcedBoundsTest.tournament(Map.of("name", " n ")), 201),
                Enforced.stated("a tournament's name: 100 characters", name)
                        .as("maxLength", 100)
                        .refuses(
                                () -> EnforcedBoundsTest.tournament(Map.of("name", "n".repeat(101))), 400, "validation")
                        .accepts(() -> EnforcedBoundsTest.tournament(Map.of("name", "n".repeat(100))), 201),
                Enforced.stated("a position's picture: no position", picture)
                        .as("minLength", 1)
                        .as("pattern", TextPatterns.NOT_BLANK)
                        .refuses(" ")
                        .takes(POSITION)
                        .refuses(() -> picture(" "), 400, "position-required")
                        .accepts(() -> picture(POSITION), 200),
                Enforced.stated("an opponent's name: empty", SCHEMAS + "CreateGame/properties/opponent")
                        .as("minLength", 1)
                        .refuses(() -> gameFor(""), 400, "unknown-opponent")
                        .accepts(() -> gameFor(Players.register("opponent").name()), 201),
                Enforced.stated("a player's name to log in: empty", SCHEMAS + "Credentials/properties/name")
                        .as("minLength", 1)
                        .refuses(() -> logIn(""), 401, "bad-credentials")
                        .accepts(() -> logIn(null), 200),
                Enforced.stated("a player to withdraw: empty", SCHEMAS + "Withdraw/properties/player")
                        .as("minLength", 1)
                        .refuses(() -> withdraw(false), 409, "not-a-player")
                        .accepts(() -> withdraw(true), 200),
                // in whole units, so that the pattern says the bounds too (AddTimePatternTest)
                Enforced.stated("time given: a duration", SCHEMAS + "AddTime/properties/duration")
                        .as("pattern", TextPatterns.TIME_GIVEN)
                        .refuses("1H")
                        .refuses(" pt1h ")
                        .takes("PT1H")
                        .refuses(() -> addTime(" pt1h "), 400, "bad-duration")
                        .accepts(() -> addTime("PT1H"), 200),
                Enforced.stated("a challenge's expiry: a duration", SCHEMAS + "CreateChallenge/properties/expiresIn")
                        .as("pattern", TextPatterns.DURATION)
                        .refuses("7D")
                        .takes(" p7d ")
                        .refuses(() -> challenge("7D"), 400, "bad-expiry")
                        .accepts(() -> challenge(" p7d "), 201),
                Enforced.stated(
                                "a conditional move: white space only",
                                SCHEMAS + "ConditionalMovesRequest/properties/lines/items/items")
                        .as("pattern", TextPatterns.NOT_BLANK)
                        .refuses(" ")
                        .takes("c4-c7")
                        .refuses(() -> conditional(List.of(" ", "a4-a5")), 400, "validation")
                        .accepts(() -> conditional(List.of("c4-c7", "a4-a5")), 200),
                Enforced.stated("a NUL in a body's string", SCHEMAS + "AnalysisRequest/properties/moves/items")
                        .as("pattern", TextPatterns.NO_NUL)
                        .refuses("b4-b2\u0000")
                        .takes("b4-b2")
                        .refuses(() -> analysis("b4-b2\u0000"), 400, "validation")
                        .accepts(() -> analysis("b4-b2"), 200),
                Enforced.stated("a NUL in a query", "/paths/~1api~1players/get/parameters/name=q/schema")
                        .as("pattern", TextPatterns.NO_NUL)
                        .refuses(() -> given().urlEncodingEnabled(false).get("/api/players?q=a%00"), 400, "validation")
                        .accepts(() -> given().urlEncodingEnabled(false).get("/api/players?q=a"), 200),
                Enforced.stated("a NUL in a path", "/components/parameters/PlayerName/schema")
                        .as("pattern", TextPatterns.NO_NUL)
                        .refuses(() -> given().urlEncodingEnabled(false).get("/api/players/a%00b"), 400, "validation")
                        .accepts(
                                () -> given().get(
                                                "/api/players/{name}",
                                                Players.register("path").name()),
                                200));
    }

    /** The rule of {@link NulFreeRequests}: no string of a body, path or query the server reads holds a NUL. */
    @Test
    void everyStringTheServerReadsRefusesNul() {
        List<String> free = new ArrayList<>();
        Set<String> walked = new HashSet<>();
        Enforced.document()
                .path("paths")
                .forEach(item -> item.forEach(operation -> {
                    operation.path("parameters").forEach(reference -> {
                        JsonNode parameter = resolved(reference);
                        String in = parameter.path("in").asText();
                        if (in.equals("path") || in.equals("query")) {
                            strings(
                                    parameter.path("schema"),
                                    in + " " + parameter.path("name").asText(),
                                    free,
                                    walked);
                        }
                    });
                    operation
                            .path("requestBody")
                            .path("content")
                            .forEach(media -> strings(
                                    media.path("schema"),
                                    operation.path("operationId").asText() + " body",
                                    free,
                                    walked));
                }));
        assertThat(free).as("strings whose schema lets a NUL through").isEmpty();
        assertThat(walked).contains("CreateGame", "TimeControl", "ChatPost", "NewSubscription", "Keys");
    }

    private static void strings(JsonNode schema, String where, List<String> free, Set<String> walked) {
        if (schema.has("$ref")) {
            String name = schema.get("$ref").asText().substring("#/components/schemas/".length());
            if (walked.add(name)) {
                strings(resolved(schema), name, free, walked);
            }
            return;
        }
        boolean string = schema.path("type").asText().equals("string") || schema.has("pattern");
        if (string && !schema.has("enum") && !schema.has("const")) {
            String pattern = schema.path("pattern").asText(null);
            if (pattern == null
                    || SchemaPatterns.matches(pattern, "\u0000")
                    || SchemaPatterns.matches(pattern, "x\u0000y")) {
                free.add(where);
            }
        }
        schema.path("properties")
                .fields()
                .forEachRemaining(member -> strings(member.getValue(), where + "." + member.getKey(), free, walked));
        if (schema.has("items")) {
            strings(schema.get("items"), where + "[]", free, walked);
        }
        for (String branches : List.of("allOf", "anyOf", "oneOf")) {
            schema.path(branches).forEach(branch -> strings(branch, where, free, walked));
        }
    }

    private static JsonNode resolved(JsonNode node) {
        return node.has("$ref") ? Enforced.at(node.get("$ref").asText().substring(1)) : node;
    }

    private static Response firstMove(String move) {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        return Games.as(seats.attackers()).body(Map.of("move", move)).post("/api/games/{id}/moves", seats.id());
    }

    private static Response importing(String record) {
        return given().contentType(ContentType.TEXT).body(record).post("/api/games/import");
    }

    /** A message in a new game's players' chat, so that no two messages share an author's pace. */
    private static Response chat(String text) {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        return Games.as(seats.attackers()).body(Map.of("text", text)).post("/api/games/{id}/chat", seats.id());
    }

    private static Response webhook(Map<String, String> body) {
        return Games.as(Players.register("hooks").token()).body(body).post("/api/players/me/webhooks");
    }

    /** A push endpoint of {@code length} characters on this machine, a new one each time. */
    private static String endpoint(int length) {
        String start = "http://127.0.0.1:9999/push/" + UUID.randomUUID() + "/";
        return start + "e".repeat(length - start.length());
    }

    /** A browser's subscription: a P-256 point and an auth secret of 16 bytes, the auth left out if not wanted. */
    private static Map<String, Object> subscription(String endpoint, boolean withAuth) {
        ECPublicKey key;
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"));
            key = (ECPublicKey) generator.generateKeyPair().getPublic();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java has P-256", e);
        }
        byte[] point = new byte[65];
        point[0] = 4;
        fixed(key.getW().getAffineX(), point, 1);
        fixed(key.getW().getAffineY(), point, 33);
        Base64.Encoder base64 = Base64.getUrlEncoder().withoutPadding();
        Map<String, Object> keys = new HashMap<>(Map.of("p256dh", base64.encodeToString(point)));
        if (withAuth) {
            keys.put("auth", base64.encodeToString(new byte[16]));
        }
        Map<String, Object> subscription = new HashMap<>(Map.of("keys", keys));
        if (endpoint != null) {
            subscription.put("endpoint", endpoint);
        }
        return subscription;
    }

    private static void fixed(BigInteger value, byte[] into, int offset) {
        byte[] bytes = value.toByteArray();
        int length = Math.min(bytes.length, 32);
        System.arraycopy(bytes, bytes.length - length, into, offset + 32 - length, length);
    }

    private static Response subscribe(Map<String, Object> subscription) {
        return Games.as(Players.register("push").token()).body(subscription).post("/api/push/subscriptions");
    }

    private static Response email(String address) {
        return Games.as(Players.register("mail").token())
                .body(Map.of("address", address))
                .put("/api/players/me/email");
    }

    /** An address of {@code length} characters: 64 before the @, the rest labels of at most 63. */
    private static String longAddress(int length) {
        StringBuilder domain = new StringBuilder("example.org");
        int left = length - 65 - domain.length();
        while (left > 0) {
            int label = Math.min(left - 1, 63);
            domain.insert(0, "d".repeat(Math.max(label, 1)) + ".");
            left -= Math.max(label, 1) + 1;
        }
        return "a".repeat(64) + "@" + domain;
    }

    private static Response picture(String position) {
        return given().queryParam("position", position).get("/api/positions/board.svg");
    }

    private static Response gameFor(String opponent) {
        return Games.create(
                Players.register("host").token(),
                Map.of("ruleset", "copenhagen", "board", "brandubh", "opponent", opponent));
    }

    /** Logs in a new player, by an empty name when {@code name} is given as empty. */
    private static Response logIn(String name) {
        TestPlayer player = Players.register("login");
        return given().contentType(ContentType.JSON)
                .body(Map.of("name", name == null ? player.name() : name, "password", "correct horse battery"))
                .post("/api/auth/token");
    }

    /** The organiser of a started round robin withdraws one of its players, or names no one. */
    private static Response withdraw(boolean named) {
        EnforcedBoundsTest.Started started = EnforcedBoundsTest.Started.roundRobin();
        return Games.as(started.organiser().token())
                .body(Map.of("player", named ? started.first().name() : ""))
                .post("/api/tournaments/{id}/withdraw", started.id());
    }

    private static Response addTime(String duration) {
        Seats seats = Seats.of(Games.seated(Map.of(
                "ruleset",
                "copenhagen",
                "board",
                "brandubh",
                "timeControl",
                Map.of("type", "per-move", "perMove", "P1D"))));
        return Games.as(seats.attackers())
                .body(Map.of("duration", duration))
                .post("/api/games/{id}/add-time", seats.id());
    }

    private static Response challenge(String expiresIn) {
        return Games.as(Players.register("expiry").token())
                .body(Map.of("ruleset", "copenhagen", "board", "brandubh", "expiresIn", expiresIn))
                .post("/api/challenges");
    }

    /** Lines the attackers store once they moved, on the defenders' turn. */
    private static Response conditional(List<String> line) {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        Games.move(seats.id(), seats.attackers(), "b4-b2", 0).then().statusCode(201);
        return Games.as(seats.attackers())
                .body(Map.of("lines", List.of(line)))
                .put("/api/games/{id}/conditional-moves", seats.id());
    }

    private static Response analysis(String move) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("ruleset", "copenhagen", "board", "brandubh", "moves", List.of(move)))
                .post("/api/analysis");
    }
}
