package com.taflpost.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.taflpost.event.EventLog.NewEvent;
import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.transaction.TransactionalException;
import java.sql.Connection;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Events are written only in the transaction of the change they tell of, and are seen only once it commits. */
@QuarkusTest
class EventLogTest {

    @Inject
    EventLog log;

    @Inject
    AgroalDataSource dataSource;

    @Test
    void anEventOutsideATransactionIsRefusedAndNotWritten() {
        String recipient = Recipients.player(UUID.randomUUID());
        NewEvent event = new NewEvent(recipient, "challenge-received", null, "{\"n\": 1}");

        assertThatThrownBy(() -> log.raise(List.of(event))).isInstanceOf(TransactionalException.class);
        assertThat(log.after(recipient, 0)).isEmpty();
    }

    @Test
    void eventsInATransactionThatRollsBackAreNeverSeen() {
        String recipient = Recipients.player(UUID.randomUUID());
        QuarkusTransaction.begin();
        try {
            log.raise(List.of(new NewEvent(recipient, "challenge-received", null, "{\"n\": 1}")));
        } finally {
            QuarkusTransaction.rollback();
        }
        assertThat(log.after(recipient, 0)).isEmpty();

        QuarkusTransaction.requiringNew()
                .run(() -> log.raise(List.of(
                        new NewEvent(recipient, "challenge-received", null, "{\"n\": 2}"),
                        new NewEvent(recipient, "challenge-received", null, "{\"n\": 3}"))));
        assertThat(log.after(recipient, 0)).extracting(Event::payload).containsExactly("{\"n\": 2}", "{\"n\": 3}");
    }

    @Test
    void eventsGuardedByAChangeAreWrittenOnlyIfItChangedARow() {
        String recipient = Recipients.player(UUID.randomUUID());
        QuarkusTransaction.requiringNew()
                .run(() -> log.raise(List.of(new NewEvent(recipient, "challenge-received", null, "{\"n\": 1}"))));
        long written = log.lastId(recipient);

        boolean missed = QuarkusTransaction.requiringNew()
                .call(() -> log.raiseIf(
                        touching(-1), List.of(new NewEvent(recipient, "challenge-received", null, "{\"n\": 2}"))));
        boolean changed = QuarkusTransaction.requiringNew()
                .call(() -> log.raiseIf(
                        touching(written),
                        List.of(
                                new NewEvent(recipient, "challenge-received", null, "{\"n\": 3}"),
                                new NewEvent(recipient, "challenge-accepted", null, "{\"n\": 4}"))));

        assertThat(missed).isFalse();
        assertThat(changed).isTrue();
        assertThat(log.after(recipient, 0))
                .extracting(Event::payload)
                .containsExactly("{\"n\": 1}", "{\"n\": 3}", "{\"n\": 4}");
    }

    @Test
    void manyEventsAreWrittenInBatchesInTheirOrder() {
        List<String> recipients = List.of(Recipients.player(UUID.randomUUID()), Recipients.player(UUID.randomUUID()));
        List<NewEvent> events = IntStream.range(0, 450)
                .mapToObj(n -> new NewEvent(recipients.get(n % 2), "round-started", null, "{\"n\": " + n + "}"))
                .toList();

        QuarkusTransaction.requiringNew().run(() -> log.raise(events));

        assertThat(log.after(recipients.get(0), 0))
                .extracting(Event::payload)
                .containsExactlyElementsOf(IntStream.range(0, 450)
                        .filter(n -> n % 2 == 0)
                        .mapToObj(n -> "{\"n\": " + n + "}")
                        .toList());
        assertThat(log.after(recipients.get(1), 0)).hasSize(225);
    }

