package com.taflpost.game.takeback;

import static com.taflpost.testsupport.Games.as;
import static com.taflpost.testsupport.Games.move;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.game.GameEntity;
import com.taflpost.game.GameStore;
import com.taflpost.http.CachedJsonList;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestClock;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

@QuarkusTest
class TakebackTest {
    private static final long HOUR = Duration.ofHours(1).toMillis();
    private static final long SLACK = Duration.ofSeconds(10).toMillis();
    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    TestClock clock;

    @Inject
    AgroalDataSource database;

    @Inject
    GameStore store;

    private static Response offer(String id, String token) {
        return as(token).post("/api/games/{id}/takeback", id);
    }

    private static Response accept(String id, String token) {
        return as(token).post("/api/games/{id}/takeback/accept", id);
    }

    private static Response decline(String id, String token) {
        return as(token).post("/api/games/{id}/takeback/decline", id);
    }

    private static Response pending(String id, String token) {
        return as(token).get("/api/games/{id}/takeback", id);
    }

    /** A timed anonymous game on brandubh, a day each and an hour more a move, with three moves played. */
    private Seats threeMovesIn() {
        Seats seats = Seats.of(Games.seated(Map.of(
                "ruleset",
                "copenhagen",
                "board",
                "brandubh",
                "timeControl",
                Map.of("type", "fischer", "initial", "P1D", "increment", "PT1H"))));
        clock.advance(Duration.ofHours(2));
        move(seats.id(), seats.attackers(), "b4-b2", 0).then().statusCode(201);
        clock.advance(Duration.ofHours(3));
        move(seats.id(), seats.defenders(), "c4-c7", 1).then().statusCode(201);
        clock.advance(Duration.ofHours(4));
        move(seats.id(), seats.attackers(), "a4-a5", 2).then().statusCode(201);
        return seats;
    }

    @Test
    void theOpponentAcceptsAndTheGameGoesBackWithItsClocks() {
        Seats seats = threeMovesIn();
        String id = seats.id();
        // the defenders take back their move and the attackers' reply after it: back to ply 1
        offer(id, seats.defenders())
                .then()
                .statusCode(200)
                .body("by", equalTo("defenders"))
                .body("ply", equalTo(3))
                .body("toPly", equalTo(1));
        // offering again: the same offer
        offer(id, seats.defenders()).then().statusCode(200).body("toPly", equalTo(1));
        pending(id, seats.attackers()).then().statusCode(200).body("by", equalTo("defenders"));
        pending(id, null).then().statusCode(401);
        accept(id, seats.defenders()).then().statusCode(409).body("code", equalTo("own-takeback-offer"));
        offer(id, seats.attackers()).then().statusCode(409).body("code", equalTo("takeback-pending"));

        clock.advance(Duration.ofHours(5));
        JsonPath taken = accept(id, seats.attackers())
                .then()
                .statusCode(200)
                .body("ply", equalTo(1))
                .body("moves", equalTo(List.of("b4-b2")))
                .body("moveTimes", hasSize(1))
                .body("sideToMove", equalTo("defenders"))
                .body("yourSide", equalTo("attackers"))
                .extract()
                .jsonPath();
        // the attackers keep what they had after their first move (a day, less two hours, plus one); the
        // defenders, who had not moved at ply 1, their whole day, running from now
        assertThat(taken.getLong("clock.attackers.millis")).isBetween(23 * HOUR - SLACK, 23 * HOUR);
        assertThat(taken.getLong("clock.defenders.millis")).isBetween(24 * HOUR - SLACK, 24 * HOUR);

        JsonPath shown = Games.shown(id);
        assertThat(shown.getList("moves")).containsExactly("b4-b2");
        assertThat(shown.getInt("ply")).isEqualTo(1);
        assertThat(shown.getLong("clock.defenders.millis")).isBetween(24 * HOUR - SLACK, 24 * HOUR);
        given().get("/api/games/{id}/legal-moves", id).then().statusCode(200).body("ply", equalTo(1));
        assertThat(given().get("/api/games/{id}/record", id).asString())
                .contains("1. b4-b2 {clk 22:59:")
                .doesNotContain("c4-c7");
        pending(id, seats.attackers()).then().statusCode(404).body("code", equalTo("no-takeback-offer"));
        accept(id, seats.attackers()).then().statusCode(409).body("code", equalTo("no-takeback-offer"));

        // the game goes on from there, the times aligned with the moves
        move(id, seats.defenders(), "c4-c7", 1).then().statusCode(201).body("moveTimes", hasSize(2));

        List<JsonNode> offered = events(id + "/attackers", "takeback-offered");
        assertThat(offered).hasSize(1);
        assertThat(offered.get(0).path("by").asText()).isEqualTo("defenders");
        assertThat(offered.get(0).path("toPly").asInt()).isEqualTo(1);
        assertThat(events(id + "/defenders", "takeback-offered")).isEmpty();
        for (String recipient : List.of(id + "/attackers", id + "/defenders", "game:" + id)) {
            List<JsonNode> accepted = events(recipient, "takeback-accepted");
            assertThat(accepted).as(recipient).hasSize(1);
            assertThat(accepted.get(0).path("ply").asInt()).isEqualTo(1);
            assertThat(accepted.get(0).path("fromPly").asInt()).isEqualTo(3);
            assertThat(accepted.get(0).path("sideToMove").asText()).isEqualTo("defenders");
            assertThat(accepted.get(0)
                            .path("clock")
                            .path("attackers")
                            .path("millis")
                            .asLong())
                    .isBetween(23 * HOUR - SLACK, 23 * HOUR);
        }
    }

