package com.taflpost.guard;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import com.taflpost.problem.ApiProblem;
import com.taflpost.rules.Game;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.format.GameRecord;
import com.taflpost.rules.format.RecordWriter;
import com.taflpost.testsupport.Challenges;
import com.taflpost.testsupport.DeployedProfile;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The audit's input-limit attacks, each replayed against the server: over-long games, imports and analyses, over-long
 * strings, NUL characters, durations and page numbers that overflow, and answers that name Java classes.
 */
@QuarkusTest
@TestProfile(DeployedProfile.class)
class InputLimitsAttackTest {
    static final int MAX_PLIES = DeployedProfile.MAX_PLIES;

    /** A legal brandubh game of {@code plies} plies: always the first legal move, which neither ends nor repeats. */
    private static Game brandubh(int plies) {
        Game game = Game.start(Ruleset.fromId("copenhagen"), Layout.fromId("brandubh"));
        for (int i = 0; i < plies; i++) {
            List<Ply> legal = game.legalPlies();
            game = game.play(legal.get(i % legal.size()).notation());
            assertThat(game.isOver()).isFalse();
        }
        return game;
    }

    private static List<String> moves(Game game) {
        return game.plies().stream().map(Ply::notation).toList();
    }

    private static void tooManyMoves(Response response) {
        response.then()
                .statusCode(422)
                .contentType(ApiProblem.MEDIA_TYPE)
                .body("code", equalTo("too-many-moves"))
                .body("detail", equalTo("at most " + MAX_PLIES + " moves, not " + (MAX_PLIES + 1)))
                .body("maxPlies", equalTo(MAX_PLIES));
    }

    @Test
    void aGameStopsTakingMovesAtThePliesCap() {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        String id = seats.id();
        List<String> moves = moves(brandubh(MAX_PLIES + 1));
        for (int i = 0; i < MAX_PLIES; i++) {
            Games.move(id, seats.toMoveAt(i), moves.get(i), i).then().statusCode(201);
        }
        tooManyMoves(Games.move(id, seats.attackers(), moves.get(MAX_PLIES), MAX_PLIES));
    }

    @Test
    void anImportOrAnAnalysisOverTheCapIsRefused() {
        Game game = brandubh(MAX_PLIES + 1);
        tooManyMoves(given().contentType(ContentType.TEXT)
                .body(RecordWriter.write(GameRecord.of(game)))
                .post("/api/games/import"));
        tooManyMoves(given().contentType(ContentType.JSON)
                .body(Map.of("ruleset", "copenhagen", "board", "brandubh", "moves", moves(game)))
                .post("/api/analysis"));
        given().contentType(ContentType.TEXT)
                .body(RecordWriter.write(GameRecord.of(brandubh(MAX_PLIES))))
                .post("/api/games/import")
                .then()
                .statusCode(201);
    }

    private static void invalid(Response response, String field) {
        response.then()
                .statusCode(400)
                .contentType(ApiProblem.MEDIA_TYPE)
                .body("code", equalTo("validation"))
                .body("errors.field", hasItem(field))
                .body("detail", containsString(field));
    }

    @Test
    void everyRequestStringHasAMaximumLength() {
        TestPlayer player = Players.register("limits");
        String spaces = " ".repeat(40) + "P3D";
        invalid(
                Challenges.challenge(player, Map.of("timeControl", Map.of("type", "per-move", "perMove", spaces))),
                "perMove");
        invalid(Challenges.challenge(player, Map.of("expiresIn", spaces)), "expiresIn");
        invalid(Games.create(null, Map.of("ruleset", "x".repeat(33), "board", "brandubh")), "ruleset");
        invalid(Games.create(null, Map.of("ruleset", "copenhagen", "position", "7/".repeat(201))), "position");
        invalid(
                Games.as(null)
                        .body(Map.of("name", "n".repeat(33), "password", "p"))
                        .post("/api/auth/token"),
                "name");
        invalid(
                Games.as(player.token())
                        .body(Map.of("url", "https://example.org/" + "a".repeat(2048)))
                        .post("/api/players/me/webhooks"),
                "url");
        invalid(
                Games.as(null)
                        .body(Map.of("ruleset", "copenhagen", "board", "brandubh", "moves", List.of("a".repeat(65))))
                        .post("/api/analysis"),
                "moves[0]");
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        invalid(Games.move(game.getString("id"), game.getString("seats.attackers"), "d".repeat(65), null), "move");
        invalid(given().queryParam("q", "q".repeat(33)).get("/api/players"), "q");
    }

    @Test
    void durationsAreStoredInCanonicalText() {
        TestPlayer player = Players.register("canon");
        String id = Challenges.challenge(
                        player,
                        Map.of("timeControl", Map.of("type", "per-move", "perMove", "  P3D  "), "expiresIn", " P2D "))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Games.as(player.token())
                .get("/api/challenges/{id}", id)
                .then()
                .statusCode(200)
                .body("timeControl.perMove", equalTo("P3D"));
        String fischer = Challenges.challenge(
                        player,
                        Map.of("timeControl", Map.of("type", "fischer", "initial", "PT48H", "increment", "PT90M")))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        Games.as(player.token())
                .get("/api/challenges/{id}", fischer)
                .then()
                .statusCode(200)
                .body("timeControl.initial", equalTo("P2D"))
                .body("timeControl.increment", equalTo("PT1H30M"));
    }

