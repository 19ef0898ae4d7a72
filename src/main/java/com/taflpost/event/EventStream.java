package com.taflpost.event;

import com.taflpost.auth.PlayerToken;
import io.smallrye.mutiny.subscription.MultiEmitter;
import java.util.ArrayList;
import java.util.List;

/**
 * One open stream of one recipient. Live events that arrive while the stored ones are replayed are held back and
 * sent after them; an id at or below the last one sent is dropped, so the client sees no gap and no duplicate.
 */
final class EventStream {
    private final String recipient;
    private final PlayerToken token;
    private final List<Event> held = new ArrayList<>();
    private final List<Event> unsent = new ArrayList<>();
    private boolean replaying = true;
    private boolean removed;
    private boolean closed;
    private long lastSent;
    private MultiEmitter<? super Event> emitter;

    /** {@code token}: the player token it was opened with, checked again while it is open; null for a seat. */
    EventStream(String recipient, long lastSeen, PlayerToken token) {
        this.recipient = recipient;
        this.lastSent = lastSeen;
        this.token = token;
    }

    String recipient() {
        return recipient;
    }

    PlayerToken token() {
        return token;
    }

    /** The id of the last event sent (or of the one the client said it had seen): catching up starts after it. */
    synchronized long lastSent() {
        return lastSent;
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
        if (closed) {
            emitter.fail(new EventHub.Ended());
        }
    }

    /**
     * Ends the stream (one that is not subscribed yet ends as soon as it is) with {@link EventHub.Ended}, which the
     * resource turns into the end of the response: completing would not do, as its keep-alives never complete.
     */
    synchronized void close() {
        closed = true;
        if (emitter != null) {
            emitter.fail(new EventHub.Ended());
        }
    }

    /** True the first time only: the hub counts each stream out once. */
    synchronized boolean markRemoved() {
        boolean first = !removed;
        removed = true;
        return first;
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
