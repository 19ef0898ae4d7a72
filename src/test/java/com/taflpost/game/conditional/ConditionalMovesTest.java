package com.taflpost.game.conditional;

import static com.taflpost.testsupport.Games.as;
import static com.taflpost.testsupport.Games.move;
import static com.taflpost.testsupport.Games.resign;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ConditionalMovesTest {
    @Inject
    DataSource database;

    private static Response put(String id, String token, List<List<String>> lines) {
        return as(token).body(Map.of("lines", lines)).put("/api/games/{id}/conditional-moves", id);
    }

    private static JsonPath get(String id, String token) {
        return as(token)
                .get("/api/games/{id}/conditional-moves", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    private static List<String> moves(String id) {
        return given().get("/api/games/{id}", id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("moves");
    }

    @Test
    void theOpponentsMoveOfALineIsAnsweredAtOnceAndTheLinesGoOn() {
        JsonPath seated = Games.anonymous("copenhagen", "brandubh");
        String id = seated.getString("id");
        String attackers = seated.getString("seats.attackers");
        String defenders = seated.getString("seats.defenders");
        move(id, attackers, "b4-b2", 0).then().statusCode(201);

        put(id, attackers, List.of(List.of("c4-c7", "a4-a5", "d4-a4", "a5-a6"), List.of("c4-c6", "a4-a5")))
                .then()
                .statusCode(200)
                .body("side", equalTo("attackers"))
                .body("ply", equalTo(1))
                .body("lines.size()", equalTo(2))
                .body("lines[0]", equalTo(List.of("c4-c7", "a4-a5", "d4-a4", "a5-a6")));
        assertThat(get(id, attackers).getList("lines")).hasSize(2);
        // the opponent reads only their own side, and learns nothing of the other's
        JsonPath theirs = get(id, defenders);
        assertThat(theirs.getString("side")).isEqualTo("defenders");
        assertThat(theirs.getList("lines")).isEmpty();

        // the defenders play the first move of the first line: the reply comes with it
        move(id, defenders, "c4-c7", 1)
                .then()
                .statusCode(201)
                .body("ply", equalTo(3))
                .body("sideToMove", equalTo("defenders"));
        assertThat(moves(id)).containsExactly("b4-b2", "c4-c7", "a4-a5");
        JsonPath left = get(id, attackers);
        assertThat(left.getInt("ply")).isEqualTo(3);
        assertThat(left.getList("lines")).containsExactly(List.of("d4-a4", "a5-a6"));

        move(id, defenders, "d4-a4", 3).then().statusCode(201).body("ply", equalTo(5));
        assertThat(get(id, attackers).getList("lines")).isEmpty();
        // the defenders' king escapes on their own move: the game goes on as any other
        move(id, defenders, "a4-a1", 5)
                .then()
                .statusCode(201)
                .body("status", equalTo("finished"))
                .body("result.winner", equalTo("defenders"));
    }

    @Test
    void aGameEndedOffTheBoardKeepsNoLines() throws SQLException {
        JsonPath seated = Games.anonymous("copenhagen", "brandubh");
        String id = seated.getString("id");
        String attackers = seated.getString("seats.attackers");
        String defenders = seated.getString("seats.defenders");
        move(id, attackers, "b4-b2", 0).then().statusCode(201);
        put(id, attackers, List.of(List.of("c4-c7", "a4-a5"))).then().statusCode(200);
        assertThat(storedLines(id)).isEqualTo(2);

        resign(id, defenders).then().statusCode(200).body("status", equalTo("finished"));
        assertThat(storedLines(id)).isZero();
        assertThat(get(id, attackers).getList("lines")).isEmpty();
    }

    /** The rows of conditional moves the game keeps, counting its row's mark of a side with lines as one more. */
    private int storedLines(String id) throws SQLException {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement("select count(*) from conditional_moves"
                        + " where game_id = ? union all select count(*) from games where id = ? and conditional_side"
                        + " is not null")) {
            query.setString(1, id);
            query.setString(2, id);
            int rows = 0;
            try (ResultSet counts = query.executeQuery()) {
                while (counts.next()) {
                    rows += counts.getInt(1);
                }
            }
            return rows;
        }
    }

    @Test
    void aMoveNoLineBeginsWithDropsTheLines() {
        JsonPath seated = Games.anonymous("copenhagen", "brandubh");
        String id = seated.getString("id");
        String attackers = seated.getString("seats.attackers");
        String defenders = seated.getString("seats.defenders");
        move(id, attackers, "b4-b2", 0).then().statusCode(201);
        put(id, attackers, List.of(List.of("c4-c7", "a4-a5"))).then().statusCode(200);

        move(id, defenders, "c4-c6", 1).then().statusCode(201).body("ply", equalTo(2));
        assertThat(moves(id)).containsExactly("b4-b2", "c4-c6");
        assertThat(get(id, attackers).getList("lines")).isEmpty();
        // the attackers move by hand on their turn as always
        move(id, attackers, "a4-a5", 2).then().statusCode(201);
    }

    @Test
    void aClearedLineIsNotPlayed() {
        JsonPath seated = Games.anonymous("copenhagen", "brandubh");
        String id = seated.getString("id");
        String attackers = seated.getString("seats.attackers");
        String defenders = seated.getString("seats.defenders");
        move(id, attackers, "b4-b2", 0).then().statusCode(201);
        put(id, attackers, List.of(List.of("c4-c7", "a4-a5"))).then().statusCode(200);

        as(attackers).delete("/api/games/{id}/conditional-moves", id).then().statusCode(204);
        // the opponent clearing "theirs" leaves the attackers' lines alone, but there are none left anyway
        as(defenders).delete("/api/games/{id}/conditional-moves", id).then().statusCode(204);
        assertThat(get(id, attackers).getList("lines")).isEmpty();
        move(id, defenders, "c4-c7", 1).then().statusCode(201).body("ply", equalTo(2));
    }

    @Test
    void theOpponentClearingLeavesTheLines() {
        JsonPath seated = Games.anonymous("copenhagen", "brandubh");
        String id = seated.getString("id");
        String attackers = seated.getString("seats.attackers");
        String defenders = seated.getString("seats.defenders");
        move(id, attackers, "b4-b2", 0).then().statusCode(201);
        put(id, attackers, List.of(List.of("c4-c7", "a4-a5"))).then().statusCode(200);
        as(defenders).delete("/api/games/{id}/conditional-moves", id).then().statusCode(204);
        move(id, defenders, "c4-c7", 1).then().statusCode(201).body("ply", equalTo(3));
    }

    @Test
    void aReplyThatWinsEndsTheGameAsAMoveByHand() {
        JsonPath seated = Games.anonymous("copenhagen", "brandubh");
        String id = seated.getString("id");
        String attackers = seated.getString("seats.attackers");
        String defenders = seated.getString("seats.defenders");
        List<String> escape = Games.KING_ESCAPES;
        for (int ply = 0; ply < 4; ply++) {
            move(id, ply % 2 == 0 ? attackers : defenders, escape.get(ply), ply)
                    .then()
                    .statusCode(201);
        }
        put(id, defenders, List.of(List.of("a5-a6", "a4-a1"))).then().statusCode(200);

        move(id, attackers, "a5-a6", 4)
                .then()
                .statusCode(201)
                .body("ply", equalTo(6))
                .body("status", equalTo("finished"))
                .body("result.winner", equalTo("defenders"));
        JsonPath over = Games.shown(id);
        assertThat(over.getString("result.winner")).isEqualTo("defenders");
        assertThat(get(id, defenders).getList("lines")).isEmpty();
        put(id, defenders, List.of(List.of("a5-a6", "a4-a1")))
                .then()
                .statusCode(409)
                .body("code", equalTo("game-over"));
    }

    @Test
    void linesAreCheckedWhenStored() {
        JsonPath seated = Games.anonymous("copenhagen", "brandubh");
        String id = seated.getString("id");
        String attackers = seated.getString("seats.attackers");
        String defenders = seated.getString("seats.defenders");
        move(id, attackers, "b4-b2", 0).then().statusCode(201);

        put(id, defenders, List.of(List.of("b2-b3", "c4-c7")))
                .then()
                .statusCode(409)
                .body("code", equalTo("conditional-on-your-turn"));
        put(id, attackers, List.of(List.of("c4-c7", "a4-a5", "d4-a4")))
                .then()
                .statusCode(400)
                .body("code", equalTo("odd-line"));
        Response illegal = put(id, attackers, List.of(List.of("c4-c7", "a4-a5"), List.of("c4-c7", "d2-d4")));
        illegal.then()
                .statusCode(422)
                .body("code", equalTo("blocked"))
                .body("line", equalTo(1))
                .body("ply", equalTo(2));
        // a move of the wrong side is refused too, as the first move of the line
        put(id, attackers, List.of(List.of("a4-a5", "c4-c7")))
                .then()
                .statusCode(422)
                .body("line", equalTo(0))
                .body("ply", equalTo(1));
        List<List<String>> many = new ArrayList<>();
        for (int i = 0; i <= ConditionalMoves.MAX_LINES; i++) {
            many.add(List.of("c4-c7", "a4-a5"));
        }
        put(id, attackers, many).then().statusCode(400);
        List<String> tooLong = new ArrayList<>();
        for (int i = 0; i < ConditionalMoves.MAX_LINE_PLIES + 2; i++) {
            tooLong.add("c4-c7");
        }
        put(id, attackers, List.of(tooLong)).then().statusCode(400);
        put(id, attackers, List.of()).then().statusCode(400);
        as(attackers)
                .body("{}")
                .put("/api/games/{id}/conditional-moves", id)
                .then()
                .statusCode(400);
        put(id, null, List.of(List.of("c4-c7", "a4-a5"))).then().statusCode(401);
        JsonPath other = Games.anonymous("copenhagen", "brandubh");
        put(id, other.getString("seats.attackers"), List.of(List.of("c4-c7", "a4-a5")))
                .then()
                .statusCode(403)
                .body("code", equalTo("wrong-game"));
        as(other.getString("seats.attackers"))
                .get("/api/games/{id}/conditional-moves", id)
                .then()
                .statusCode(403);
        // nothing refused was stored
        assertThat(get(id, attackers).getList("lines")).isEmpty();
    }

    @Test
    void registeredPlayersSeeOnlyTheirOwnLines() {
        TestPlayer astrid = Players.register("astrid");
        TestPlayer bjorn = Players.register("bjorn");
        TestPlayer cnut = Players.register("cnut");
        String id = Games.registered("copenhagen", astrid, "attackers", bjorn, false);
        move(id, astrid.token(), "b4-b2", 0).then().statusCode(201);
        put(id, astrid.token(), List.of(List.of("c4-c7", "a4-a5"))).then().statusCode(200);

        as(bjorn.token())
                .get("/api/games/{id}/conditional-moves", id)
                .then()
                .statusCode(200)
                .body("side", equalTo("defenders"))
                .body("lines", empty())
                .body("ply", nullValue());
        as(cnut.token())
                .get("/api/games/{id}/conditional-moves", id)
                .then()
                .statusCode(403)
                .body("code", equalTo("not-in-game"));
        as(null).get("/api/games/{id}/conditional-moves", id).then().statusCode(401);
        move(id, bjorn.token(), "c4-c7", 1).then().statusCode(201).body("ply", equalTo(3));
        assertThat(moves(id)).containsExactly("b4-b2", "c4-c7", "a4-a5");
    }

    @Test
    void aReplyAndTheSameMoveByHandArePlayedOnce() throws Exception {
        raceReplyWithMoveByHand("a4-a5", 200, null);
    }

    @Test
    void aReplyAndAnotherMoveByHandArePlayedOnce() throws Exception {
        raceReplyWithMoveByHand("a4-a6", 409, "stale-ply");
    }

    /**
     * The attackers' line answers c4-c7 with a4-a5 while the attackers send {@code byHand} for the same ply, as soon
     * as it is their turn: exactly one move is played, the reply, and the move by hand gets the usual answer.
     */
    private void raceReplyWithMoveByHand(String byHand, int handStatus, String handCode) throws Exception {
        JsonPath seated = Games.anonymous("copenhagen", "brandubh");
        String id = seated.getString("id");
        String attackers = seated.getString("seats.attackers");
        String defenders = seated.getString("seats.defenders");
        move(id, attackers, "b4-b2", 0).then().statusCode(201);
        put(id, attackers, List.of(List.of("c4-c7", "a4-a5"))).then().statusCode(200);

        CompletableFuture<Response> hand = CompletableFuture.supplyAsync(() -> {
            Instant until = Instant.now().plus(Duration.ofSeconds(20));
            Response answer;
            do {
                answer = move(id, attackers, byHand, 2);
            } while (answer.statusCode() == 409
                    && "stale-ply".equals(answer.jsonPath().getString("code"))
                    && answer.jsonPath().getInt("ply") == 1
                    && Instant.now().isBefore(until));
            return answer;
        });
        Response opponent = move(id, defenders, "c4-c7", 1);
        Response answer = hand.get();

        opponent.then().statusCode(201).body("ply", equalTo(3));
        assertThat(answer.statusCode()).isEqualTo(handStatus);
        if (handCode != null) {
            assertThat(answer.jsonPath().getString("code")).isEqualTo(handCode);
        }
        assertThat(moves(id)).containsExactly("b4-b2", "c4-c7", "a4-a5");
    }
}