    @Test
    void overflowingDurationsAndPagesAreRefused() {
        TestPlayer player = Players.register("overflow");
        invalid(
                Challenges.challenge(
                        player, Map.of("timeControl", Map.of("type", "per-move", "perMove", "P200000000D"))),
                "perMove");
        invalid(
                Challenges.challenge(
                        player,
                        Map.of(
                                "timeControl",
                                Map.of("type", "fischer", "initial", "P1D", "increment", "PT2562047788015215H"))),
                "increment");
        invalid(
                Challenges.challenge(
                        player,
                        Map.of("timeControl", Map.of("type", "per-move", "perMove", "PT99999999999999999999H"))),
                "perMove");
        invalid(Challenges.challenge(player, Map.of("expiresIn", "P1000000000D")), "expiresIn");
        invalid(Challenges.challenge(player, Map.of("expiresIn", "P91D")), "expiresIn");
        invalid(
                Games.create(
                        null,
                        Map.of(
                                "ruleset",
                                "copenhagen",
                                "board",
                                "brandubh",
                                "timeControl",
                                Map.of("type", "per-move", "perMove", "P366D"))),
                "perMove");
        Challenges.challenge(
                        player,
                        Map.of("expiresIn", "P90D", "timeControl", Map.of("type", "per-move", "perMove", "P365D")))
                .then()
                .statusCode(201);
        invalid(given().queryParam("page", 21474837).get("/api/players"), "page");
    }

    @Test
    void nulCharactersAreRefusedInPathsQueriesAndBodies() {
        invalid(given().urlEncodingEnabled(false).get("/api/games/abc%00def"), "path");
        invalid(given().urlEncodingEnabled(false).get("/api/players?q=ab%00c"), "query");
        invalid(Games.create(null, Map.of("ruleset", "copen\u0000hagen", "board", "brandubh")), "ruleset");
        TestPlayer player = Players.register("nul");
        invalid(
                Challenges.challenge(player, Map.of("timeControl", Map.of("type", "per-move", "perMove", "P3D\u0000"))),
                "timeControl.perMove");
        given().contentType(ContentType.TEXT)
                .body("[ruleset \"copenhagen\"]\n\u0000")
                .post("/api/games/import")
                .then()
                .statusCode(400)
                .body("code", equalTo("validation"));
    }

    @Test
    void unreadableBodiesDoNotNameJavaClasses() {
        Response wrongType = Games.as(null).body(List.of(1, 2)).post("/api/games");
        wrongType.then().statusCode(400).contentType(ApiProblem.MEDIA_TYPE).body("code", equalTo("malformed-body"));
        Response wrongField =
                Games.as(null).body(Map.of("ruleset", List.of("copenhagen"))).post("/api/games");
        wrongField.then().statusCode(400).body("code", equalTo("malformed-body"));
        Response nested = Games.as(null)
                .body(Map.of("ruleset", "copenhagen", "timeControl", "P3D"))
                .post("/api/games");
        nested.then().statusCode(400).body("code", equalTo("malformed-body"));
        for (Response response : List.of(wrongType, wrongField, nested)) {
            assertThat(response.asString())
                    .doesNotContainPattern("(com|java|jakarta)\\.[a-z]+\\.")
                    .doesNotContain("Request");
        }
    }

    @TestHTTPResource("/")
    URI root;

    /** Sends {@code request} as it is on a new connection and reads the whole answer (the server closes it). */
    private String raw(String request) throws Exception {
        try (Socket socket = new Socket(root.getHost(), root.getPort())) {
            socket.setSoTimeout(20_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                answer.write(buffer, 0, read);
                String text = answer.toString(StandardCharsets.ISO_8859_1);
                if (text.contains("\r\n\r\n") && text.endsWith("}")) {
                    break;
                }
            }
            return answer.toString(StandardCharsets.ISO_8859_1);
        }
    }

    @Test
    void aBodyOverTheLimitIsAProblem() throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(root.resolve("/api/analysis"))
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString(
                                        "{\"moves\": [\"" + "a".repeat(1_100_000) + "\"]}"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).isEqualTo(413);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue(ApiProblem.MEDIA_TYPE);
        assertThat(JsonPath.from(answer.body()).getString("code")).isEqualTo("payload-too-large");
    }

    @Test
    void aBadHostHeaderIsAProblem() throws Exception {
        String answer = raw("GET /api/catalog HTTP/1.1\r\nHost: ZAP%n%s%n%s\r\nConnection: close\r\n\r\n");
        assertThat(answer)
                .startsWith("HTTP/1.1 400")
                .contains(ApiProblem.MEDIA_TYPE)
                .contains("\"code\":\"bad-request\"");
    }

    @Test
    void anOverLongPathOrQueryIsAProblem() throws Exception {
        String answer = raw("GET /api/players?q=" + "q".repeat(5_000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n");
        assertThat(answer)
                .startsWith("HTTP/1.1 414")
                .contains(ApiProblem.MEDIA_TYPE)
                .contains("\"code\":\"uri-too-long\"")
                .contains("\"maxUriLength\":4096")
                .doesNotContain("qqqq");
    }

    @Test
    void overLargeHeadersAreAProblem() throws Exception {
        String answer =
                raw("GET /api/catalog HTTP/1.1\r\nHost: localhost\r\nX-Padding: " + "p".repeat(30_000) + "\r\n\r\n");
        assertThat(answer)
                .startsWith("HTTP/1.1 431")
                .contains(ApiProblem.MEDIA_TYPE)
                .contains("\"code\":\"headers-too-large\"")
                .contains("\"maxHeaderSize\":20480");
    }
}
