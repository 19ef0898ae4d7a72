package com.taflpost.event;

import io.smallrye.mutiny.subscription.MultiEmitter;
import java.util.ArrayList;
import java.util.List;

/**
 * One open stream of one recipient. Live events that arrive while the stored ones are replayed are held back and
 * sent after them; an id at or below the last one sent is dropped, so the client sees no gap and no duplicate.
 */
final class EventStream {
    private final String recipient;
    private final List<Event> held = new ArrayList<>();
    private final List<Event> unsent = new ArrayList<>();
    private boolean replaying = true;
    private long lastSent;
    private MultiEmitter<? super Event> emitter;

    EventStream(String recipient, long lastSeen) {
        this.recipient = recipient;
        this.lastSent = lastSeen;
    }

    String recipient() {
        return recipient;
    }

    synchronized void live(Event event) {
        if (replaying) {
            held.add(event);
        } else {
            send(event);
        }
    }

    synchronized void replayed(List<Event> stored) {
        stored.forEach(this::send);
        replaying = false;
        held.forEach(this::send);
        held.clear();
    }

    /** The client subscribed: what was queued before goes out first. */
    synchronized void attach(MultiEmitter<? super Event> emitter) {
        this.emitter = emitter;
        unsent.forEach(emitter::emit);
        unsent.clear();
    }

    synchronized void close() {
        if (emitter != null) {
            emitter.complete();
        }
    }

    private void send(Event event) {
        if (event.id() <= lastSent) {
            return;
        }
        lastSent = event.id();
        if (emitter == null) {
            unsent.add(event);
        } else {
            emitter.emit(event);
        }
    }
}
