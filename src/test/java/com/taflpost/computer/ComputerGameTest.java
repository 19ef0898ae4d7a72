package com.taflpost.computer;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Playing the computer: it takes the other seat, its moves come by themselves, once, whichever instance thinks. */
@QuarkusTest
class ComputerGameTest {

    @Inject
    AgroalDataSource database;

    @Inject
    ComputerMoves computerMoves;

    private static JsonPath created(String token, Map<String, ?> body) {
        return Games.create(token, body).then().statusCode(201).extract().jsonPath();
    }

    private static Map<String, Object> againstComputer(String side, int level) {
        return Map.of("ruleset", "copenhagen", "board", "brandubh", "side", side, "computer", Map.of("level", level));
    }

    /** The game once its ply reaches {@code ply}, or as it is after the wait. */
    private static JsonPath awaitPly(String id, int ply) throws InterruptedException {
        Instant until = Instant.now().plus(Duration.ofSeconds(30));
        JsonPath game =
                Games.as(null).get("/api/games/{id}", id).then().extract().jsonPath();
        while (game.getInt("ply") < ply && Instant.now().isBefore(until)) {
            Thread.sleep(100);
            game = Games.as(null).get("/api/games/{id}", id).then().extract().jsonPath();
        }
        return game;
    }

    @Test
    void anAnonymousPersonPlaysAndTheComputerAnswers() throws Exception {
        JsonPath game = created(null, againstComputer("attackers", 2));
        assertThat(game.getString("status")).isEqualTo("active");
        assertThat(game.getInt("computer.level")).isEqualTo(2);
        assertThat(game.getString("computer.side")).isEqualTo("defenders");
        assertThat(game.getString("yourSide")).isEqualTo("attackers");
        assertThat(game.getString("invitation")).isNull();
        String id = game.getString("id");
        String seat = game.getString("seat.token");

        Games.move(id, seat, "b4-b2", 0).then().statusCode(201);
        JsonPath answered = awaitPly(id, 2);
        assertThat(answered.getInt("ply")).isEqualTo(2);
        assertThat(answered.getString("sideToMove")).isEqualTo("attackers");
        String reply = answered.getList("moves", String.class).get(1);
        List<String> afterReply = analysed(List.of("b4-b2", reply));
        assertThat(analysed(List.of("b4-b2")))
                .as("the computer's reply is legal")
                .contains(reply);
        // the person plays on
        Games.move(id, seat, afterReply.get(0), 2).then().statusCode(201);
        assertThat(awaitPly(id, 4).getInt("ply")).isEqualTo(4);
    }

    /** The legal moves after these moves from brandubh's start. */
    private static List<String> analysed(List<String> moves) {
        return given().contentType("application/json")
                .body(Map.of("ruleset", "copenhagen", "board", "brandubh", "moves", moves))
                .post("/api/analysis")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("legalMoves", String.class);
    }

    @Test
    void theComputerMovesFirstWhenItHasTheAttackers() throws Exception {
        TestPlayer astrid = Players.register("astrid");
        JsonPath game = created(astrid.token(), againstComputer("defenders", 1));
        assertThat(game.getString("players.defenders")).isEqualTo(astrid.name());
        assertThat(game.getString("players.attackers")).isNull();
        JsonPath moved = awaitPly(game.getString("id"), 1);
        assertThat(moved.getInt("ply")).isEqualTo(1);
        assertThat(moved.getString("sideToMove")).isEqualTo("defenders");
    }

    @Test
    void theComputerPlaysUnderCustomRulesAndTakesAnEdgeEscape() throws Exception {
        // escape to any edge: the king on d4 wins in one move, which under Copenhagen would be no escape
        Map<String, Object> body = Map.of(
                "rules", Map.of("escape", "edges", "corners", "none", "exit-fort", "no"),
                "position", "/7/7/7/3K3/7/6t/7/",
                "sideToMove", "defenders",
                "side", "attackers",
                "computer", Map.of("level", 1));
        String id = created(null, body).getString("id");
        JsonPath moved = awaitPly(id, 1);
        assertThat(moved.getString("ruleset")).isEqualTo("custom");
        assertThat(moved.getString("status")).isEqualTo("finished");
        assertThat(moved.getString("result.winner")).isEqualTo("defenders");
        assertThat(moved.getString("result.reason")).isEqualTo("king-escaped");
    }