    @Test
    void theOffererAloneGoesBackWhenTheOpponentHasNotReplied() {
        Seats seats = threeMovesIn();
        offer(seats.id(), seats.attackers()).then().statusCode(200).body("toPly", equalTo(2));
        accept(seats.id(), seats.defenders())
                .then()
                .statusCode(200)
                .body("ply", equalTo(2))
                .body("sideToMove", equalTo("attackers"));
    }

    @Test
    void aTakebackDropsTheConditionalMovesPreparedForThePositionTakenBack() {
        Seats seats = threeMovesIn();
        as(seats.attackers())
                .body(Map.of("lines", List.of(List.of("e4-e3", "d1-c1"))))
                .put("/api/games/{id}/conditional-moves", seats.id())
                .then()
                .statusCode(200);
        offer(seats.id(), seats.attackers()).then().statusCode(200);
        accept(seats.id(), seats.defenders()).then().statusCode(200).body("ply", equalTo(2));
        as(seats.attackers())
                .get("/api/games/{id}/conditional-moves", seats.id())
                .then()
                .statusCode(200)
                .body("lines", empty());
        // the attackers play again; the defenders' e4-e3 is then answered by nobody
        move(seats.id(), seats.attackers(), "a4-a5", 2).then().statusCode(201);
        move(seats.id(), seats.defenders(), "e4-e3", 3).then().statusCode(201).body("ply", equalTo(4));
    }

    @Test
    void declinedOffersEndAndMovesCancelThem() {
        Seats seats = threeMovesIn();
        String id = seats.id();
        offer(id, seats.attackers()).then().statusCode(200);
        decline(id, seats.attackers()).then().statusCode(409).body("code", equalTo("own-takeback-offer"));
        decline(id, seats.defenders()).then().statusCode(200).body("by", equalTo("attackers"));
        pending(id, seats.defenders()).then().statusCode(404);
        decline(id, seats.defenders()).then().statusCode(409).body("code", equalTo("no-takeback-offer"));
        assertThat(events(id + "/attackers", "takeback-declined")).hasSize(1);
        assertThat(events(id + "/defenders", "takeback-declined")).hasSize(1);

        offer(id, seats.attackers()).then().statusCode(200);
        move(id, seats.defenders(), "d4-a4", 3).then().statusCode(201);
        pending(id, seats.attackers()).then().statusCode(404);
        accept(id, seats.defenders()).then().statusCode(409).body("code", equalTo("no-takeback-offer"));
        assertThat(Games.shown(id).getInt("ply")).isEqualTo(4);
        List<JsonNode> cancelled = events(id + "/defenders", "takeback-cancelled");
        assertThat(cancelled).hasSize(1);
        assertThat(cancelled.get(0).path("by").asText()).isEqualTo("attackers");
        assertThat(events(id + "/attackers", "takeback-cancelled")).hasSize(1);
    }

    @Test
    void thereMustBeAMoveToTakeBackInAnActiveGame() {
        JsonPath game = Games.anonymous("copenhagen", "brandubh");
        Seats seats = Seats.of(game);
        offer(seats.id(), seats.attackers()).then().statusCode(409).body("code", equalTo("no-move-to-take-back"));
        move(seats.id(), seats.attackers(), "b4-b2", 0).then().statusCode(201);
        offer(seats.id(), seats.defenders()).then().statusCode(409).body("code", equalTo("no-move-to-take-back"));
        offer(seats.id(), null).then().statusCode(401);
        offer("NoSuchGame", seats.attackers()).then().statusCode(404);

        Seats over = Games.playedToTheEnd();
        offer(over.id(), over.attackers()).then().statusCode(409).body("code", equalTo("game-over"));
        offer(over.id(), seats.attackers()).then().statusCode(403).body("code", equalTo("wrong-game"));
    }

    @Test
    void ratedGamesRefuseTakebacksAndCannotAllowThem() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String rated = Games.registered("copenhagen", astrid, "attackers", bjorn, true);
        assertThat(Games.shown(rated).getBoolean("takebacksAllowed")).isFalse();
        move(rated, astrid.token(), "b4-b2", 0).then().statusCode(201);
        offer(rated, astrid.token()).then().statusCode(409).body("code", equalTo("takeback-not-allowed"));

