package com.taflpost.event;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** The events table: written in the transaction of the change, read back by streams. */
@ApplicationScoped
public class EventLog {

    /** The channel every instance LISTENs on; the payload is the ids of the new rows, comma-separated. */
    public static final String CHANNEL = "taflpost_events";
    /** First key of the advisory locks taken per recipient, so that they never meet other advisory locks. */
    private static final int LOCK_SPACE = 7411;

    /** Events written by one statement at most: their ids must fit in one NOTIFY payload (8000 bytes). */
    private static final int BATCH = 200;

    private static final String COLUMNS = "id, recipient, type, game_id, payload::text, created_at";

    /**
     * Writes the events with the deliveries to their recipients' webhooks (sent after commit), then announces the
     * new ids. The arrays go as binary parameters: a text array literal would be escaped character by character.
     */
    private static final String INSERT = """
            with added as (insert into events (recipient, type, game_id, payload)
                           select e.recipient, e.type, e.game_id, e.payload::jsonb
                           from unnest(?::text[], ?::text[], ?::text[], ?::text[])
                                with ordinality e(recipient, type, game_id, payload, n)
                           order by e.n
                           returning id, recipient),
                 hooked as (insert into webhook_deliveries (webhook_id, event_id)
                            select w.id, added.id from added
                            join webhooks w on w.player_id::text = added.recipient
                            order by added.id, w.id)
            select pg_notify('%s', string_agg(id::text, ',' order by id)) from added""".formatted(CHANNEL);

    /** An event to write. */
    public record NewEvent(String recipient, String type, String gameId, String payload) {}

    @Inject
    AgroalDataSource dataSource;

    /**
     * Writes the events in the caller's transaction and announces them at commit (NOTIFY is transactional): a change
     * that rolls back tells nobody. The recipients are locked in order until commit, so that a recipient's events
     * commit in the order of their ids and a stream that has seen id n has seen everything below it. A few statements
     * whatever the number of events: one lock of all recipients, then one insert and one NOTIFY of the new ids (a
     * comma-separated list) per batch. Only ever in the caller's transaction: without one the locks and the NOTIFY
     * would not wait for the change.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void raise(List<NewEvent> events) {
        if (events.isEmpty()) {
            return;
        }
        // in a transaction the pool hands out the transaction's connection, the one Hibernate and GameRows use too
        try (Connection connection = dataSource.getConnection()) {
            String[] recipients =
                    events.stream().map(NewEvent::recipient).distinct().sorted().toArray(String[]::new);
            try (PreparedStatement lock = connection.prepareStatement(
                    "select count(pg_advisory_xact_lock(?, hashtext(r))) from unnest(?::text[]) r")) {
                lock.setInt(1, LOCK_SPACE);
                lock.setObject(2, recipients);
                lock.executeQuery().close();
            }
            try (PreparedStatement insert = connection.prepareStatement(INSERT)) {
                for (int from = 0; from < events.size(); from += BATCH) {
                    List<NewEvent> batch = events.subList(from, Math.min(events.size(), from + BATCH));
                    insert.setObject(1, texts(batch, NewEvent::recipient));
                    insert.setObject(2, texts(batch, NewEvent::type));
                    insert.setObject(3, texts(batch, NewEvent::gameId));
                    insert.setObject(4, texts(batch, NewEvent::payload));
                    insert.executeQuery().close();
                }
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    private static String[] texts(List<NewEvent> events, Function<NewEvent, String> field) {
        return events.stream().map(field).toArray(String[]::new);
    }

    /** The recipient's events after {@code afterId}, oldest first. */
    public List<Event> after(String recipient, long afterId) {
        try (Connection connection = dataSource.getConnection()) {
            return after(connection, recipient, afterId);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the events of " + recipient, e);
        }
    }

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

    /** The events with these ids, oldest first, read on the given connection. */
    static List<Event> byIds(Connection connection, List<Long> ids) throws SQLException {
        try (PreparedStatement query =
                connection.prepareStatement("select " + COLUMNS + " from events where id = any(?) order by id")) {
            query.setArray(1, connection.createArrayOf("bigint", ids.toArray()));
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
