package com.taflpost.explorer;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The explorer (docs/api.md, "Explorer"): the moves played from a position in finished games, with their results,
 * and the games themselves a page at a time. The games play a random line of their own, so that the position they
 * share is theirs alone among the games the test database keeps from earlier runs.
 */
@QuarkusTest
class ExplorerTest {
    private static final Random RANDOM = new Random();

    private static JsonPath analysed(List<String> moves) {
        return Games.as(null)
                .body(Map.of("ruleset", "copenhagen", "board", "brandubh", "moves", moves))
                .post("/api/analysis")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** The legal moves after {@code line} that do not end the game, shuffled. */
    private static List<String> goingOn(List<String> line) {
        List<String> legal = new ArrayList<>(analysed(line).getList("legalMoves", String.class));
        Collections.shuffle(legal, RANDOM);
        List<String> going = new ArrayList<>();
        for (String move : legal) {
            List<String> tried = new ArrayList<>(line);
            tried.add(move);
            if (analysed(tried).get("result") == null) {
                going.add(move);
                if (going.size() == 2) {
                    break;
                }
            }
        }
        return going;
    }

    private static List<String> randomLine(int plies) {
        List<String> line = new ArrayList<>();
        while (line.size() < plies) {
            line.add(goingOn(line).get(0));
        }
        return line;
    }

    /** A game that plays {@code line}, then ends when the side named resigns (or goes on when none is). */
    private static String play(List<String> line, String resigning) {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        for (int ply = 0; ply < line.size(); ply++) {
            Games.move(seats.id(), seats.toMoveAt(ply), line.get(ply), ply)
                    .then()
                    .statusCode(201);
        }
        if (resigning != null) {
            Games.resign(seats.id(), resigning.equals("attackers") ? seats.attackers() : seats.defenders())
                    .then()
                    .statusCode(200);
        }
        return seats.id();
    }

    private static List<String> with(List<String> line, String move) {
        List<String> longer = new ArrayList<>(line);
        longer.add(move);
        return longer;
    }

    private static JsonPath explore(Map<String, String> query) {
        return given().queryParams(query)
                .get("/api/explorer")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    @Test
    void countsTheMovesOfFinishedGamesWithTheirResultsAndPagesTheirGames() throws InterruptedException {
        List<String> line = randomLine(6);
        List<String> next = goingOn(line);
        String one = next.get(0);
        String other = next.get(1);
        String attackersWon = play(with(line, one), "defenders");
        String defendersWon = play(with(line, one), "attackers");
        String otherWon = play(with(line, other), "defenders");
        String running = play(with(line, one), null);

        Map<String, String> board =
                Map.of("ruleset", "copenhagen", "board", "brandubh", "moves", String.join(",", line));
        JsonPath explored = explore(board);
        Instant until = Instant.now().plus(Duration.ofSeconds(10));
        while (explored.getLong("games") < 3 && Instant.now().isBefore(until)) {
            Thread.sleep(50);
            explored = explore(board);
        }
        assertThat(explored.getLong("games")).isEqualTo(3);
        assertThat(explored.getString("sideToMove")).isEqualTo("attackers");
        assertThat(explored.getList("moves.move")).containsExactly(one, other);
        assertThat(explored.getMap("moves[0]"))
                .containsEntry("games", 2)
                .containsEntry("attackersWon", 1)
                .containsEntry("defendersWon", 1)
                .containsEntry("draws", 0);
        assertThat(explored.getMap("moves[1]"))
                .containsEntry("games", 1)
                .containsEntry("attackersWon", 1)
                .containsEntry("defendersWon", 0);

        // the same position given as a position string
        JsonPath at = analysed(line);
        JsonPath same = explore(Map.of(
                "ruleset", "copenhagen", "position", at.getString("position"), "side", at.getString("sideToMove")));
        assertThat(same.getList("moves")).isEqualTo(explored.getList("moves"));

        // the games, two to a page, by the next link; the running game is not among them
        Set<String> seen = new HashSet<>();
        JsonPath page = given().queryParams(board)
                .queryParam("size", 2)
                .get("/api/explorer/games")
                .then()
                .statusCode(200)
                .body("size", equalTo(2))
                .extract()
                .jsonPath();
        assertThat(page.getList("items")).hasSize(2);
        page.getList("items.gameId", String.class).forEach(seen::add);
        String nextLink = page.getString("next");
        assertThat(nextLink).isNotNull();
        URI link = URI.create(nextLink);
        JsonPath last = given().urlEncodingEnabled(false)
                .get(link.getRawPath() + "?" + link.getRawQuery())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertThat(last.getList("items")).hasSize(1);
        assertThat(last.getString("next")).isNull();
        last.getList("items.gameId", String.class).forEach(seen::add);
        assertThat(seen)
                .containsExactlyInAnyOrder(attackersWon, defendersWon, otherWon)
                .doesNotContain(running);
        assertThat(last.getInt("items[0].ply")).isEqualTo(line.size() + 1);

        // only the games that played a move
        given().queryParams(board)
                .queryParam("move", other)
                .get("/api/explorer/games")
                .then()
                .statusCode(200)
                .body("items.gameId", equalTo(List.of(otherWon)))
                .body("items[0].winner", equalTo("attackers"))
                .body("items[0].reason", equalTo("resignation"));
    }

    @Test
    void theMoveThatEndsAGameIsIndexedToo() {
        Games.playedToTheEnd();
        List<String> line = Games.KING_ESCAPES;
        String last = line.get(line.size() - 1);
        JsonPath before = explore(Map.of(
                "ruleset",
                "copenhagen",
                "board",
                "brandubh",
                "moves",
                String.join(",", line.subList(0, line.size() - 1))));
        assertThat(before.getList("moves.move")).contains(last);
        int index = before.getList("moves.move").indexOf(last);
        assertThat(before.getInt("moves[" + index + "].defendersWon")).isPositive();
    }

    @Test
    void aPositionWithoutItsSideOrAnIllegalLineIsRefused() {
        JsonPath start = analysed(List.of());
        given().queryParam("ruleset", "copenhagen")
                .queryParam("position", start.getString("position"))
                .get("/api/explorer")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("side-required"));
        given().queryParam("ruleset", "copenhagen")
                .queryParam("board", "brandubh")
                .queryParam("moves", "d1-d7")
                .get("/api/explorer")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("ply", equalTo(1));
        given().queryParam("ruleset", "chess")
                .get("/api/explorer/games")
                .then()
                .statusCode(400)
                .body("code", equalTo("unknown-ruleset"));
    }
}
