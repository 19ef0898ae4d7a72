package com.taflpost.game;

import com.taflpost.clock.GameClock;
import com.taflpost.event.EventLog;
import com.taflpost.event.EventLog.NewEvent;
import com.taflpost.http.CachedJsonList;
import com.taflpost.player.Player;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Side;
import io.quarkus.logging.Log;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.OptimisticLockException;
import jakarta.persistence.PersistenceException;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.hibernate.StaleStateException;

/**
 * The one place a game is read and written. Reads that show a game, and moves, use plain JDBC into a detached
 * {@link GameEntity} (or a {@link GameEntity.Glance} of it): one narrow query, and for a move one conditional update
 * made with its events, because Hibernate's row processing and flush cost more than the rest of a read or a move.
 * Other changes (joining, resigning, ending) load the game managed by Hibernate and {@link #save} it. Every write is
 * conditional on the version read: of two concurrent changes one loses, and is run once more ({@link #retrying}).
 */
@ApplicationScoped
public class GameStore {
    private static final String QUERY = """
            select g.id, g.ruleset, g.board_id, g.start_position, g.start_side, g.anonymous, g.imported, g.rated,
                   g.tournament_id, g.tournament_round, g.status, g.result_winner, g.result_reason, g.created_at,
                   g.updated_at, g.version, g.clock_type, g.clock_per_move_ms, g.clock_initial_ms,
                   g.clock_increment_ms, g.clock_cap_ms, g.attackers_ms, g.defenders_ms, g.deadline, g.moves,
                   a.id, a.name, d.id, d.name, r.id, r.name, g.rematch, g.rematch_of, g.rematch_offered_by,
                   g.seat_games, g.move_times, g.move_clock_ms, g.takebacks, g.takeback_offered_by,
                   g.conditional_side, a.vacation_until, d.vacation_until, coalesce(t.vacation_allowed, true)
            from games g
            left join players a on a.id = g.attackers_player_id
            left join players d on d.id = g.defenders_player_id
            left join players r on r.id = g.reserved_player_id
            left join tournaments t on t.id = g.tournament_id
            where g.id = ?""";

    /**
     * Moves, each on its game as read (by version): the moves, the time, the clock and, when it ends the game, the
     * status and result; the move's time and its mover's clock after it go with it, and a takeback offer ends. A row another transaction holds is skipped, not waited for (its move lost a race), so that a
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
                   version = g.version + 1
            from unnest(?::text[], ?::bigint[], ?::text[], ?::timestamptz[], ?::bigint[], ?::bigint[],
                        ?::timestamptz[], ?::text[], ?::text[], ?::text[], ?::bigint[])
                 with ordinality m(id, version, move, updated_at, attackers_ms, defenders_ms, deadline, status,
                                   result_winner, result_reason, mover_ms, made)
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
                   takeback_offered_by = null, conditional_side = null, version = version + 1
            where id = ? and version = ? and status = 'active'
            returning 1 as made""";

    /**
     * New games with both seats taken, one row per element of the arrays: what {@link #createAll} writes. The
     * columns left out take their defaults (no moves, version 0, no result, nobody reserved).
     */
    private static final String INSERT_SEATED = """
            insert into games (id, ruleset, board_id, start_position, start_side, attackers_player_id,
                               defenders_player_id, anonymous, imported, rated, tournament_id, tournament_round,
                               status, created_at, updated_at, clock_type, clock_per_move_ms, clock_initial_ms,
                               clock_increment_ms, clock_cap_ms, attackers_ms, defenders_ms, deadline)
            select id, ruleset, board_id, start_position, start_side, attackers::uuid, defenders::uuid, false, false,
                   rated, tournament_id, tournament_round, status, created_at, updated_at, clock_type, per_move_ms,
                   initial_ms, increment_ms, cap_ms, attackers_ms, defenders_ms, deadline
            from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::boolean[],
                        ?::text[], ?::int[], ?::text[], ?::timestamptz[], ?::timestamptz[], ?::text[], ?::bigint[],
                        ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::timestamptz[])
                 g(id, ruleset, board_id, start_position, start_side, attackers, defenders, rated, tournament_id,
                   tournament_round, status, created_at, updated_at, clock_type, per_move_ms, initial_ms, increment_ms,
                   cap_ms, attackers_ms, defenders_ms, deadline)""";

