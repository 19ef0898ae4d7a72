package com.taflpost.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.rating.Rating;
import com.taflpost.testsupport.TestPlayer;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A start fixes each entrant's rating in the tournament's pool for seeding, read for the whole field at once. */
@QuarkusTest
class TournamentSeedingTest {

    @Inject
    AgroalDataSource database;

    @Test
    void aSwissIsSeededByThePoolsRatingsAndTheStartingRatingForTheUnrated() throws SQLException {
        Tournaments t = Tournaments.entered(Map.of("format", "swiss", "rounds", 1, "gamesPerPairing", 1), 4);
        List<String> n = t.names();
        String p1 = n.get(0), p2 = n.get(1), p3 = n.get(2), p4 = n.get(3);
        // p4 and p3 are rated in the pool (copenhagen on brandubh); p2 has a row there but no rated game, which
        // counts as no rating; a rating in another pool counts for nothing; p1 has none.
        rate(t.players.get(p4), "brandubh", 1900, 12);
        rate(t.players.get(p3), "brandubh", Rating.START_RATING + 100, 3);
        rate(t.players.get(p2), "brandubh", 2400, 0);
        rate(t.players.get(p1), "copenhagen", 2600, 20);

        t.start();

        // Seeding p4, p3, then the unrated in entry order p1, p2: top half against bottom half.
        assertThat(t.pairings(1)).containsExactly(p4 + "-" + p1, p3 + "-" + p2);
        assertThat(seedingRatings(t))
                .isEqualTo(Map.of(
                        p1, Rating.START_RATING, p2, Rating.START_RATING, p3, Rating.START_RATING + 100, p4, 1900.0));
    }

    private void rate(TestPlayer player, String board, double rating, int games) throws SQLException {
        try (Connection connection = database.getConnection();
                PreparedStatement insert = connection.prepareStatement("""
                        insert into player_ratings
                               (player_id, ruleset, board, rating, deviation, volatility, games, last_rated_at)
                        values (?, 'copenhagen', ?, ?, 80, 0.06, ?, now())""")) {
            insert.setObject(1, player.id());
            insert.setString(2, board);
            insert.setDouble(3, rating);
            insert.setInt(4, games);
            insert.executeUpdate();
        }
    }

    private Map<String, Double> seedingRatings(Tournaments t) throws SQLException {
        Map<String, Double> ratings = new HashMap<>();
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement("""
                        select p.name, e.rating from tournament_entries e join players p on p.id = e.player_id
                        where e.tournament_id = ?""")) {
            query.setString(1, t.id);
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    ratings.put(row.getString(1), row.getDouble(2));
                }
            }
        }
        return ratings;
    }
}
