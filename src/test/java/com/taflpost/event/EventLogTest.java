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
}