    private static final String GLANCE =
            "select plies, status, (status = 'active' and deadline <= ?), version from games where id = ?";

    private static final GameEntity.SideColumn SIDE = new GameEntity.SideColumn();
    private static final GameEntity.StatusColumn STATUS = new GameEntity.StatusColumn();
    private static final GameEntity.WinnerColumn WINNER = new GameEntity.WinnerColumn();
    private static final GameEntity.ReasonColumn REASON = new GameEntity.ReasonColumn();

    /** A move played on a game as read, with what it changed on it: what {@link #moves} writes. */
    record MoveToWrite(GameEntity game, String notation) {}

    private final DataSource database;
    private final EntityManager entities;
    private final EventLog log;
    private final MoveWriter writer;

    GameStore(DataSource database, EntityManager entities, EventLog log, MoveWriter writer) {
        this.database = database;
        this.entities = entities;
        this.log = log;
        this.writer = writer;
    }

    /**
     * The game with its moves and its players' ids and names (nothing else of theirs), in one query and detached:
     * to show it, or to play a move on it. Needs no transaction.
     */
    public Optional<GameEntity> read(String id) {
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(QUERY)) {
            query.setString(1, id);
            try (ResultSet row = query.executeQuery()) {
                return row.next() ? Optional.of(game(row)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** The game's {@link GameEntity.Glance} at {@code now}, in one query of one short row. */
    public Optional<GameEntity.Glance> glance(String id, Instant now) {
        try (Connection connection = database.getConnection();
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
    void refresh(GameEntity managed) {
        entities.refresh(managed);
    }

    /** Stores a new game, in the caller's transaction. */
    public void create(GameEntity game) {
        entities.persist(game);
    }

    /**
     * Stores new games of two registered players (a tournament's rounds) in the caller's transaction, with one
     * statement: persisting each would flush every game persisted before it again. The caller's changes are written
     * first, as the games may refer to them.
     */
    public void createAll(List<GameEntity> games) {
        if (games.isEmpty()) {
            return;
        }
        entities.flush();
        try (Connection connection = database.getConnection();
                PreparedStatement insert = connection.prepareStatement(INSERT_SEATED)) {
            insert.setObject(1, texts(games, g -> g.id));
            insert.setObject(2, texts(games, g -> g.ruleset));
            insert.setObject(3, texts(games, g -> g.boardId));
            insert.setObject(4, texts(games, g -> g.startPosition));
            insert.setObject(5, texts(games, g -> SIDE.convertToDatabaseColumn(g.startSide)));
            insert.setObject(6, texts(games, g -> g.attackers.id.toString()));
            insert.setObject(7, texts(games, g -> g.defenders.id.toString()));
            insert.setObject(8, games.stream().map(g -> g.rated).toArray(Boolean[]::new));
            insert.setObject(9, texts(games, g -> g.tournamentId));
            insert.setObject(10, games.stream().map(g -> g.tournamentRound).toArray(Integer[]::new));
            insert.setObject(11, texts(games, g -> STATUS.convertToDatabaseColumn(g.status)));
            insert.setObject(12, texts(games, g -> text(g.createdAt)));
            insert.setObject(13, texts(games, g -> text(g.updatedAt)));
            insert.setObject(14, texts(games, g -> g.clock.type()));
            insert.setObject(15, millis(games, GameClock::perMoveMs));
            insert.setObject(16, millis(games, GameClock::initialMs));
            insert.setObject(17, millis(games, GameClock::incrementMs));
            insert.setObject(18, millis(games, GameClock::capMs));
            insert.setObject(19, millis(games, GameClock::attackersMs));
            insert.setObject(20, millis(games, GameClock::defendersMs));
            insert.setObject(21, texts(games, g -> text(g.clock.deadline())));
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    private static String[] texts(List<GameEntity> games, Function<GameEntity, String> value) {
        return games.stream().map(value).toArray(String[]::new);
    }

    private static Long[] millis(List<GameEntity> games, Function<GameClock, Long> value) {
        return games.stream().map(g -> value.apply(g.clock)).toArray(Long[]::new);
    }

    /**
     * Writes the changes of the caller's transaction now, so that a collision with a concurrent change surfaces
     * inside {@link #retrying} (which runs the request again) rather than at commit.
     */
    public void save() {
        try {
            entities.flush();
        } catch (PersistenceException e) {
            if (isConflict(e)) {
                throw new Conflict(e);
            }
            throw e;
        }
    }

    /**
     * Writes a move played on {@code game} as read and changed by the move (time, clock), with the events that tell
     * of it; returns once committed. A move that does not end its game is written by the {@link MoveWriter} with
     * other games' moves. Lost to a concurrent change of the game: nothing was written, and it is refused as a
     * collision (see {@link #retrying}).
     */
    void writeMove(GameEntity game, String notation, List<NewEvent> events) {
        requireUpdated(writer.write(new MoveToWrite(game, notation), events));
    }

    /** The same in the caller's transaction, for a move that ends its game: its ending commits with it. */
    void writeMoveNow(GameEntity game, String notation, List<NewEvent> events) {
        requireUpdated(log.raiseIf(moves(List.of(new MoveToWrite(game, notation))), events));
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
                    4, moves.stream().map(m -> text(m.game().updatedAt)).toArray(String[]::new));
            update.setObject(
                    5, moves.stream().map(m -> m.game().clock.attackersMs()).toArray(Long[]::new));
            update.setObject(
                    6, moves.stream().map(m -> m.game().clock.defendersMs()).toArray(Long[]::new));
            update.setObject(
                    7, moves.stream().map(m -> text(m.game().clock.deadline())).toArray(String[]::new));
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
        });
    }

    /**
     * Names {@code side} (null for none) as the side with conditional moves in the game as read, on the version read
     * (the next one after it); lost to a concurrent change of the game, it is refused as a collision. In the caller's
     * transaction.
     */
    void writeConditionalSide(GameEntity game, Side side) {
        try (Connection connection = database.getConnection();
                PreparedStatement update = connection.prepareStatement(
                        "update games set conditional_side = ?, version = version + 1 where id = ? and version = ?")) {
            update.setString(1, SIDE.convertToDatabaseColumn(side));
            update.setString(2, game.id);
            update.setLong(3, game.version);
            requireUpdated(update.executeUpdate() == 1);
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
        game.conditionalSide = side;
        game.version++;
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
    static void moved(GameEntity game, String notation) {
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
    static <T> List<T> aligned(List<T> values, int size) {
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
    void writeTakeback(GameEntity game, List<NewEvent> events) {
        int ply = game.ply();
        requireUpdated(log.raiseIf(
                new EventLog.Change(TAKE_BACK, update -> {
                    update.setInt(1, ply);
                    update.setInt(2, ply);
                    update.setInt(3, ply);
                    update.setObject(4, game.clock.attackersMs(), Types.BIGINT);
                    update.setObject(5, game.clock.defendersMs(), Types.BIGINT);
                    update.setString(6, text(game.clock.deadline()));
                    update.setString(7, text(game.updatedAt));
                    update.setString(8, game.id);
                    update.setLong(9, game.version);
                }),
                events));
        game.version++;
    }

    /** Runs {@code change} in a new transaction, once more after a collision; {@code conflict} after a second one. */
    public static <T> T retrying(Supplier<T> change, Supplier<? extends ApiException> conflict) {
        return retryingOutsideTransaction(
                () -> QuarkusTransaction.requiringNew().call(change::get), conflict);
    }

    /**
     * Runs {@code change}, which opens what transactions it needs itself, once more after a collision (then on the
     * new state, answering as a later request would); {@code conflict} after a second one.
     */
    public static <T> T retryingOutsideTransaction(Supplier<T> change, Supplier<? extends ApiException> conflict) {
        try {
            return change.get();
        } catch (Conflict first) {
            Log.debugf(
                    "a concurrent change won (%s); running the request again",
                    first.getCause().getMessage());
            try {
                return change.get();
            } catch (Conflict again) {
                throw conflict.get();
            }
        }
    }

    /** Runs {@code change}: empty if a concurrent change won. */
    static <T> Optional<T> unlessConflict(Supplier<T> change) {
        try {
            return Optional.of(change.get());
        } catch (Conflict lost) {
            return Optional.empty();
        }
    }

    /** A conditional update that changed no row lost to a concurrent change, as a lost optimistic lock does. */
    private static void requireUpdated(boolean updated) {
        if (!updated) {
            throw new Conflict(new OptimisticLockException("the row changed meanwhile"));
        }
    }

    /** A lost optimistic lock, or a second insert of the same key (unique violation). */
    private static boolean isConflict(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof OptimisticLockException
                    || cause instanceof StaleStateException
                    || (cause instanceof SQLException sql && "23505".equals(sql.getSQLState()))) {
                return true;
            }
        }
        return false;
    }

    /** A change lost to a concurrent one. */
    private static final class Conflict extends RuntimeException {
        Conflict(Throwable cause) {
            super(cause);
        }
    }

    /** An instant as PostgreSQL reads a timestamptz: exact to the microsecond, in no time zone. */
    private static String text(Instant at) {
        return at == null ? null : at.toString();
    }

    private static GameEntity game(ResultSet row) throws SQLException {
        GameEntity game = new GameEntity();
        game.id = row.getString(1);
        game.ruleset = row.getString(2);
        game.boardId = row.getString(3);
        game.startPosition = row.getString(4);
        game.startSide = SIDE.convertToEntityAttribute(row.getString(5));
        game.anonymous = row.getBoolean(6);
        game.imported = row.getBoolean(7);
        game.rated = row.getBoolean(8);
        game.tournamentId = row.getString(9);
        game.tournamentRound = (Integer) row.getObject(10);
        game.status = STATUS.convertToEntityAttribute(row.getString(11));
        game.resultWinner = WINNER.convertToEntityAttribute(row.getString(12));
        game.resultReason = REASON.convertToEntityAttribute(row.getString(13));
        game.createdAt = instant(row, 14);
        game.updatedAt = instant(row, 15);
        game.version = row.getLong(16);
        game.clock = new GameClock(
                row.getString(17),
                (Long) row.getObject(18),
                (Long) row.getObject(19),
                (Long) row.getObject(20),
                (Long) row.getObject(21),
                (Long) row.getObject(22),
                (Long) row.getObject(23),
                instant(row, 24));
        Array moves = row.getArray(25);
        game.moves = CachedJsonList.of(Arrays.asList((String[]) moves.getArray()));
        moves.free();
        game.attackers = player(row, 26);
        game.defenders = player(row, 28);
        game.reserved = player(row, 30);
        game.rematch = row.getString(32);
        game.rematchOf = row.getString(33);
        game.rematchOfferedBy = SIDE.convertToEntityAttribute(row.getString(34));
        Array seatGames = row.getArray(35);
        game.seatGames = List.of((String[]) seatGames.getArray());
        seatGames.free();
        Array times = row.getArray(36);
        Array clocks = row.getArray(37);
        game.moveTimes = aligned(instants((Object[]) times.getArray()), game.moves.size());
        game.moveClocksMs = aligned(Arrays.asList((Long[]) clocks.getArray()), game.moves.size());
        times.free();
        clocks.free();
        game.takebacks = row.getBoolean(38);
        game.takebackOfferedBy = SIDE.convertToEntityAttribute(row.getString(39));
        game.conditionalSide = SIDE.convertToEntityAttribute(row.getString(40));
        if (game.attackers != null) {
            game.attackers.vacationUntil = instant(row, 41);
        }
        if (game.defenders != null) {
            game.defenders.vacationUntil = instant(row, 42);
        }
        game.vacationAllowed = row.getBoolean(43);
        return game;
    }

    /** A timestamptz[] as the driver gives it (timestamps), as instants; nulls stay. */
    private static List<Instant> instants(Object[] values) {
        List<Instant> instants = new ArrayList<>(values.length);
        for (Object value : values) {
            instants.add(value == null ? null : ((Timestamp) value).toInstant());
        }
        return Collections.unmodifiableList(instants);
    }

    private static Instant instant(ResultSet row, int column) throws SQLException {
        Timestamp at = row.getTimestamp(column);
        return at == null ? null : at.toInstant();
    }

    private static Player player(ResultSet row, int column) throws SQLException {
        UUID id = (UUID) row.getObject(column);
        return id == null ? null : GameEntity.shown(id, row.getString(column + 1));
    }
}