    @Test
    void eventsAnnouncedAreReadBackForTheRecipientsAskedForOnly() throws Exception {
        String listened = Recipients.player(UUID.randomUUID());
        String unheard = Recipients.player(UUID.randomUUID());
        QuarkusTransaction.requiringNew()
                .run(() -> log.raise(List.of(
                        new NewEvent(listened, "challenge-received", null, "{\"n\": 1}"),
                        new NewEvent(unheard, "challenge-received", null, "{\"n\": 2}"),
                        new NewEvent(listened, "challenge-received", null, "{\"n\": 3}"))));
        List<Long> ids = Stream.of(listened, unheard)
                .flatMap(recipient -> log.after(recipient, 0).stream())
                .map(Event::id)
                .toList();

        try (Connection connection = dataSource.getConnection()) {
            assertThat(EventLog.byIds(connection, ids, List.of(listened, Recipients.player(UUID.randomUUID()))))
                    .extracting(Event::payload)
                    .containsExactly("{\"n\": 1}", "{\"n\": 3}");
            assertThat(EventLog.byIds(connection, ids, List.of(unheard)))
                    .extracting(Event::payload)
                    .containsExactly("{\"n\": 2}");
        }
    }

    @Test
    void aPayloadIsReadBackAsItWasWritten() {
        String recipient = Recipients.player(UUID.randomUUID());
        String payload = "{\"ply\":2,\"move\":\"d1-d3\",\"gameId\":\"g\"}";

        QuarkusTransaction.requiringNew().run(() -> log.raise(List.of(new NewEvent(recipient, "move", null, payload))));

        assertThat(log.after(recipient, 0)).extracting(Event::payload).containsExactly(payload);
    }

    @Test
    void changesWrittenTogetherWriteTheEventsOfThoseMadeOnly() {
        String recipient = Recipients.player(UUID.randomUUID());
        String other = Recipients.player(UUID.randomUUID());
        QuarkusTransaction.requiringNew()
                .run(() -> log.raise(List.of(new NewEvent(recipient, "challenge-received", null, "{\"n\": 0}"))));
        long written = log.lastId(recipient);
        QuarkusTransaction.requiringNew()
                .run(() -> log.raise(List.of(new NewEvent(other, "challenge-received", null, "{\"n\": 0}"))));
        long writtenToOther = log.lastId(other);

        // changes 1 and 3 find their event (one row each, as one move a game), change 2 none; 250 events of change 2
        // push change 3's past one statement
        List<NewEvent> missed = IntStream.range(0, 250)
                .mapToObj(n -> new NewEvent(other, "round-started", null, "{\"missed\": " + n + "}"))
                .toList();
        boolean[] made = log.raiseEach(
                touchingEach(written, -1, writtenToOther),
                List.of(
                        List.of(new NewEvent(recipient, "move", null, "{\"n\": 1}")),
                        missed,
                        List.of(
                                new NewEvent(recipient, "move", null, "{\"n\": 3}"),
                                new NewEvent(other, "move", null, "{\"n\": 4}"))));

        assertThat(made).containsExactly(true, false, true);
        assertThat(log.after(recipient, 0))
                .extracting(Event::payload)
                .containsExactly("{\"n\": 0}", "{\"n\": 1}", "{\"n\": 3}");
        assertThat(log.after(other, 0)).extracting(Event::payload).containsExactly("{\"n\": 0}", "{\"n\": 4}");
    }

    @Test
    void changesWrittenTogetherAreRefusedInsideATransaction() {
        assertThatThrownBy(() -> QuarkusTransaction.requiringNew()
                        .run(() -> log.raiseEach(touchingEach(-1), List.of(List.of()))))
                .isInstanceOf(TransactionalException.class);
    }

    /** A change of the event with this id that changes nothing in it: a row when the event exists, none if not. */
    private static EventLog.Change touching(long eventId) {
        return new EventLog.Change(
                "update events set type = type where id = ? returning 1 as made", update -> update.setLong(1, eventId));
    }

    /** Changes numbered from 1, each of the event with its id, as {@link #touching} makes one. */
    private static EventLog.Change touchingEach(long... eventIds) {
        return new EventLog.Change(
                """
                update events set type = type from unnest(?::bigint[]) with ordinality t(id, made)
                where events.id = t.id returning t.made::int as made""",
                update -> update.setObject(1, Arrays.stream(eventIds).boxed().toArray(Long[]::new)));
    }
}
