package com.taflpost.tournament;

import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Players;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Measures, and prints, what starting an N-player round robin (two games a pairing) costs, and what reading it costs
 * then: a measurement, not a test (it asserts nothing; speed targets live in benchmarks). Run with
 * {@code ./mvnw -B -o -Pload test -Dtest=TournamentStartTiming -Dtiming.players=8,32,64,128}. The server admits at most
 * 64 players; a larger size is reached by raising the tournament's limit in the database after its creation.
 */
@QuarkusTest
class TournamentStartTiming {

    @Inject
    AgroalDataSource database;

    @Test
    void startAndRead() throws Exception {
        int[] sizes = Arrays.stream(System.getProperty("timing.players", "8,32,64").split(","))
                .mapToInt(Integer::parseInt)
                .toArray();
        for (int size : sizes) {
            System.out.println("TIMING " + measure(size));
        }
    }

    private String measure(int size) throws Exception {
        TestPlayer organiser = Players.register("org");
        String id = Games.as(organiser.token())
                .body(Map.of(
                        "name", "Timing", "ruleset", "copenhagen", "board", "brandubh", "format", "round-robin"))
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        try (Connection connection = database.getConnection();
                PreparedStatement update = connection.prepareStatement(
                        "update tournaments set max_players = greatest(max_players, ?) where id = ?")) {
            update.setInt(1, size);
            update.setString(2, id);
            update.executeUpdate();
        }
        for (int i = 0; i < size; i++) {
            TestPlayer player = Players.register("t" + i);
            Games.as(player.token())
                    .post("/api/tournaments/{id}/entries", id)
                    .then()
                    .statusCode(200);
        }
        long started = System.nanoTime();
        String answer;
        try {
            Response response = Games.as(organiser.token()).post("/api/tournaments/{id}/start", id);
            answer = response.statusCode() + ", " + response.asByteArray().length + " bytes";
        } catch (Exception e) {
            answer = "no answer (" + e.getClass().getSimpleName() + ")";
        }
        long answered = System.nanoTime();
        // the start may go on after a lost answer: it is done when the tournament reads as running
        while (!"running".equals(Games.as(null).get("/api/tournaments/{id}", id).path("status"))) {
            Thread.sleep(200);
        }
        long running = System.nanoTime();
        long games = count("select count(*) from games where tournament_id = ?", id);
        long readStart = System.nanoTime();
        Response read = Games.as(null).get("/api/tournaments/{id}", id);
        long readEnd = System.nanoTime();
        return "players=%d games=%d start=%d ms (%s) running after %d ms; GET tournament %d bytes in %d ms"
                .formatted(
                        size,
                        games,
                        (answered - started) / 1_000_000,
                        answer,
                        (running - started) / 1_000_000,
                        read.asByteArray().length,
                        (readEnd - readStart) / 1_000_000);
    }

    private long count(String sql, String id) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(sql)) {
            query.setString(1, id);
            try (var rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }
}
