package com.taflpost.contract;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The request headers the server checks, as the contract states them: an Idempotency-Key is 1 to 255 visible ASCII
 * characters (without a token, 32 of A-Z, a-z, 0-9, - and _), on every operation that takes one; an empty one is
 * refused, as an empty If-Match is: the way to send neither is to leave the header out.
 */
@QuarkusTest
class EnforcedHeadersTest {

    private static final String KEY = "/components/parameters/IdempotencyKey/schema";
    private static final String WITHOUT_A_TOKEN = "Without a token: at least 32 characters of A-Z, a-z, 0-9, - and _,"
            + " the pattern ^[A-Za-z0-9_-]{32,255}$ (else 400 idempotency-key-too-weak). With a player or seat token: 1"
            + " to 255 visible ASCII characters, this schema's pattern (else 400 bad-idempotency-key).";
    private static final Map<String, String> BRANDUBH = Map.of("ruleset", "copenhagen", "board", "brandubh");

    @ParameterizedTest(name = "{0}")
    @MethodSource("headers")
    void theContractStatesTheHeadersTheServerTakes(Enforced header) {
        header.check();
    }

    static Stream<Enforced> headers() {
        return Stream.of(
                Enforced.stated("Idempotency-Key: empty", KEY)
                        .as("minLength", 1)
                        .refuses(() -> playersGame(""), 400, "bad-idempotency-key")
                        .accepts(() -> playersGame("!"), 201),
                Enforced.stated("Idempotency-Key: 255 characters", KEY)
                        .as("maxLength", 255)
                        .refuses(() -> playersGame("k".repeat(256)), 400, "bad-idempotency-key")
                        .accepts(() -> playersGame("~" + UUID.randomUUID() + "k".repeat(218)), 201),
                Enforced.stated("Idempotency-Key: visible ASCII", KEY)
                        .as("pattern", "^[!-~]+$")
                        .refuses("a b")
                        .refuses("cl\u00E9")
                        .takes("a-b")
                        .refuses(() -> playersGame("a b" + UUID.randomUUID()), 400, "bad-idempotency-key")
                        .accepts(() -> playersGame("a-b" + UUID.randomUUID()), 201),
                // the description's rule: the schema cannot know whether a token comes with the key
                Enforced.stated("Idempotency-Key: without a token, 32 characters", KEY)
                        .refuses(
                                () -> anonymousGame(UUID.randomUUID().toString().substring(0, 31)),
                                400,
                                "idempotency-key-too-weak")
                        .accepts(
                                () -> anonymousGame(UUID.randomUUID().toString().substring(0, 32)), 201),
                // both forms stated where a schema can (issue 43, item 10): the looser as the pattern, the stricter,
                // which depends on the token, in the schema's description with its own pattern
                Enforced.stated("Idempotency-Key: without a token, stated by the schema", KEY)
                        .as("description", WITHOUT_A_TOKEN)
                        .refuses(
                                () -> anonymousGame(UUID.randomUUID().toString().replace('-', '.')),
                                400,
                                "idempotency-key-too-weak")
                        .accepts(() -> anonymousGame(UUID.randomUUID().toString()), 201),
                Enforced.stated(
                                "Idempotency-Key: an example for any caller",
                                "/components/parameters/IdempotencyKey/examples/uuid")
                        .as("value", "0b7e4f1c-2a55-4c1e-9a4e-7f3c2d9e8a61")
                        .refuses(
                                () -> anonymousGame("0b7e4f1c-2a55-4c1e-9a4e-7f3c2d9"), 400, "idempotency-key-too-weak")
                        .accepts(() -> playersGame(UUID.randomUUID().toString()), 201),
                Enforced.stated(
                                "Idempotency-Key: on an invitation's claim",
                                "/paths/~1api~1invitations~1{code}~1claim/post/parameters/name=Idempotency-Key")
                        .as("in", "header")
                        .refuses(() -> claim(""), 400, "bad-idempotency-key")
                        .accepts(() -> claim(UUID.randomUUID().toString()), 201),
                Enforced.stated("If-Match: empty", "/components/parameters/IfMatch")
                        .as("in", "header")
                        .refuses(() -> firstMove(false), 412, "precondition-failed")
                        .accepts(() -> firstMove(true), 201),
                // an If-Match names tags or is *: an empty one names none, which no state matches (issue 43, item 9)
                Enforced.stated("If-Match: tags or *", "/components/parameters/IfMatch/schema")
                        .as("minLength", 1)
                        .takes("\"game.Xk3p9QaZ2m.2.v3.active.2\"")
                        .takes("*")
                        .takes("W/\"a\", \"b\"")
                        .refuses("")
                        .refuses("game.Xk3p9QaZ2m.2.v3.active.2")
                        .refuses(() -> firstMove(false), 412, "precondition-failed")
                        .accepts(() -> firstMove(true), 201));
    }

    private static Response playersGame(String key) {
        return Games.as(Players.register("keys").token())
                .header("Idempotency-Key", key)
                .body(BRANDUBH)
                .post("/api/games");
    }

    private static Response anonymousGame(String key) {
        return Games.as(null).header("Idempotency-Key", key).body(BRANDUBH).post("/api/games");
    }

    private static Response claim(String key) {
        String code =
                Games.create(null, BRANDUBH).then().statusCode(201).extract().path("invitation.code");
        return Games.as(null).header("Idempotency-Key", key).post("/api/invitations/{code}/claim", code);
    }

    /** The attackers' first move, with the game's current tag as If-Match or with an empty one. */
    private static Response firstMove(boolean tagged) {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        String tag = tagged ? Games.as(null).get("/api/games/{id}", seats.id()).header("ETag") : "";
        return Games.as(seats.attackers())
                .header("If-Match", tag)
                .body(Map.of("move", Games.KING_ESCAPES.get(0)))
                .post("/api/games/{id}/moves", seats.id());
    }
}
