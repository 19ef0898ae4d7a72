package com.taflpost.security;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Finding 7 of the third security pass: a player's NDJSON export and the replay after Last-Event-ID had no bound, so
 * that anyone could make them as costly as a player's whole history. Each answer is bounded now (in games and plies,
 * the rest a Link away; in events, behind a resync event). The limits are small in {@link TightLimits}.
 */
@QuarkusTest
@TestProfile(TightLimits.class)
class UnboundedReadsAttackTest {
    private static final Pattern NEXT = Pattern.compile("<[^>]*(/api/players/[^>]+)>; rel=\"next\"");
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @jakarta.inject.Inject
    DataSource database;

    @TestHTTPResource("/api/events")
    URI events;

    @Test
    void anExportAnswerHoldsABoundedShareOfThePlayersGamesAndLinksTheNext() {
        TestPlayer astrid = player("exported");
        TestPlayer bjorn = player("opponent");
        // four plies, four plies, none, four plies: the third answer begins with the last game
        List<String> games = new ArrayList<>();
        for (int plies : new int[] {4, 4, 0, 4}) {
            Buckets.fill(database);
            String game = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
            for (int ply = 0; ply < plies; ply++) {
                Buckets.fill(database);
                String token = ply % 2 == 0 ? astrid.token() : bjorn.token();
                Games.move(game, token, Games.KING_ESCAPES.get(ply), ply).then().statusCode(201);
            }
            games.add(game);
        }

        List<List<String>> answers = new ArrayList<>();
        String next = "/api/players/" + astrid.name() + "/games.ndjson";
        while (next != null) {
            Response answer = given().get(next).then().statusCode(200).extract().response();
            answers.add(ids(answer));
            next = next(answer);
        }
        // at most 6 plies past each answer's first game
        assertThat(answers)
                .containsExactly(List.of(games.get(0)), List.of(games.get(1), games.get(2)), List.of(games.get(3)));

        Response firstGame = given().queryParam("max", 1)
                .get("/api/players/{name}/games.ndjson", astrid.name())
                .then()
                .statusCode(200)
                .extract()
                .response();
        assertThat(ids(firstGame)).containsExactly(games.get(0));
        assertThat(next(firstGame)).contains("max=1").contains("after=" + games.get(0));

        for (int max : new int[] {0, 501}) {
            given().queryParam("max", max)
                    .get("/api/players/{name}/games.ndjson", astrid.name())
                    .then()
                    .statusCode(400);
        }
        given().queryParam("after", "NoSuchGame")
                .get("/api/players/{name}/games.ndjson", astrid.name())
                .then()
                .statusCode(400)
                .body("code", equalTo("bad-after"));
    }

    @Test
    void aStreamReplaysOnlyTheLatestEventsBehindAResync() throws Exception {
        Buckets.fill(database);
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        for (int ply = 0; ply < Games.KING_ESCAPES.size(); ply++) {
            Buckets.fill(database);
            String token = ply % 2 == 0 ? seats.attackers() : seats.defenders();
            Games.move(seats.id(), token, Games.KING_ESCAPES.get(ply), ply)
                    .then()
                    .statusCode(201);
        }

        HttpRequest request = HttpRequest.newBuilder(events)
                .timeout(Duration.ofSeconds(10))
                .header("Accept", "text/event-stream")
                .header("Authorization", "Bearer " + seats.attackers())
                .header("Last-Event-ID", "0")
                .GET()
                .build();
        HttpResponse<InputStream> stream = HTTP.send(request, HttpResponse.BodyHandlers.ofInputStream());
        List<String[]> received;
        try {
            assertThat(stream.statusCode()).isEqualTo(200);
            received = CompletableFuture.supplyAsync(() -> firstEvents(stream.body(), TightLimits.REPLAY_WINDOW + 1))
                    .get(20, TimeUnit.SECONDS);
        } finally {
            stream.body().close();
        }

        // the attackers' seat has had ten events (six moves, three turns, the end): the latest three come back
        assertThat(received.get(0)[1]).isEqualTo("resync");
        assertThat(JsonPath.from(received.get(0)[2]).getInt("replayed")).isEqualTo(TightLimits.REPLAY_WINDOW);
        assertThat(received.subList(1, received.size()))
                .extracting(event -> event[1])
                .containsExactly("move", "move", "game-over");
        long resync = Long.parseLong(received.get(0)[0]);
        assertThat(Long.parseLong(received.get(1)[0])).isGreaterThan(resync);
    }

    private TestPlayer player(String prefix) {
        Buckets.fill(database);
        return Players.register(prefix);
    }

    private static List<String> ids(Response answer) {
        String body = answer.asString();
        return body.isEmpty()
                ? List.of()
                : Arrays.stream(body.split("\n"))
                        .map(line -> JsonPath.from(line).getString("id"))
                        .toList();
    }

    private static String next(Response answer) {
        String link = answer.header("Link");
        if (link == null) {
            return null;
        }
        Matcher next = NEXT.matcher(link);
        assertThat(next.find()).as(link).isTrue();
        return next.group(1);
    }

    /** The first {@code count} events of a stream, each as its id, name and data. */
    private static List<String[]> firstEvents(InputStream body, int count) {
        List<String[]> events = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
            String id = null;
            String name = null;
            String line;
            while (events.size() < count && (line = lines.readLine()) != null) {
                if (line.startsWith("id:")) {
                    id = line.substring(3).strip();
                } else if (line.startsWith("event:")) {
                    name = line.substring(6).strip();
                } else if (line.startsWith("data:")) {
                    events.add(new String[] {id, name, line.substring(5).strip()});
                }
            }
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        return events;
    }
}
