package com.taflpost.fairplay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import com.taflpost.game.positionkey.PositionKeyBackfill;
import com.taflpost.rules.Side;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.Seats;
import com.taflpost.testsupport.TestPlayer;
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
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Fair play (docs/api.md, "Fair play"): the computer does not evaluate the position of a game being played for its
 * players, nor a rated game's for anyone, until it ends; the board without the computer works for everyone, and a
 * game against the computer may ask for hints. The games play random lines of their own, so that other games sharing
 * the database stand elsewhere.
 */
@QuarkusTest
class FairPlayTest {
    private static final Random RANDOM = new Random();

    @Inject
    AgroalDataSource database;

    @Inject
    PositionKeyBackfill positionKeys;

    /** POST /api/analysis of the moves on Copenhagen brandubh, with a level-1 evaluation when asked. */
    private static Response analyse(String token, List<String> moves, boolean evaluate) {
        Map<String, Object> body = new HashMap<>(Map.of("ruleset", "copenhagen", "board", "brandubh", "moves", moves));
        if (evaluate) {
            body.put("evaluate", Map.of("level", 1));
        }
        return Games.as(token).body(body).post("/api/analysis");
    }

    /**
     * {@code line} and {@code more} random moves after it, none ending the game: a line no other game plays, this
     * test's earlier runs' included (the test database outlives a run).
     */
    private static List<String> randomLine(List<String> line, int more) {
        List<String> moves = new ArrayList<>(line);
        while (moves.size() < line.size() + more) {
            JsonPath at =
                    analyse(null, moves, false).then().statusCode(200).extract().jsonPath();
            List<String> legal = new ArrayList<>(at.getList("legalMoves", String.class));
            Collections.shuffle(legal, RANDOM);
            for (String move : legal) {
                List<String> tried = new ArrayList<>(moves);
                tried.add(move);
                if (analyse(null, tried, false).then().extract().path("result") == null) {
                    moves.add(move);
                    break;
                }
            }
        }
        return moves;
    }

    private static void play(String id, List<String> line, String attackers, String defenders) {
        for (int ply = 0; ply < line.size(); ply++) {
            Games.move(id, ply % 2 == 0 ? attackers : defenders, line.get(ply), ply)
                    .then()
                    .statusCode(201);
        }
    }

    private static void refused(Response response) {
        response.then()
                .statusCode(403)
                .contentType("application/problem+json")
                .body("code", equalTo("position-in-play"))
                .body("instance", equalTo("/api/analysis"));
    }

    private static void evaluated(Response response) {
        response.then().statusCode(200).body("evaluation.bestMove", notNullValue());
    }

    @Test
    void aRatedGameBeingPlayedIsEvaluatedForNobodyButItsBoardWorks() {
        TestPlayer attackers = Players.register("fair-att");
        TestPlayer defenders = Players.register("fair-def");
        TestPlayer spectator = Players.register("fair-spec");
        String id = Games.registered("copenhagen", attackers, "attackers", defenders, true);
        List<String> line = randomLine(List.of(), 6);
        play(id, line, attackers.token(), defenders.token());

        refused(analyse(attackers.token(), line, true));
        refused(analyse(defenders.token(), line, true));
        refused(analyse(spectator.token(), line, true));
        refused(analyse(null, line, true));
        // the board itself: legal moves, captures, no evaluation
        analyse(attackers.token(), line, false)
                .then()
                .statusCode(200)
                .body("ply", equalTo(6))
                .body("evaluation", nullValue());

        // the mover tries a move and asks about the reply, or tries the reply too: still the game's position
        List<String> tried = randomLine(line, 2);
        refused(analyse(attackers.token(), tried.subList(0, 7), true));
        refused(analyse(attackers.token(), tried, true));
        // the position given as a custom one is the same position
        JsonPath now = Games.shown(id);
        refused(Games.as(attackers.token())
                .body(Map.of(
                        "ruleset",
                        "copenhagen",
                        "position",
                        now.getString("position"),
                        "sideToMove",
                        now.getString("sideToMove"),
                        "evaluate",
                        Map.of("depth", 1)))
                .post("/api/analysis"));

        // once it has ended, everyone may ask
        Games.resign(id, defenders.token()).then().statusCode(200);
        evaluated(analyse(attackers.token(), line, true));
        evaluated(analyse(spectator.token(), line, true));
    }

    @Test
    void aNamedBoardsStartIsEvaluatedWhileARatedGameWaitsThere() {
        TestPlayer attackers = Players.register("fair-att");
        TestPlayer defenders = Players.register("fair-def");
        String id = Games.registered("copenhagen", attackers, "attackers", defenders, true);
        assertThat(Games.shown(id).getInt("ply")).isZero();

        // the start is everyone's: its players and anyone else may ask about it
        evaluated(analyse(attackers.token(), List.of(), true));
        evaluated(analyse(null, List.of(), true));

        // one move on, the position is the game's own again, but still an opening many games share: refused to the
        // game's players only
        List<String> line = randomLine(List.of(), 1);
        play(id, line, attackers.token(), defenders.token());
        refused(analyse(defenders.token(), line, true));
        refused(analyse(attackers.token(), line, true));
        evaluated(analyse(null, line, true));
        Games.resign(id, defenders.token()).then().statusCode(200);
    }

