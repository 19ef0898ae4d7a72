package com.taflpost.event;

import com.taflpost.contract.StreamEventType;
import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.Transactional;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/** The events table: written in the transaction of the change, read back by streams. */
@ApplicationScoped
public class EventLog {

    /** The channel every instance LISTENs on; the payload is the ids of the new rows, comma-separated. */
    public static final String CHANNEL = "taflpost_events";
    /** First key of the advisory locks taken per recipient, so that they never meet other advisory locks. */
    private static final int LOCK_SPACE = 7411;

    /** Events written by one statement at most: their ids must fit in one NOTIFY payload (8000 bytes). */
    public static final int BATCH = 200;

    private static final String COLUMNS = "id, recipient, type, game_id, payload::text, created_at";

    /**
     * Makes the changes, then, if any changed a row, locks the recipients, writes the events of the changes made
     * with the deliveries to their recipients' webhooks (sent after commit) and announces the new ids: one
     * statement, so one round trip. The recipients' advisory locks are taken by an aggregate the insert joins, so
     * every lock is held before the first id is drawn. Events with no change of their own go with {@link #ALWAYS}.
     * The arrays go as binary parameters: a text array literal would be escaped character by character.
     */
    private static final String WRITE = """
            with change as (%s),
                 locked as (select count(pg_advisory_xact_lock(%d, hashtext(r))) from unnest(?::text[]) r
                            where exists (select from change)),
                 added as (insert into events (recipient, type, game_id, payload)
                           select e.recipient, e.type, e.game_id, e.payload::json
                           from unnest(?::int[], ?::text[], ?::text[], ?::text[], ?::text[])
                                with ordinality e(made, recipient, type, game_id, payload, n)
                           cross join locked
                           where e.made in (select made from change)
                           order by e.n
                           returning id, recipient),
                 hooked as (insert into webhook_deliveries (webhook_id, event_id)
                            select w.id, added.id from added
                            join webhooks w on w.player_id::text = added.recipient
                            order by added.id, w.id)
            select (select array_agg(distinct made) from change),
                   (select pg_notify('%s', ids)
                    from (select string_agg(id::text, ',' order by id) ids from added) written
                    where ids is not null)""";

    /** The statement of each change's SQL, composed once. */
    private static final Map<String, String> STATEMENTS = new ConcurrentHashMap<>();

    /**
     * An event to write. Only of a type the contract lists ({@link StreamEventType}), whose data it documents: a new
     * type is named there first.
     */
    public record NewEvent(String recipient, String type, String gameId, String payload) {
        public NewEvent {
            if (StreamEventType.named(type).isEmpty()) {
                throw new IllegalArgumentException("no stream event is called " + type + ": list it in "
                        + StreamEventType.class.getName() + ", with its data's schema component");
            }
        }
    }

    /**
     * Conditional writes the events tell of, made by the same statement (see {@link #raiseIf}, {@link #raiseEach}):
     * {@code sql} is a data-modifying statement whose {@code returning} clause names, as the int column {@code made},
     * which of its changes (numbered from 1) each row it changed belongs to; its {@code ?} placeholders {@code bind}
     * sets, numbered from 1.
     */
    public record Change(String sql, Binding bind) {
        /** The placeholders of {@code sql}: the events' own parameters follow them. */
        int parameters() {
            return (int) sql.chars().filter(c -> c == '?').count();
        }
    }

    /** No change: change 1 is always made, so that its events are always written. */
    private static final Change ALWAYS = new Change("select 1 as made", statement -> {});

    /** Sets a {@link Change}'s parameters. */
    @FunctionalInterface
    public interface Binding {
        void bind(PreparedStatement statement) throws SQLException;
    }

    /** An event of the change numbered {@code made}. */
    private record Numbered(int made, NewEvent event) {}

    @Inject
    AgroalDataSource dataSource;

