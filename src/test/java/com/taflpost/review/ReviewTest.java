package com.taflpost.review;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.oneOf;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The computer's review of a finished game (docs/api.md, "Reviews"): asked for once, computed once in the background,
 * its progress readable, each move given its evaluations and, where it lost much, a label.
 */
@QuarkusTest
class ReviewTest {
    @Inject
    AgroalDataSource database;

    private static Response ask(String id) {
        return given().post("/api/games/{id}/review", id);
    }

    private static JsonPath read(String id) {
        return given().get("/api/games/{id}/review", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** Reads the review until it is done: the review runs on the computer's pool, beside the other tests' work. */
    private static JsonPath done(String id) throws InterruptedException {
        Instant until = Instant.now().plus(Duration.ofSeconds(90));
        JsonPath review = read(id);
        while (!review.getString("status").equals("done") && Instant.now().isBefore(until)) {
            assertThat(review.getInt("reviewedPlies")).isBetween(0, review.getInt("plies"));
            assertThat(review.getList("moves")).hasSize(review.getInt("reviewedPlies"));
            Thread.sleep(100);
            review = read(id);
        }
        assertThat(review.getString("status")).isEqualTo("done");
        return review;
    }

    @Test
    void aFinishedGameIsReviewedWithItsBlunderMarked() throws Exception {
        Seats seats = Games.playedToTheEnd();
        JsonPath asked = ask(seats.id())
                .then()
                .statusCode(oneOf(200, 202))
                .body("gameId", equalTo(seats.id()))
                .body("plies", equalTo(Games.KING_ESCAPES.size()))
                .body("level", equalTo(5))
                .extract()
                .jsonPath();
        assertThat(asked.getString("status")).isIn("queued", "running", "done");

        JsonPath review = done(seats.id());
        assertThat(review.getInt("reviewedPlies")).isEqualTo(Games.KING_ESCAPES.size());
        List<Map<String, Object>> moves = review.getList("moves");
        assertThat(moves).extracting(m -> m.get("move")).containsExactlyElementsOf(Games.KING_ESCAPES);
        assertThat(moves)
                .extracting(m -> m.get("side"))
                .containsExactly("attackers", "defenders", "attackers", "defenders", "attackers", "defenders");
        // a5-a6 leaves the king's road to a1 open: a blunder, which b2-a2 (closing the road) would not have been
        Map<String, Object> blunder = moves.get(4);
        assertThat(blunder.get("label")).isEqualTo("blunder");
        assertThat((Integer) blunder.get("after")).isLessThan(-900_000);
        assertThat(blunder.get("bestMove")).isNotEqualTo("a5-a6");
        assertThat((List<?>) blunder.get("line")).first().isEqualTo(blunder.get("bestMove"));
        // the king's escape itself wins: nothing lost
        Map<String, Object> escape = moves.get(5);
        assertThat(escape.get("label")).isNull();
        assertThat((Integer) escape.get("after")).isGreaterThan(900_000);
        assertThat(review.getString("finishedAt")).isNotNull();
        // asking again answers the review done
        ask(seats.id()).then().statusCode(200).body("status", equalTo("done"));
    }

    @Test
    void twoAskingAtOnceGetOneReviewComputedOnce() throws Exception {
        Seats seats = Games.playedToTheEnd();
        ExecutorService senders = Executors.newFixedThreadPool(2);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Integer>> answers = List.of(
                    senders.submit(() -> {
                        start.await();
                        return ask(seats.id()).statusCode();
                    }),
                    senders.submit(() -> {
                        start.await();
                        return ask(seats.id()).statusCode();
                    }));
            start.countDown();
            for (Future<Integer> answer : answers) {
                assertThat(answer.get()).isIn(200, 202);
            }
        } finally {
            senders.shutdown();
        }
        JsonPath review = done(seats.id());
        assertThat(attempts(seats.id())).isEqualTo(1);
        assertThat(ask(seats.id())
                        .then()
                        .statusCode(200)
                        .extract()
                        .path("requestedAt")
                        .toString())
                .isEqualTo(review.getString("requestedAt"));
    }

    @Test
    void aReviewARestartInterruptedResumesWhereItStopped() throws Exception {
        Seats seats = Games.playedToTheEnd();
        // as a stopped instance leaves it: three positions kept, its claim lapsed
        try (Connection connection = database.getConnection();
                PreparedStatement review = connection.prepareStatement(
                        "insert into reviews (game_id, level, positions, status, attempts, claimed_until)"
                                + " values (?, 5, ?, 'running', 1, now() - interval '1 second')");
                PreparedStatement position = connection.prepareStatement(
                        "insert into review_positions (game_id, ply, score, best_move, line)"
                                + " values (?, ?, ?, 'd2-f2', '{d2-f2}')")) {
            review.setString(1, seats.id());
            review.setInt(2, Games.KING_ESCAPES.size() + 1);
            review.executeUpdate();
            for (int ply = 0; ply < 3; ply++) {
                position.setString(1, seats.id());
                position.setInt(2, ply);
                position.setInt(3, 12_345 + ply);
                position.executeUpdate();
            }
        }

        JsonPath review = done(seats.id());
        assertThat(attempts(seats.id())).isEqualTo(2);
        // the positions kept were not searched again; the others were
        assertThat(review.getInt("moves[0].before")).isEqualTo(12_345);
        assertThat(review.getInt("moves[1].after")).isEqualTo(-12_347);
        assertThat(review.getString("moves[4].label")).isEqualTo("blunder");
    }

    @Test
    void onlyAFinishedGameIsReviewed() {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        ask(seats.id())
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("game-not-finished"))
                .body("instance", equalTo("/api/games/" + seats.id() + "/review"));
        given().get("/api/games/{id}/review", seats.id())
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("code", equalTo("review-not-found"));
        ask("NoSuchGame1").then().statusCode(404).body("code", equalTo("game-not-found"));
    }

    private int attempts(String id) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement read =
                        connection.prepareStatement("select attempts from reviews where game_id = ?")) {
            read.setString(1, id);
            try (ResultSet row = read.executeQuery()) {
                assertThat(row.next()).isTrue();
                return row.getInt(1);
            }
        }
    }
}
