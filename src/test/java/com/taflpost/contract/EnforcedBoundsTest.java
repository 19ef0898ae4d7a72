package com.taflpost.contract;

import static io.restassured.RestAssured.given;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.response.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every whole number the server bounds, bounded in the contract as it is on the server: 1 below or above, and at. */
@QuarkusTest
class EnforcedBoundsTest {

    private static final String TOURNAMENT = "/components/schemas/CreateSwissTournament/properties/";
    private static final String GAME = "/paths/~1api~1games~1{id}/get/parameters/name=ply/schema";
    private static final String PICTURE = "/paths/~1api~1games~1{id}~1board.svg/get/parameters/name=ply/schema";
    private static final String CHAT = "/paths/~1api~1games~1{id}~1spectator-chat/get/parameters/name=";
    private static final String EVENTS = "/paths/~1api~1events/get/parameters/name=";
    private static final String ROUND =
            "/paths/~1api~1tournaments~1{id}~1rounds~1{number}~1games/get/parameters/" + "name=number/schema";
    private static final String PLAYERS = "/paths/~1api~1players/get/parameters/name=";

    @ParameterizedTest(name = "{0}")
    @MethodSource("bounds")
    void theContractBoundsWhatTheServerBounds(Enforced bound) {
        bound.check();
    }

    static Stream<Enforced> bounds() {
        return Stream.of(
                Enforced.stated("Swiss rounds: at least 1", TOURNAMENT + "rounds")
                        .as("format", "int32")
                        .as("minimum", 1)
                        .refuses(() -> tournament(Map.of("format", "swiss", "rounds", 0)), 422, "bad-rounds")
                        .accepts(() -> tournament(Map.of("format", "swiss", "rounds", 1)), 201),
                Enforced.stated("Swiss rounds: at most 20", TOURNAMENT + "rounds")
                        .as("maximum", 20)
                        .refuses(() -> tournament(Map.of("format", "swiss", "rounds", 21)), 422, "bad-rounds")
                        .accepts(() -> tournament(Map.of("format", "swiss", "rounds", 20)), 201),
                Enforced.stated("maxPlayers: at least 2", TOURNAMENT + "maxPlayers")
                        .as("format", "int32")
                        .as("minimum", 2)
                        .refuses(() -> tournament(Map.of("maxPlayers", 1)), 422, "bad-max-players")
                        .accepts(() -> tournament(Map.of("maxPlayers", 2)), 201),
                Enforced.stated("maxPlayers: at most 64", TOURNAMENT + "maxPlayers")
                        .as("maximum", 64)
                        .refuses(() -> tournament(Map.of("maxPlayers", 65)), 422, "bad-max-players")
                        .accepts(() -> tournament(Map.of("maxPlayers", 64)), 201),
                Enforced.stated("a move's ply: at least 0", "/components/schemas/MoveRequest/properties/ply")
                        .as("format", "int32")
                        .as("minimum", 0)
                        .refuses(() -> firstMove(-1), 400, "bad-ply")
                        .accepts(() -> firstMove(0), 201),
                Enforced.stated("a game's shown ply: at least 0", GAME)
                        .as("format", "int32")
                        .as("minimum", 0)
                        .refuses(() -> given().get("/api/games/{id}?ply=-1", game()), 400, "ply-out-of-range")
                        .accepts(() -> given().get("/api/games/{id}?ply=0", game()), 200),
                Enforced.stated("a game's shown ply: a 32-bit number", GAME)
                        .as("format", "int32")
                        .refuses(() -> given().get("/api/games/{id}?ply=2147483648", game()), 400, "bad-ply")
                        .accepts(() -> given().get("/api/games/{id}?ply=0", game()), 200),
                Enforced.stated("a picture's ply: at least 0", PICTURE)
                        .as("format", "int32")
                        .as("minimum", 0)
                        .refuses(() -> given().get("/api/games/{id}/board.svg?ply=-1", game()), 400, "ply-out-of-range")
                        .accepts(() -> given().get("/api/games/{id}/board.svg?ply=0", game()), 200),
                Enforced.stated("chat after: at least 0", CHAT + "after/schema")
                        .as("format", "int64")
                        .as("minimum", 0)
                        .refuses(() -> spectatorChat("after=-1"), 400, "bad-after")
                        .accepts(() -> spectatorChat("after=0"), 200),
                Enforced.stated("chat after: a 64-bit number", CHAT + "after/schema")
                        .as("format", "int64")
                        .refuses(() -> spectatorChat("after=9223372036854775808"), 400, "bad-after")
                        .accepts(() -> spectatorChat("after=9223372036854775807"), 200),
                Enforced.stated("chat max: at least 1", CHAT + "max/schema")
                        .as("format", "int32")
                        .as("minimum", 1)
                        .refuses(() -> spectatorChat("max=0"), 400, "bad-max")
                        .accepts(() -> spectatorChat("max=1"), 200),
                Enforced.stated("chat max: at most 200", CHAT + "max/schema")
                        .as("maximum", 200)
                        .refuses(() -> spectatorChat("max=201"), 400, "bad-max")
                        .accepts(() -> spectatorChat("max=200"), 200),
                Enforced.stated("lastEventId: at least 0", EVENTS + "lastEventId/schema")
                        .as("format", "int64")
                        .as("minimum", 0)
                        .refuses(() -> events("?lastEventId=-1", Map.of()), 400, "bad-last-event-id")
                        .answers(() -> stream("?lastEventId=0", Map.of()), 200),
                Enforced.stated("Last-Event-ID: at least 0", EVENTS + "Last-Event-ID/schema")
                        .as("format", "int64")
                        .as("minimum", 0)
                        .refuses(() -> events("", Map.of("Last-Event-ID", "-1")), 400, "bad-last-event-id")
                        .answers(() -> stream("", Map.of("Last-Event-ID", "0")), 200),
                Enforced.stated("a round's number: from 1", ROUND)
                        .as("format", "int32")
                        .as("minimum", 1)
                        .refuses(() -> roundGames(0), 404, "round-not-found")
                        .accepts(() -> roundGames(1), 200),
                Enforced.stated("page: at least 0", PLAYERS + "page/schema")
                        .as("format", "int32")
                        .as("minimum", 0)
                        .refuses(() -> given().get("/api/players?page=-1"), 400, "validation")
                        .accepts(() -> given().get("/api/players?page=0"), 200),
                Enforced.stated("page: at most 100000", PLAYERS + "page/schema")
                        .as("maximum", 100_000)
                        .refuses(() -> given().get("/api/players?page=100001"), 400, "validation")
                        .accepts(() -> given().get("/api/players?page=100000"), 200),
                Enforced.stated("size: at least 1", PLAYERS + "size/schema")
                        .as("format", "int32")
                        .as("minimum", 1)
                        .refuses(() -> given().get("/api/players?size=0"), 400, "validation")
                        .accepts(() -> given().get("/api/players?size=1"), 200),
                Enforced.stated("size: at most 100", PLAYERS + "size/schema")
                        .as("maximum", 100)
                        .refuses(() -> given().get("/api/players?size=101"), 400, "validation")
                        .accepts(() -> given().get("/api/players?size=100"), 200));
    }

