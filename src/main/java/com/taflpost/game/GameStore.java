package com.taflpost.game;

import static com.taflpost.game.GameRow.REASON;
import static com.taflpost.game.GameRow.SIDE;
import static com.taflpost.game.GameRow.STATUS;
import static com.taflpost.game.GameRow.WINNER;

import com.taflpost.event.EventLog;
import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.http.CachedJsonList;
import com.taflpost.player.PlayerDeleted;
import com.taflpost.rules.Side;
import com.taflpost.standby.Standby;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * The one place a game is read and written ({@link GameBatches} writes many at once). Reads that show a game, and moves, use plain JDBC into a detached
 * {@link GameEntity} (or a {@link GameEntity.Glance} of it): one narrow query, and for a move one conditional update
 * made with its events, because Hibernate's row processing and flush cost more than the rest of a read or a move.
 * Other changes (joining, resigning, ending) load the game managed by Hibernate and {@link #save} it. Every write is
 * conditional on the version read: of two concurrent changes one loses, and is run once more
 * ({@link Conflicts#retrying}).
 */
@ApplicationScoped
public class GameStore {

    /**
     * Moves, each on its game as read (by version): the moves, the time, the clock, the position key and, when it ends the game, the
     * status and result; the move's time and its mover's clock after it go with it, and a takeback offer ends. A
     * row another transaction holds is skipped, not waited for (its move lost a race), so that a
     * statement of many games' moves never waits, holding some rows, for a change waiting on its events' locks. Each
     * row is found by primary key and updated by ctid, and the always-true range on {@code made} keeps the planner
     * from assuming few moves: both keep the generic plan off the table's statistics (see docs/performance.md).
     */
    private static final String RECORD_MOVES = """
            update games g set moves = array_append(g.moves, m.move), updated_at = m.updated_at,
                   move_times = array_append(g.move_times, m.updated_at),
                   move_clock_ms = array_append(g.move_clock_ms, m.mover_ms), takeback_offered_by = null,
                   attackers_ms = m.attackers_ms, defenders_ms = m.defenders_ms, deadline = m.deadline,
                   status = m.status, result_winner = m.result_winner, result_reason = m.result_reason,
                   position_key = m.position_key, version = g.version + 1
            from unnest(?::text[], ?::bigint[], ?::text[], ?::timestamptz[], ?::bigint[], ?::bigint[],
                        ?::timestamptz[], ?::text[], ?::text[], ?::text[], ?::bigint[], ?::bigint[])
                 with ordinality m(id, version, move, updated_at, attackers_ms, defenders_ms, deadline, status,
                                   result_winner, result_reason, mover_ms, position_key, made)
                 cross join lateral (select l.ctid from games l where l.id = m.id and l.version = m.version
                                     for update skip locked) l
            where g.ctid = l.ctid and g.id = m.id and m.made between 1 and 2147483647
            returning m.made::int as made""";

    /**
     * A takeback: the game goes back to its first {@code ply} moves, with the clocks and deadline given, no offer and
     * the next version, on the version read; change 1, for {@link EventLog#raiseIf}.
     */
    private static final String TAKE_BACK = """
            update games set moves = moves[1:?], move_times = move_times[1:?], move_clock_ms = move_clock_ms[1:?],
                   attackers_ms = ?, defenders_ms = ?, deadline = ?::timestamptz, updated_at = ?::timestamptz,
                   takeback_offered_by = null, conditional_side = null, position_key = ?, version = version + 1
            where id = ? and version = ? and status = 'active'
            returning 1 as made""";

    private static final String GLANCE =
            "select plies, status, (status = 'active' and deadline <= ?), version from games where id = ?";

    /** A move played on a game as read, with what it changed on it: what {@link #moves} writes. */
    record MoveToWrite(GameEntity game, String notation) {}

    private final DataSource database;
    private final EntityManager entities;
    private final EventLog log;
    private final MoveWriter writer;
    private final Standby standby;

    GameStore(DataSource database, EntityManager entities, EventLog log, MoveWriter writer, Standby standby) {
        this.database = database;
        this.standby = standby;
        this.entities = entities;
        this.log = log;
        this.writer = writer;
    }

    /**
     * The game with its moves and its players' ids and names (nothing else of theirs), in one query and detached:
     * to show it, or to play a move on it. Needs no transaction.
     */
    public Optional<GameEntity> read(String id) {
        return read(database, id);
    }

    /** The same, to show it: served by the standby when it may (see {@link Standby}). */
    Optional<GameEntity> show(String id) {
        return read(standby.reads(), id);
    }

    private static Optional<GameEntity> read(DataSource source, String id) {
        try (Connection connection = source.getConnection();
                PreparedStatement query = connection.prepareStatement(GameRow.QUERY)) {
            query.setString(1, id);
            try (ResultSet row = query.executeQuery()) {
                return row.next() ? Optional.of(GameRow.read(row)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /**
     * The games, each as {@link #read} reads it, in one query; in the caller's transaction when there is one. In no
     * particular order; a missing id is left out.
     */
    public List<GameEntity> readAll(List<String> ids) {
        return readAll(database, ids);
    }

    /** The same, to show them: served by the standby when it may (see {@link Standby}). */
    public List<GameEntity> showAll(List<String> ids) {
        return readAll(standby.reads(), ids);
    }

    private static List<GameEntity> readAll(DataSource source, List<String> ids) {
        try (Connection connection = source.getConnection();
                PreparedStatement query =
                        connection.prepareStatement(GameRow.QUERY.replace("g.id = ?", "g.id = any(?)"))) {
            query.setObject(1, ids.toArray(String[]::new));
            List<GameEntity> games = new ArrayList<>(ids.size());
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    games.add(GameRow.read(row));
                }
            }
            return games;
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** The game's {@link GameEntity.Glance} at {@code now}, in one query of one short row, on the standby if it may. */
    public Optional<GameEntity.Glance> glance(String id, Instant now) {
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement(GLANCE)) {
            // typed: a parameter of unspecified type costs a second round trip to describe the statement
            query.setObject(1, now.atOffset(ZoneOffset.UTC));
            query.setString(2, id);
            try (ResultSet row = query.executeQuery()) {
                return row.next()
                        ? Optional.of(new GameEntity.Glance(
                                row.getInt(1), row.getString(2), row.getBoolean(3), row.getLong(4)))
                        : Optional.empty();
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** The game with its moves and players, managed by Hibernate in the caller's transaction, to change it. */
    public Optional<GameEntity> load(String id) {
        return entities.createQuery("""
                        select g from GameEntity g
                        left join fetch g.attackers
                        left join fetch g.defenders
                        left join fetch g.reserved
                        where g.id = :id""", GameEntity.class)
                .setParameter("id", id)
                .getResultStream()
                .findFirst();
    }

    /** The managed game as its row stands now (a concurrent change may have been committed meanwhile). */
    public void refresh(GameEntity managed) {
        entities.refresh(managed);
    }

    /** A waiting or running game's current position key, to write on the version it was read at. */
    public record KeyedPosition(String id, long version, long key) {}

    /**
     * Writes each game's position key if the game is still at the version it was read at (one that moved has its key
     * from its move); how many it wrote. For games stored before the key existed.
     */
    public int keyPositions(List<KeyedPosition> keyed) {
        if (keyed.isEmpty()) {
            return 0;
        }
        try (Connection connection = database.getConnection();
                PreparedStatement update =
                        connection.prepareStatement("update games set position_key = ? where id = ? and version = ?")) {
            for (KeyedPosition position : keyed) {
                update.setLong(1, position.key());
                update.setString(2, position.id());
                update.setLong(3, position.version());
                update.addBatch();
            }
            return Arrays.stream(update.executeBatch()).filter(n -> n > 0).sum();
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** Stores a new game, in the caller's transaction. */
    public void create(GameEntity game) {
        entities.persist(game);
    }

    /**
     * Writes the changes of the caller's transaction now, so that a collision with a concurrent change surfaces
     * inside {@link Conflicts#retrying} (which runs the request again) rather than at commit.
     */
    public void save() {
        try {
            entities.flush();
        } catch (PersistenceException e) {
            if (Conflicts.isConflict(e)) {
                throw new Conflicts.Conflict(e);
            }
            throw e;
        }
    }

    /**
     * Writes a move played on {@code game} as read and changed by the move (time, clock), with the events that tell
     * of it; returns once committed. A move that does not end its game is written by the {@link MoveWriter} with
     * other games' moves. Lost to a concurrent change of the game: nothing was written, and it is refused as a
     * collision (see {@link Conflicts#retrying}).
     */
    void writeMove(GameEntity game, String notation, List<NewEvent> events) {
        Conflicts.requireUpdated(writer.write(new MoveToWrite(game, notation), events));
    }

    /** The same in the caller's transaction, for a move that ends its game: its ending commits with it. */
    public void writeMoveNow(GameEntity game, String notation, List<NewEvent> events) {
        Conflicts.requireUpdated(log.raiseIf(moves(List.of(new MoveToWrite(game, notation))), events));
    }

    /**
     * The write of moves, each on its game as read, as one conditional update per game on the version it was read
     * at, made with the moves' events ({@link EventLog#raiseEach}, numbered as {@code moves} is ordered). At most one
     * move per game.
     */
    static EventLog.Change moves(List<MoveToWrite> moves) {
        return new EventLog.Change(RECORD_MOVES, update -> {
            update.setObject(1, moves.stream().map(m -> m.game().id).toArray(String[]::new));
            update.setObject(2, moves.stream().map(m -> m.game().version).toArray(Long[]::new));
            update.setObject(3, moves.stream().map(MoveToWrite::notation).toArray(String[]::new));
            update.setObject(
                    4, moves.stream().map(m -> GameRow.text(m.game().updatedAt)).toArray(String[]::new));
            update.setObject(
                    5, moves.stream().map(m -> m.game().clock.attackersMs()).toArray(Long[]::new));
            update.setObject(
                    6, moves.stream().map(m -> m.game().clock.defendersMs()).toArray(Long[]::new));
            update.setObject(
                    7,
                    moves.stream()
                            .map(m -> GameRow.text(m.game().clock.deadline()))
                            .toArray(String[]::new));
            update.setObject(
                    8,
                    moves.stream()
                            .map(m -> STATUS.convertToDatabaseColumn(m.game().status))
                            .toArray(String[]::new));
            update.setObject(
                    9,
                    moves.stream()
                            .map(m -> WINNER.convertToDatabaseColumn(m.game().resultWinner))
                            .toArray(String[]::new));
            update.setObject(
                    10,
                    moves.stream()
                            .map(m -> REASON.convertToDatabaseColumn(m.game().resultReason))
                            .toArray(String[]::new));
            update.setObject(11, moves.stream().map(GameStore::moverMs).toArray(Long[]::new));
            update.setObject(12, moves.stream().map(m -> m.game().positionKey).toArray(Long[]::new));
        });
    }

    /**
     * Names {@code side} (null for none) as the side with conditional moves in the game as read, on the version read
     * (the next one after it); lost to a concurrent change of the game, it is refused as a collision. In the caller's
     * transaction.
     */
    public void writeConditionalSide(GameEntity game, Side side) {
        try (Connection connection = database.getConnection();
                PreparedStatement update = connection.prepareStatement(
                        "update games set conditional_side = ?, version = version + 1 where id = ? and version = ?")) {
            update.setString(1, SIDE.convertToDatabaseColumn(side));
            update.setString(2, game.id);
            update.setLong(3, game.version);
            Conflicts.requireUpdated(update.executeUpdate() == 1);
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
        game.conditionalSide = side;
        game.version++;
    }

    /**
     * Clears the side with conditional moves of a game whose row the caller's transaction wrote already (a move's, which
     * took its version on): no version more, so that the row changes no more than the move changed it.
     */
    public void forgetConditionalSide(GameEntity game) {
        entities.createNativeQuery("update games set conditional_side = null where id = :id")
                .setParameter("id", game.id)
                .executeUpdate();
        game.conditionalSide = null;
    }

    /**
     * A deleted player's games show their new name: a new version each, so that none is served as an instance knew it
     * before. In the deleting transaction.
     */
    void renamed(@Observes PlayerDeleted deleted) {
        entities.createNativeQuery("update games set version = version + 1"
                        + " where :id in (attackers_player_id, defenders_player_id, reserved_player_id)")
                .setParameter("id", deleted.id())
                .executeUpdate();
    }

    /** The mover's time left after the move: the clock the move left on its side (null without a clock). */
    private static Long moverMs(MoveToWrite move) {
        GameEntity game = move.game();
        return game.sideToMove(game.ply()) == Side.ATTACKERS ? game.clock.attackersMs() : game.clock.defendersMs();
    }

    /**
     * The game as its row stands after its move was written: one more move with its time and clock, no takeback
     * offer, the next version.
     */
    public static void moved(GameEntity game, String notation) {
        Long moverMs = moverMs(new MoveToWrite(game, notation));
        game.moveTimes = appended(aligned(game.moveTimes, game.ply()), game.updatedAt);
        game.moveClocksMs = appended(aligned(game.moveClocksMs, game.ply()), moverMs);
        game.moves = CachedJsonList.of(game.moves).plus(notation);
        game.takebackOfferedBy = null;
        game.version++;
    }

    /** {@code values} with one more at the end; nulls allowed. */
    private static <T> List<T> appended(List<T> values, T value) {
        List<T> more = new ArrayList<>(values.size() + 1);
        more.addAll(values);
        more.add(value);
        return Collections.unmodifiableList(more);
    }

    /** The first {@code size} of {@code values}, padded with nulls where it has fewer. */
    public static <T> List<T> aligned(List<T> values, int size) {
        if (values.size() == size) {
            return values;
        }
        List<T> fit = new ArrayList<>(values.subList(0, Math.min(size, values.size())));
        while (fit.size() < size) {
            fit.add(null);
        }
        return Collections.unmodifiableList(fit);
    }

    /**
     * Writes {@code game} taken back (its moves, clocks, time already cut and set on it, its version the one read)
     * with {@code events}, in the caller's transaction; a collision when the game changed since it was read.
     */
    public void writeTakeback(GameEntity game, List<NewEvent> events) {
        int ply = game.ply();
        Conflicts.requireUpdated(log.raiseIf(
                new EventLog.Change(TAKE_BACK, update -> {
                    update.setInt(1, ply);
                    update.setInt(2, ply);
                    update.setInt(3, ply);
                    update.setObject(4, game.clock.attackersMs(), Types.BIGINT);
                    update.setObject(5, game.clock.defendersMs(), Types.BIGINT);
                    update.setString(6, GameRow.text(game.clock.deadline()));
                    update.setString(7, GameRow.text(game.updatedAt));
                    update.setObject(8, game.positionKey, Types.BIGINT);
                    update.setString(9, game.id);
                    update.setLong(10, game.version);
                }),
                events));
        game.version++;
    }
}