    /**
     * Writes the events in the caller's transaction and announces them at commit (NOTIFY is transactional): a change
     * that rolls back tells nobody. The recipients are locked in order until commit, so that a recipient's events
     * commit in the order of their ids and a stream that has seen id n has seen everything below it. One statement
     * per {@value #BATCH} events, the first locking every recipient. Only ever in the caller's transaction: without
     * one the locks and the NOTIFY would not wait for the change.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void raise(List<NewEvent> events) {
        if (!events.isEmpty()) {
            write(ALWAYS, List.of(events));
        }
    }

    /**
     * Takes now, in order, the locks that writing events to {@code recipients} takes (see {@link #raise}), until the
     * caller's transaction ends: for a change that must hold them before it takes other locks without waiting.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void lockRecipients(Collection<String> recipients) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement lock = connection.prepareStatement("select count(pg_advisory_xact_lock(" + LOCK_SPACE
                        + ", hashtext(r)))" + " from unnest(?::text[]) r")) {
            lock.setObject(1, recipients.stream().distinct().sorted().toArray(String[]::new));
            lock.executeQuery().close();
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /**
     * The same as {@link #lockRecipients} without waiting: whether every lock was free and is now held. Those taken
     * are held until the caller's transaction ends either way.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean tryLockRecipients(Collection<String> recipients) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement lock = connection.prepareStatement("select bool_and(pg_try_advisory_xact_lock("
                        + LOCK_SPACE + ", hashtext(r))) from unnest(?::text[]) r")) {
            lock.setObject(1, recipients.stream().distinct().sorted().toArray(String[]::new));
            try (ResultSet row = lock.executeQuery()) {
                row.next();
                return row.getBoolean(1) || row.wasNull();
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /**
     * Makes {@code change} (one change, numbered 1) and, only if it changed a row, writes the events as {@link #raise}
     * does, with the change's statement: the round trips of a move are what its time goes to. Whether it changed a row.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean raiseIf(Change change, List<NewEvent> events) {
        return write(change, List.of(events))[0];
    }

    /**
     * Makes {@code changes} ({@code events.size()} of them, numbered from 1 in the order of {@code events}) and writes
     * the events of each change made, in no caller's transaction: the statement is its own, one commit for all.
     * Which changes were made.
     */
    @Transactional(Transactional.TxType.NEVER)
    public boolean[] raiseEach(Change changes, List<List<NewEvent>> events) {
        return write(changes, events);
    }