    /** A round robin (unless {@code settings} say otherwise) created by a new organiser. */
    static Response tournament(Map<String, Object> settings) {
        return tournament(Players.register("bounds"), settings);
    }

    private static Response tournament(TestPlayer organiser, Map<String, Object> settings) {
        Map<String, Object> body = new HashMap<>(
                Map.of("name", "Bounds", "format", "round-robin", "ruleset", "copenhagen", "board", "brandubh"));
        body.putAll(settings);
        return Games.as(organiser.token()).body(body).post("/api/tournaments");
    }

    private static Response firstMove(int ply) {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        return Games.move(seats.id(), seats.attackers(), Games.KING_ESCAPES.get(0), ply);
    }

    private static String game() {
        return Games.anonymous("copenhagen", "brandubh").getString("id");
    }

    private static Response spectatorChat(String query) {
        return given().get("/api/games/{id}/spectator-chat?" + query, game());
    }

    private static Response events(String query, Map<String, String> headers) {
        return given().auth()
                .oauth2(Seats.of(Games.anonymous("copenhagen", "brandubh")).attackers())
                .headers(headers)
                .get("/api/events" + query);
    }

    /** Opens the caller's event stream and closes it once it answered: its status. */
    private static Enforced.Answer stream(String query, Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(
                        URI.create("http://localhost:" + RestAssured.port + "/api/events" + query))
                .timeout(Duration.ofSeconds(10))
                .header(
                        "Authorization",
                        "Bearer "
                                + Seats.of(Games.anonymous("copenhagen", "brandubh"))
                                        .attackers());
        headers.forEach(request::header);
        try {
            HttpResponse<InputStream> answer =
                    HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
            answer.body().close();
            return new Enforced.Answer(answer.statusCode(), "an event stream");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A round of a started round robin of two players. */
    private static Response roundGames(int number) {
        return given().get(
                        "/api/tournaments/{id}/rounds/{number}/games",
                        Started.roundRobin().id(),
                        number);
    }

    /** A round robin of two players, started by its organiser. */
    record Started(String id, TestPlayer organiser, TestPlayer first) {
        static Started roundRobin() {
            TestPlayer organiser = Players.register("rounds");
            String id = tournament(organiser, Map.of())
                    .then()
                    .statusCode(201)
                    .extract()
                    .path("id");
            TestPlayer first = Players.register("first");
            for (TestPlayer player : new TestPlayer[] {first, Players.register("second")}) {
                Games.as(player.token())
                        .post("/api/tournaments/{id}/entries", id)
                        .then()
                        .statusCode(200);
            }
            Games.as(organiser.token())
                    .post("/api/tournaments/{id}/start", id)
                    .then()
                    .statusCode(200);
            return new Started(id, organiser, first);
        }
    }
}