    @Test
    void nobodyTakesTheComputersSeat() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        String id = created(astrid.token(), againstComputer("attackers", 3)).getString("id");
        Games.join(id, bjorn.token()).then().statusCode(409).body("code", equalTo("seat-taken"));
        Games.move(id, bjorn.token(), "b4-b2", 0).then().statusCode(403);
    }

    @Test
    void aComputerGameIsNeverRatedAndHasNoOtherOpponent() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        Map<String, Object> rated = new java.util.HashMap<>(againstComputer("attackers", 3));
        rated.put("rated", true);
        Games.create(astrid.token(), rated).then().statusCode(422).body("code", equalTo("unratable-game"));
        Map<String, Object> named = new java.util.HashMap<>(againstComputer("attackers", 3));
        named.put("opponent", bjorn.name());
        Games.create(astrid.token(), named).then().statusCode(400).body("code", equalTo("computer-and-opponent"));
        for (Object level : List.of(0, 9)) {
            Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh", "computer", Map.of("level", level)))
                    .then()
                    .statusCode(400)
                    .body("code", equalTo("validation"));
        }
        Games.create(null, Map.of("ruleset", "copenhagen", "board", "brandubh", "computer", Map.of()))
                .then()
                .statusCode(400)
                .body("code", equalTo("validation"));
        created(null, againstComputer("attackers", 8));
    }

    @Test
    void aHeldTurnWaitsForItsClaimToLapseAndIsThenTakenOver() throws Exception {
        JsonPath game = created(null, againstComputer("attackers", 1));
        String id = game.getString("id");
        // another instance claims the computer's coming turn, and dies
        claim(id, 1, Duration.ofHours(1));
        Games.move(id, game.getString("seat.token"), "b4-b2", 0).then().statusCode(201);
        Thread.sleep(1500);
        assertThat(awaitPly(id, 1).getInt("ply"))
                .as("a held claim is left alone")
                .isEqualTo(1);
        claim(id, 1, Duration.ofSeconds(-1));
        assertThat(awaitPly(id, 2).getInt("ply")).isEqualTo(2);
    }

    @Test
    void aTurnThoughtTwiceIsPlayedOnce() throws Exception {
        JsonPath game = created(null, againstComputer("attackers", 1));
        String id = game.getString("id");
        claim(id, 1, Duration.ofHours(1));
        Games.move(id, game.getString("seat.token"), "b4-b2", 0).then().statusCode(201);
        ComputerMoves.Turn turn = new ComputerMoves.Turn(id, 1);
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            Callable<Boolean> think = () -> computerMoves.think(turn);
            List<Future<Boolean>> played = two.invokeAll(List.of(think, think));
            long written = 0;
            for (Future<Boolean> one : played) {
                written += one.get() ? 1 : 0;
            }
            assertThat(written).isEqualTo(1);
        } finally {
            two.shutdownNow();
        }
        JsonPath after =
                Games.as(null).get("/api/games/{id}", id).then().extract().jsonPath();
        assertThat(after.getInt("ply")).isEqualTo(2);
        assertThat(after.getList("moves")).hasSize(2);
        assertThat(after.getString("result")).isNull();
    }

    @Test
    void theComputerGrantsATakeback() throws Exception {
        JsonPath game = created(null, againstComputer("attackers", 1));
        String id = game.getString("id");
        String seat = game.getString("seat.token");
        Games.move(id, seat, "b4-b2", 0).then().statusCode(201);
        assertThat(awaitPly(id, 2).getInt("ply")).isEqualTo(2);
        Games.as(seat).post("/api/games/{id}/takeback", id).then().statusCode(200);
        Instant until = Instant.now().plus(Duration.ofSeconds(30));
        JsonPath now =
                Games.as(null).get("/api/games/{id}", id).then().extract().jsonPath();
        while (now.getInt("ply") != 0 && Instant.now().isBefore(until)) {
            Thread.sleep(100);
            now = Games.as(null).get("/api/games/{id}", id).then().extract().jsonPath();
        }
        assertThat(now.getInt("ply"))
                .as("the person's move and the computer's reply are taken back")
                .isZero();
        assertThat(now.getString("sideToMove")).isEqualTo("attackers");
    }

    @Test
    void anEndedGameGivesTheComputerNothingToDo() throws Exception {
        JsonPath game = created(null, againstComputer("attackers", 1));
        String id = game.getString("id");
        Games.resign(id, game.getString("seat.token")).then().statusCode(200);
        assertThat(computerMoves.think(new ComputerMoves.Turn(id, 0))).isFalse();
        Games.as(null)
                .get("/api/games/{id}", id)
                .then()
                .body("ply", equalTo(0))
                .body("result.winner", equalTo("defenders"));
    }

    private void claim(String gameId, int ply, Duration held) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement statement = connection.prepareStatement(
                        "insert into computer_claims (game_id, ply, claimed_until) values (?, ?, now() + ? *"
                                + " interval '1 millisecond') on conflict (game_id) do update set ply = excluded.ply,"
                                + " claimed_until = excluded.claimed_until")) {
            statement.setString(1, gameId);
            statement.setInt(2, ply);
            statement.setLong(3, held.toMillis());
            statement.executeUpdate();
        }
    }
}