    private boolean[] write(Change change, List<List<NewEvent>> events) {
        List<Numbered> all = new ArrayList<>();
        for (int made = 1; made <= events.size(); made++) {
            for (NewEvent event : events.get(made - 1)) {
                all.add(new Numbered(made, event));
            }
        }
        boolean[] made = new boolean[events.size()];
        // in a transaction the pool hands out the transaction's connection, the one Hibernate and GameStore use too
        try (Connection connection = dataSource.getConnection()) {
            String[] recipients = all.stream()
                    .map(n -> n.event().recipient())
                    .distinct()
                    .sorted()
                    .toArray(String[]::new);
            // the changes are made once, by the first statement, which also locks every recipient, in order
            List<Numbered> first = all.subList(0, Math.min(all.size(), BATCH));
            for (int number : statement(connection, change, recipients, first)) {
                made[number - 1] = true;
            }
            List<Numbered> rest = all.subList(first.size(), all.size()).stream()
                    .filter(n -> made[n.made() - 1])
                    .map(n -> new Numbered(1, n.event()))
                    .toList();
            for (int from = 0; from < rest.size(); from += BATCH) {
                statement(connection, ALWAYS, new String[0], rest.subList(from, Math.min(rest.size(), from + BATCH)));
            }
            return made;
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** One statement: the change, and the events of what it made; the numbers of the changes made. */
    private static int[] statement(Connection connection, Change change, String[] recipients, List<Numbered> events)
            throws SQLException {
        String sql =
                STATEMENTS.computeIfAbsent(change.sql(), changeSql -> WRITE.formatted(changeSql, LOCK_SPACE, CHANNEL));
        try (PreparedStatement write = connection.prepareStatement(sql)) {
            change.bind().bind(write);
            int first = change.parameters() + 1;
            write.setObject(first, recipients);
            write.setObject(first + 1, events.stream().map(Numbered::made).toArray(Integer[]::new));
            write.setObject(first + 2, texts(events, NewEvent::recipient));
            write.setObject(first + 3, texts(events, NewEvent::type));
            write.setObject(first + 4, texts(events, NewEvent::gameId));
            write.setObject(first + 5, texts(events, NewEvent::payload));
            try (ResultSet row = write.executeQuery()) {
                row.next();
                Array made = row.getArray(1);
                if (made == null) {
                    return new int[0];
                }
                int[] numbers = Arrays.stream((Integer[]) made.getArray())
                        .mapToInt(Integer::intValue)
                        .toArray();
                made.free();
                return numbers;
            }
        }
    }

    private static String[] texts(List<Numbered> events, Function<NewEvent, String> field) {
        return events.stream().map(n -> field.apply(n.event())).toArray(String[]::new);
    }

    /** The recipient's events after {@code afterId}, oldest first. */
    public List<Event> after(String recipient, long afterId) {
        try (Connection connection = dataSource.getConnection()) {
            return after(connection, recipient, afterId);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the events of " + recipient, e);
        }
    }

    /**
     * The recipient's latest events after {@code afterId}, at most {@code window} of them, oldest first, and the id of
     * the newest event left out before them (0 when none was).
     */
    public Replay replay(String recipient, long afterId, int window) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement("select * from (select " + COLUMNS
                        + " from events where recipient = ? and id > ? order by id desc limit ?) latest order by id")) {
            query.setString(1, recipient);
            query.setLong(2, afterId);
            query.setInt(3, window + 1);
            List<Event> events = read(query);
            if (events.size() <= window) {
                return new Replay(events, 0);
            }
            return new Replay(events.subList(1, events.size()), events.get(0).id());
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the events of " + recipient, e);
        }
    }

    /** What a stream replays: {@code events}, and {@code skippedThrough}, the newest event left out, or 0. */
    public record Replay(List<Event> events, long skippedThrough) {}

    /** The same on the given connection: the listener catches its streams up with it after listening again. */
    static List<Event> after(Connection connection, String recipient, long afterId) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(
                "select " + COLUMNS + " from events where recipient = ? and id > ? order by id")) {
            query.setString(1, recipient);
            query.setLong(2, afterId);
            return read(query);
        }
    }

    /** The id of the recipient's latest event, 0 if none: a stream opened without Last-Event-ID starts after it. */
    public long lastId(String recipient) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query =
                        connection.prepareStatement("select coalesce(max(id), 0) from events where recipient = ?")) {
            query.setString(1, recipient);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the events of " + recipient, e);
        }
    }

    /** The events with these ids sent to these recipients, oldest first, read on the given connection. */
    static List<Event> byIds(Connection connection, List<Long> ids, List<String> recipients) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("select " + COLUMNS
                + " from events where id = any(?::bigint[]) and recipient = any(?::text[]) order by id")) {
            query.setObject(1, ids.toArray(Long[]::new));
            query.setObject(2, recipients.toArray(String[]::new));
            return read(query);
        }
    }

    private static List<Event> read(PreparedStatement query) throws SQLException {
        List<Event> events = new ArrayList<>();
        try (ResultSet rows = query.executeQuery()) {
            while (rows.next()) {
                events.add(new Event(
                        rows.getLong(1),
                        rows.getString(2),
                        rows.getString(3),
                        rows.getString(4),
                        rows.getString(5),
                        rows.getTimestamp(6).toInstant()));
            }
        }
        return events;
    }
}