    @Test
    void aRatedGamesOpeningIsRefusedToItsPlayersAndPastItToEveryone() {
        TestPlayer attackers = Players.register("fair-att");
        TestPlayer defenders = Players.register("fair-def");
        TestPlayer spectator = Players.register("fair-spec");
        String id = Games.registered("copenhagen", attackers, "attackers", defenders, true);
        List<String> line = randomLine(List.of(), FairPlay.OPENING_PLIES + 1);
        play(id, line.subList(0, FairPlay.OPENING_PLIES), attackers.token(), defenders.token());
        List<String> opening = line.subList(0, FairPlay.OPENING_PLIES);
        refused(analyse(attackers.token(), opening, true));
        refused(analyse(defenders.token(), opening, true));
        evaluated(analyse(spectator.token(), opening, true));
        evaluated(analyse(null, opening, true));

        // the next move leaves the opening: the rated game's position is refused to everyone again
        Games.move(id, attackers.token(), line.get(FairPlay.OPENING_PLIES), FairPlay.OPENING_PLIES)
                .then()
                .statusCode(201);
        refused(analyse(spectator.token(), line, true));
        refused(analyse(null, line, true));
        Games.resign(id, defenders.token()).then().statusCode(200);
    }

    @Test
    void aCasualGameIsEvaluatedForItsSpectatorsOnly() {
        TestPlayer attackers = Players.register("fair-att");
        TestPlayer defenders = Players.register("fair-def");
        TestPlayer spectator = Players.register("fair-spec");
        String id = Games.registered("copenhagen", attackers, "attackers", defenders, false);
        List<String> line = randomLine(List.of(), 6);
        play(id, line, attackers.token(), defenders.token());

        refused(analyse(attackers.token(), line, true));
        refused(analyse(defenders.token(), line, true));
        evaluated(analyse(spectator.token(), line, true));
        evaluated(analyse(null, line, true));
    }

    @Test
    void anAnonymousGamesSeatsAreItsPlayers() {
        Seats seats = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        List<String> line = randomLine(List.of(), 6);
        play(seats.id(), line, seats.attackers(), seats.defenders());

        refused(analyse(seats.attackers(), line, true));
        refused(analyse(seats.defenders(), line, true));
        evaluated(analyse(null, line, true));
    }

    @Test
    void aGameAgainstTheComputerMayAskForHints() throws InterruptedException {
        JsonPath created = Games.create(
                        null,
                        Map.of(
                                "ruleset",
                                "copenhagen",
                                "board",
                                "brandubh",
                                "side",
                                "attackers",
                                "computer",
                                Map.of("level", 1)))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String id = created.getString("id");
        String seat = created.getString("seat.token");
        // two moves each, so that no position checked is one of the first plies other tests' games share
        JsonPath game = Games.shown(id);
        for (int ply = 0; ply < 4; ply += 2) {
            List<String> played = game.getList("moves", String.class);
            Games.move(id, seat, randomLine(played, 1).get(ply), ply).then().statusCode(201);
            Instant until = Instant.now().plus(Duration.ofSeconds(30));
            while (game.getInt("ply") < ply + 2 && Instant.now().isBefore(until)) {
                Thread.sleep(100);
                game = Games.shown(id);
            }
            assertThat(game.getInt("ply")).isEqualTo(ply + 2);
        }

        evaluated(analyse(seat, game.getList("moves", String.class), true));
        // the position alone, as a hint asks for it
        evaluated(Games.as(seat)
                .body(Map.of(
                        "ruleset",
                        "copenhagen",
                        "position",
                        game.getString("position"),
                        "sideToMove",
                        game.getString("sideToMove"),
                        "evaluate",
                        Map.of("level", 1)))
                .post("/api/analysis"));
    }

    @Test
    void runningGamesFromBeforeTheKeyGetItAtStartup() throws Exception {
        TestPlayer attackers = Players.register("fair-att");
        TestPlayer defenders = Players.register("fair-def");
        String id = Games.registered("copenhagen", attackers, "attackers", defenders, true);
        List<String> line = randomLine(List.of(), 6);
        play(id, line, attackers.token(), defenders.token());
        long key = key(id);
        try (Connection connection = database.getConnection();
                PreparedStatement forget =
                        connection.prepareStatement("update games set position_key = null where id = ?")) {
            forget.setString(1, id);
            forget.executeUpdate();
        }
        evaluated(analyse(attackers.token(), line, true));

        assertThat(positionKeys.backfill()).isPositive();
        assertThat(key(id)).isEqualTo(key);
        refused(analyse(attackers.token(), line, true));
        Games.resign(id, defenders.token()).then().statusCode(200);
    }

    @Test
    void aTakebackPutsTheKeyBack() throws Exception {
        Seats seats = Seats.of(Games.seated(Map.of("ruleset", "copenhagen", "board", "brandubh")));
        List<String> line = randomLine(List.of(), 5);
        play(seats.id(), line, seats.attackers(), seats.defenders());
        JsonPath moved = Games.shown(seats.id());
        assertThat(key(seats.id()))
                .isEqualTo(PositionKey.of(moved.getString("position"), Side.fromId(moved.getString("sideToMove"))));
        // the attackers made the last move: they take it back
        Games.as(seats.attackers())
                .post("/api/games/{id}/takeback", seats.id())
                .then()
                .statusCode(200);
        Games.as(seats.defenders())
                .post("/api/games/{id}/takeback/accept", seats.id())
                .then()
                .statusCode(200);
        JsonPath back = Games.shown(seats.id());
        assertThat(back.getInt("ply")).isEqualTo(4);
        assertThat(key(seats.id()))
                .isEqualTo(PositionKey.of(back.getString("position"), Side.fromId(back.getString("sideToMove"))));
        refused(analyse(seats.attackers(), line.subList(0, 4), true));
    }

    private long key(String id) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement read = connection.prepareStatement("select position_key from games where id = ?")) {
            read.setString(1, id);
            try (ResultSet row = read.executeQuery()) {
                assertThat(row.next()).isTrue();
                return row.getLong(1);
            }
        }
    }
}
