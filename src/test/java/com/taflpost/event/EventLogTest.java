package com.taflpost.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.taflpost.event.EventLog.NewEvent;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.transaction.TransactionalException;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Events are written only in the transaction of the change they tell of, and are seen only once it commits. */
@QuarkusTest
class EventLogTest {

    @Inject
    EventLog log;

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

        int missed = QuarkusTransaction.requiringNew()
                .call(() -> log.raiseIf(
                        touching(-1), List.of(new NewEvent(recipient, "challenge-received", null, "{\"n\": 2}"))));
        int changed = QuarkusTransaction.requiringNew()
                .call(() -> log.raiseIf(
                        touching(written),
                        List.of(
                                new NewEvent(recipient, "challenge-received", null, "{\"n\": 3}"),
                                new NewEvent(recipient, "challenge-accepted", null, "{\"n\": 4}"))));

        assertThat(missed).isZero();
        assertThat(changed).isOne();
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
    void aPayloadIsReadBackAsItWasWritten() {
        String recipient = Recipients.player(UUID.randomUUID());
        String payload = "{\"ply\":2,\"move\":\"d1-d3\",\"gameId\":\"g\"}";

        QuarkusTransaction.requiringNew().run(() -> log.raise(List.of(new NewEvent(recipient, "move", null, payload))));

        assertThat(log.after(recipient, 0)).extracting(Event::payload).containsExactly(payload);
    }

    /** A change of the event with this id that changes nothing in it: a row when the event exists, none if not. */
    private static EventLog.Change touching(long eventId) {
        return new EventLog.Change(
                "update events set type = type where id = ? returning id", update -> update.setLong(1, eventId));
    }
}
