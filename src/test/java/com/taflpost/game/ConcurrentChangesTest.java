package com.taflpost.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.RepeatedTest;

/**
 * Moves (and joins) sent at the same moment for the same game, as real parallel HTTP requests released together by a
 * start gate: exactly one is applied and no ply is stored twice.
 */
@QuarkusTest
class ConcurrentChangesTest {
    /** Eight different first moves of the attackers on the Copenhagen board. */
    private static final List<String> FIRST_MOVES =
            List.of("d1-d2", "e1-e2", "g1-g2", "h1-h2", "d11-d10", "e11-e10", "g11-g10", "h11-h10");

    private static final int REQUESTS = FIRST_MOVES.size();

    @TestHTTPResource("/api/games")
    URI games;

    @Inject
    EntityManager entityManager;

    private final HttpClient client = HttpClient.newHttpClient();
    private ExecutorService senders;

    @BeforeEach
    void startSenders() {
        senders = Executors.newFixedThreadPool(REQUESTS);
    }

    @AfterEach
    void stopSenders() throws InterruptedException {
        senders.shutdownNow();
        assertThat(senders.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    }

    @RepeatedTest(3)
    void ofDifferentMovesForTheSamePlyOnlyOneIsApplied() throws Exception {
        JsonPath game = Games.anonymous("copenhagen", "copenhagen");
        String id = game.getString("id");
        List<String> bodies = FIRST_MOVES.stream()
                .map(move -> "{\"move\":\"" + move + "\",\"ply\":0}")
                .toList();

        List<HttpResponse<String>> answers = race(id, game.getString("seats.attackers"), bodies);

        assertThat(answers).filteredOn(answer -> answer.statusCode() == 201).hasSize(1);
        assertThat(answers)
                .filteredOn(answer -> answer.statusCode() == 409)
                .hasSize(REQUESTS - 1)
                .allSatisfy(answer -> assertThat(answer.body()).contains("\"code\":\"stale-ply\""));
        String applied = JsonPath.from(answers.stream()
                        .filter(a -> a.statusCode() == 201)
                        .findFirst()
                        .orElseThrow()
                        .body())
                .getString("lastMove");
        assertThat(storedMoves(id)).containsExactly(applied);
        assertThat(JsonPath.from(Games.as(null).get("/api/games/{id}", id).asString())
                        .getList("moves"))
                .containsExactly(applied);
    }

    @RepeatedTest(3)
    void ofDifferentMovesWithoutPlyOnlyOneIsApplied() throws Exception {
        JsonPath game = Games.anonymous("copenhagen", "copenhagen");
        String id = game.getString("id");
        List<String> bodies =
                FIRST_MOVES.stream().map(move -> "{\"move\":\"" + move + "\"}").toList();

        List<HttpResponse<String>> answers = race(id, game.getString("seats.attackers"), bodies);

        assertThat(answers).filteredOn(answer -> answer.statusCode() == 201).hasSize(1);
        assertThat(answers).filteredOn(answer -> answer.statusCode() == 409).hasSize(REQUESTS - 1);
        assertThat(storedMoves(id)).hasSize(1);
    }

    @RepeatedTest(3)
    void theSameMoveSentManyTimesIsAppliedOnceAndAnsweredAlike() throws Exception {
        JsonPath game = Games.anonymous("copenhagen", "copenhagen");
        String id = game.getString("id");
        List<String> bodies = FIRST_MOVES.stream()
                .map(move -> "{\"move\":\"f4-d4\",\"ply\":0}")
                .toList();
        Games.move(id, game.getString("seats.attackers"), "d11-d9", 0).then().statusCode(201);

        List<HttpResponse<String>> answers = race(
                id,
                game.getString("seats.defenders"),
                bodies.stream()
                        .map(body -> body.replace("\"ply\":0", "\"ply\":1"))
                        .toList());

        assertThat(answers).filteredOn(answer -> answer.statusCode() == 201).hasSize(1);
        assertThat(answers)
                .filteredOn(answer -> answer.statusCode() == 200)
                .hasSize(REQUESTS - 1)
                .allSatisfy(answer -> assertThat(JsonPath.from(answer.body()).getList("moves"))
                        .containsExactly("d11-d9", "f4-d4"));
        assertThat(storedMoves(id)).containsExactly("d11-d9", "f4-d4");
    }

    @RepeatedTest(2)
    void ofPlayersJoiningAtOnceOnlyOneGetsTheSeat() throws Exception {
        String id = Games.create(
                        Players.register("astrid").token(),
                        java.util.Map.of("ruleset", "copenhagen", "board", "brandubh", "side", "attackers"))
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        List<TestPlayer> joining = new ArrayList<>();
        for (int i = 0; i < REQUESTS; i++) {
            joining.add(Players.register("joiner"));
        }

        List<HttpResponse<String>> answers = race(joining.stream()
                .map(player -> post(URI.create(games + "/" + id + "/join"), player.token(), ""))
                .toList());

        assertThat(answers).filteredOn(answer -> answer.statusCode() == 200).hasSize(1);
        assertThat(answers)
                .filteredOn(answer -> answer.statusCode() == 409)
                .hasSize(REQUESTS - 1)
                .allSatisfy(answer -> assertThat(answer.body()).contains("\"code\":\"seat-taken\""));
        String defender = JsonPath.from(
                        Games.as(null).get("/api/games/{id}", id).asString())
                .getString("players.defenders");
        String winner = JsonPath.from(answers.stream()
                        .filter(a -> a.statusCode() == 200)
                        .findFirst()
                        .orElseThrow()
                        .body())
                .getString("players.defenders");
        assertThat(defender).isEqualTo(winner).startsWith("joiner");
    }

    private List<HttpResponse<String>> race(String id, String token, List<String> bodies) throws Exception {
        return race(bodies.stream()
                .map(body -> post(URI.create(games + "/" + id + "/moves"), token, body))
                .toList());
    }

    private static HttpRequest post(URI uri, String token, String body) {
        return HttpRequest.newBuilder(uri)
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
    }

    /** Sends every request at once, each from its own thread, and collects the answers. */
    private List<HttpResponse<String>> race(List<HttpRequest> requests) throws Exception {
        CountDownLatch ready = new CountDownLatch(requests.size());
        CountDownLatch start = new CountDownLatch(1);
        List<Future<HttpResponse<String>>> sent = new ArrayList<>();
        for (HttpRequest request : requests) {
            sent.add(senders.submit(() -> {
                ready.countDown();
                start.await();
                return client.send(request, HttpResponse.BodyHandlers.ofString());
            }));
        }
        assertThat(ready.await(30, TimeUnit.SECONDS)).isTrue();
        start.countDown();
        List<HttpResponse<String>> answers = new ArrayList<>();
        for (Future<HttpResponse<String>> answer : sent) {
            answers.add(answer.get(60, TimeUnit.SECONDS));
        }
        return answers;
    }

    @SuppressWarnings("unchecked")
    private List<String> storedMoves(String id) {
        return entityManager
                .createNativeQuery(
                        "select u.m from games g, unnest(g.moves) with ordinality u(m, n) where g.id = ?1 order by u.n")
                .setParameter(1, id)
                .getResultList();
    }
}