        Map<String, Object> body = new HashMap<>(Map.of(
                "ruleset",
                "copenhagen",
                "board",
                "brandubh",
                "opponent",
                bjorn.name(),
                "rated",
                true,
                "takebacks",
                true));
        Games.create(astrid.token(), body).then().statusCode(422).body("code", equalTo("takebacks-in-rated-game"));
        Map<String, Object> challenge = new HashMap<>(Map.of(
                "ruleset",
                "copenhagen",
                "board",
                "brandubh",
                "opponent",
                bjorn.name(),
                "rated",
                true,
                "takebacks",
                true));
        as(astrid.token())
                .body(challenge)
                .post("/api/challenges")
                .then()
                .statusCode(422)
                .body("code", equalTo("takebacks-in-rated-game"));

        body.remove("rated");
        String allowing = Games.create(astrid.token(), body)
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        assertThat(Games.shown(allowing).getBoolean("takebacksAllowed")).isTrue();
        String casual = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        assertThat(Games.shown(casual).getBoolean("takebacksAllowed")).isTrue();
        move(casual, astrid.token(), "b4-b2", 0).then().statusCode(201);
        offer(casual, astrid.token()).then().statusCode(200);
        pending(casual, bjorn.token()).then().statusCode(200);
        List<JsonNode> offered = events(bjorn.id().toString(), "takeback-offered");
        assertThat(offered).hasSize(1);
        pending(casual, Players.register("carl").token()).then().statusCode(403);
    }

    /**
     * The one who is offered a takeback both accepts and moves at once (two tabs): one of the two wins, the other is
     * refused, and the game is one or the other, its moves and times aligned.
     */
    @Test
    void anAcceptRacingAMoveLosesNothing() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            int accepted = 0;
            int moved = 0;
            for (int round = 0; round < 6; round++) {
                Seats seats = threeMovesIn();
                String id = seats.id();
                offer(id, seats.attackers()).then().statusCode(200);
                CountDownLatch start = new CountDownLatch(1);
                CompletableFuture<Response> accepting = CompletableFuture.supplyAsync(
                        () -> {
                            await(start);
                            return accept(id, seats.defenders());
                        },
                        pool);
                CompletableFuture<Response> moving = CompletableFuture.supplyAsync(
                        () -> {
                            await(start);
                            return move(id, seats.defenders(), "d4-a4", 3);
                        },
                        pool);
                start.countDown();
                Response acceptAnswer = accepting.get();
                Response moveAnswer = moving.get();
                JsonPath shown = Games.shown(id);
                if (acceptAnswer.statusCode() == 200) {
                    accepted++;
                    assertThat(moveAnswer.statusCode()).isEqualTo(409);
                    assertThat(shown.getList("moves")).containsExactly("b4-b2", "c4-c7");
                } else {
                    moved++;
                    assertThat(acceptAnswer.statusCode()).isEqualTo(409);
                    assertThat(acceptAnswer.jsonPath().getString("code")).isEqualTo("no-takeback-offer");
                    assertThat(moveAnswer.statusCode()).isEqualTo(201);
                    assertThat(shown.getList("moves")).containsExactly("b4-b2", "c4-c7", "a4-a5", "d4-a4");
                }
                assertThat(shown.getList("moveTimes")).hasSameSizeAs(shown.getList("moves"));
                assertThat(shown.getList("moveTimes.at")).doesNotContainNull();
                pending(id, seats.attackers()).then().statusCode(404);
            }
            assertThat(accepted + moved).isEqualTo(6);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The takeback's write is conditional on the version read: on a game that moved meanwhile it changes nothing. */
    @Test
    void aTakebackWrittenOnAStaleVersionChangesNothing() {
        Seats seats = threeMovesIn();
        String id = seats.id();
        GameEntity stale = store.read(id).orElseThrow().detachedCopy();
        move(id, seats.defenders(), "d4-a4", 3).then().statusCode(201);
        stale.moves = CachedJsonList.of(stale.moves.subList(0, 1));
        stale.moveTimes = GameStore.aligned(stale.moveTimes, 1);
        stale.moveClocksMs = GameStore.aligned(stale.moveClocksMs, 1);

        assertThatThrownBy(() -> QuarkusTransaction.requiringNew().run(() -> store.writeTakeback(stale, List.of())))
                .isInstanceOf(RuntimeException.class);

        JsonPath shown = Games.shown(id);
        assertThat(shown.getList("moves")).containsExactly("b4-b2", "c4-c7", "a4-a5", "d4-a4");
        assertThat(shown.getList("moveTimes")).hasSize(4);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private List<JsonNode> events(String recipient, String type) {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select payload::text from events where recipient = ? and type = ? order by id")) {
            query.setString(1, recipient);
            query.setString(2, type);
            List<JsonNode> payloads = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    payloads.add(JSON.readTree(rows.getString(1)));
                }
            }
            return payloads;
        } catch (SQLException | java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
