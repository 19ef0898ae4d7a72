package com.taflpost.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.taflpost.game.Timeouts;
import com.taflpost.testsupport.TestClock;
import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The sweeper settles overdue games as sets; two identical rated round robins whose games all run out of time at
 * once, one settled one game at a time (as a reader does) and one by the sweeper's batches, end with the same events,
 * ratings and standings.
 */
@QuarkusTest
class BulkTimeoutsTest {

    @Inject
    TestClock clock;

    @Inject
    AgroalDataSource database;

    @Inject
    EntityManager entities;

    @Inject
    Timeouts timeouts;

    @Test
    void aBatchSettlesAsOneGameAtATimeDoes() throws Exception {
        World oneByOne = world();
        World batched = world();
        long before = scalar("select coalesce(max(id), 0) from events");
        // Held by this transaction, the first world's games are skipped by the scheduled sweeper's batches, which
        // settle the second world's meanwhile; here they are settled one at a time, in the order of their deadlines.
        QuarkusTransaction.requiringNew().run(() -> {
            List<?> ids = entities.createNativeQuery(
                            "select id from games where tournament_id = :id order by deadline nulls last, id for update")
                    .setParameter("id", oneByOne.tournament.id)
                    .getResultList();
            clock.advance(Duration.ofDays(2));
            ids.forEach(id -> timeouts.settle((String) id));
        });
        timeouts.sweep();

        assertThat(oneByOne.tournament.view().getString("status")).isEqualTo("finished");
        assertThat(batched.tournament.view().getString("status")).isEqualTo("finished");
        assertThat(batched.events(before)).isNotEmpty().isEqualTo(oneByOne.events(before));
        List<double[]> expected = oneByOne.ratings();
        List<double[]> actual = batched.ratings();
        assertThat(actual).hasSameSizeAs(expected).hasSize(4);
        for (int i = 0; i < expected.size(); i++) {
            for (int v = 0; v < expected.get(i).length; v++) {
                assertThat(actual.get(i)[v]).isCloseTo(expected.get(i)[v], within(1e-6));
            }
        }
        assertThat(batched.standings()).isEqualTo(oneByOne.standings());
    }

    /**
     * A sweep that meets a tournament held by another transaction (an organiser's ruling, a round being paired) leaves
     * that tournament's games for a later batch instead of waiting for it while holding their rows: the order of locks
     * that made a sweep and a tournament operation deadlock. Once the tournament is free, a sweep settles them.
     */
    @Test
    void aSweepLeavesTheGamesOfAHeldTournamentForLater() throws Exception {
        World held = world();
        try (Connection organiser = database.getConnection()) {
            organiser.setAutoCommit(false);
            try (PreparedStatement lock =
                    organiser.prepareStatement("select 1 from tournaments where id = ? for update")) {
                lock.setString(1, held.tournament.id);
                lock.executeQuery().close();
            }
            clock.advance(Duration.ofDays(2));
            // the bound only keeps a sweep that waits (the fault this proves absent) from hanging the suite
            CompletableFuture.runAsync(timeouts::sweep).get(5, TimeUnit.MINUTES);
            assertThat(activeGames(held)).isEqualTo(held.games.size());
            organiser.rollback();
        }
        timeouts.sweep();
        assertThat(activeGames(held)).isZero();
        assertThat(held.tournament.view().getString("status")).isEqualTo("finished");
    }

    private long activeGames(World world) throws SQLException {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select count(*) from games where tournament_id = ? and status = 'active'")) {
            query.setString(1, world.tournament.id);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }

    /**
     * A rated round robin of four, one game per pairing and a day per move, every game open: some with no move, some
     * with one move of each side (rated), some with the defenders to move.
     */
    private World world() {
        Tournaments t = Tournaments.entered(
                Map.of(
                        "format",
                        "round-robin",
                        "rated",
                        true,
                        "gamesPerPairing",
                        1,
                        "timeControl",
                        Map.of("type", "per-move", "perMove", "P1D")),
                4);
        t.start();
        List<String> games = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            List<Map<String, Object>> inRound = t.games(round);
            for (int board = 0; board < inRound.size(); board++) {
                Map<String, Object> game = inRound.get(board);
                String attacker = (String) game.get("attackers");
                String defender = (String) game.get("defenders");
                games.add((String) game.get("gameId"));
                switch ((round + board) % 3) {
                    case 0 -> t.opening(round, attacker, defender);
                    case 1 -> t.attackerMoves(round, attacker, defender);
                    default -> {}
                }
            }
        }
        return new World(t, games);
    }

    private long scalar(String sql) throws SQLException {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(sql);
                ResultSet row = query.executeQuery()) {
            row.next();
            return row.getLong(1);
        }
    }

    /** A tournament and its games in round and board order. */
    private final class World {
        final Tournaments tournament;
        final List<String> games;
        final List<String> names;
        final List<String> ids;

        World(Tournaments tournament, List<String> games) {
            this.tournament = tournament;
            this.games = games;
            this.names = tournament.names();
            this.ids = names.stream()
                    .map(n -> tournament.players.get(n).id().toString())
                    .toList();
        }

        /** Replaces what differs between worlds (ids, names, times) by what it stands for. */
        String normal(String text) {
            String out = text.replace(tournament.id, "T").replace(tournament.organiser.name(), "O");
            for (int i = 0; i < games.size(); i++) {
                out = out.replace(games.get(i), "G" + i);
            }
            for (int i = 0; i < names.size(); i++) {
                out = out.replace(ids.get(i), "P" + i).replace(names.get(i), "N" + i);
            }
            return out.replaceAll("\\d{4}-\\d\\d-\\d\\dT[0-9:.]+Z", "TIME");
        }

        /** The events written after {@code after} to the world's players and games, normalised and sorted. */
        List<String> events(long after) throws SQLException {
            List<String> events = new ArrayList<>();
            try (Connection connection = database.getConnection();
                    PreparedStatement query = connection.prepareStatement("""
                            select recipient, type, coalesce(game_id, ''), payload::text from events
                            where id > ? and (recipient = any(?) or game_id = any(?))""")) {
                query.setLong(1, after);
                query.setObject(2, ids.toArray(String[]::new));
                query.setObject(3, games.toArray(String[]::new));
                try (ResultSet row = query.executeQuery()) {
                    while (row.next()) {
                        events.add(normal(row.getString(1) + " " + row.getString(2) + " " + row.getString(3) + " "
                                + row.getString(4)));
                    }
                }
            }
            events.sort(null);
            return events;
        }

        /** Each player's rating, deviation, volatility and games, in entry order. */
        List<double[]> ratings() throws SQLException {
            List<double[]> ratings = new ArrayList<>();
            for (String id : ids) {
                try (Connection connection = database.getConnection();
                        PreparedStatement query = connection.prepareStatement(
                                "select rating, deviation, volatility, games from player_ratings where player_id = ?::uuid")) {
                    query.setString(1, id);
                    try (ResultSet row = query.executeQuery()) {
                        assertThat(row.next()).isTrue();
                        ratings.add(new double[] {row.getDouble(1), row.getDouble(2), row.getDouble(3), row.getInt(4)});
                    }
                }
            }
            return ratings;
        }

        String standings() {
            return normal(tournament.standings().prettify());
        }
    }
}
