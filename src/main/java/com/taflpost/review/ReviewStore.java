package com.taflpost.review;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/** The reviews' rows: asked for once per game, claimed by one instance at a time, filled a position at a time. */
@ApplicationScoped
public class ReviewStore {
    /** A review's row: its level, positions, status, how many positions are known, when asked and done. */
    public record Row(
            String gameId,
            int level,
            int positions,
            String status,
            int known,
            int attempts,
            Instant requestedAt,
            Instant finishedAt) {}

    /** One position's evaluation: the score from the side to move's view, its best move (null at an end) and line. */
    public record Evaluated(int ply, int score, String bestMove, List<String> line) {}

    private static final String ROW = """
            select r.game_id, r.level, r.positions, r.status,
                   (select count(*) from review_positions p where p.game_id = r.game_id),
                   r.attempts, r.requested_at, r.finished_at
            from reviews r where r.game_id = ?""";

    /** Open reviews nobody holds, or one of them; one statement, so two instances never hold the same review. */
    private static final String CLAIM = """
            update reviews set status = 'running', attempts = attempts + 1,
                   claimed_until = now() + ? * interval '1 millisecond'
            where game_id in (select game_id from reviews
                              where status <> 'done' and (claimed_until is null or claimed_until <= now())
                                and (?::text is null or game_id = ?)
                              order by requested_at limit ? for update skip locked)
            returning game_id""";

    private final DataSource database;

    ReviewStore(DataSource database) {
        this.database = database;
    }

    /** Asks for the game's review; answers whether this call asked first (a review already asked is left as it is). */
    public boolean request(String gameId, int level, int positions) {
        return update(
                        "insert into reviews (game_id, level, positions, status) values (?, ?, ?, 'queued')"
                                + " on conflict (game_id) do nothing",
                        gameId,
                        level,
                        positions)
                > 0;
    }

    public Optional<Row> row(String gameId) {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(ROW)) {
            query.setString(1, gameId);
            try (ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    return Optional.empty();
                }
                Timestamp finished = row.getTimestamp(8);
                return Optional.of(new Row(
                        row.getString(1),
                        row.getInt(2),
                        row.getInt(3),
                        row.getString(4),
                        row.getInt(5),
                        row.getInt(6),
                        row.getTimestamp(7).toInstant(),
                        finished == null ? null : finished.toInstant()));
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** The positions evaluated so far, from the start. */
    public List<Evaluated> positions(String gameId) {
        List<Evaluated> positions = new ArrayList<>();
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select ply, score, best_move, line from review_positions where game_id = ? order by ply")) {
            query.setString(1, gameId);
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    positions.add(new Evaluated(
                            row.getInt(1),
                            row.getInt(2),
                            row.getString(3),
                            Arrays.stream((Object[]) row.getArray(4).getArray())
                                    .map(String.class::cast)
                                    .toList()));
                }
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
        return positions;
    }

    /** Claims up to {@code limit} open reviews (only {@code gameId}'s when given) for {@code lease}. */
    public List<String> claim(String gameId, int limit, Duration lease) {
        List<String> claimed = new ArrayList<>();
        try (Connection connection = database.getConnection();
                PreparedStatement claim = connection.prepareStatement(CLAIM)) {
            claim.setLong(1, lease.toMillis());
            claim.setString(2, gameId);
            claim.setString(3, gameId);
            claim.setInt(4, limit);
            try (ResultSet row = claim.executeQuery()) {
                while (row.next()) {
                    claimed.add(row.getString(1));
                }
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
        return claimed;
    }

    /** Keeps a position's evaluation and holds the claim a while longer; a position kept already is left as it is. */
    public void keep(String gameId, Evaluated position, Duration lease) {
        try (Connection connection = database.getConnection();
                PreparedStatement insert = connection.prepareStatement(
                        "insert into review_positions (game_id, ply, score, best_move, line) values (?, ?, ?, ?, ?)"
                                + " on conflict (game_id, ply) do nothing");
                PreparedStatement hold = connection.prepareStatement(
                        "update reviews set claimed_until = now() + ? * interval '1 millisecond'"
                                + " where game_id = ?")) {
            insert.setString(1, gameId);
            insert.setInt(2, position.ply());
            insert.setInt(3, position.score());
            insert.setString(4, position.bestMove());
            insert.setArray(5, connection.createArrayOf("text", position.line().toArray()));
            insert.executeUpdate();
            hold.setLong(1, lease.toMillis());
            hold.setString(2, gameId);
            hold.executeUpdate();
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** Lets go of a claim, so that the next poll (of any instance) takes the review up again. */
    public void release(String gameId) {
        update("update reviews set claimed_until = null where game_id = ? and status <> 'done'", gameId);
    }

    private int update(String sql, Object... parameters) {
        try (Connection connection = database.getConnection();
                PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setObject(i + 1, parameters[i]);
            }
            return statement.executeUpdate();
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }
}
