package com.taflpost.computer;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How many requests the server is answering right now: from the moment a request's headers are read until its
 * answer's headers are written (or the connection closes). An event stream counts only until it opens, so that the
 * streams people keep open all day do not count as work; the computer gives way while this is above the requests
 * that are themselves waiting for it.
 */
@ApplicationScoped
public class RequestsInFlight {
    /** Before every other filter, so that a request refused by one of them is counted too. */
    private static final int PRIORITY = 10_000;

    private final AtomicInteger answering = new AtomicInteger();

    void register(@Observes Filters filters) {
        filters.register(this::track, PRIORITY);
    }

    private void track(RoutingContext request) {
        Runnable answered = began();
        request.addHeadersEndHandler(ignored -> answered.run());
        request.addEndHandler(ignored -> answered.run());
        request.next();
    }

    /** Counts a request begun; the answer, run once or more, counts it answered once. */
    Runnable began() {
        answering.incrementAndGet();
        AtomicBoolean answered = new AtomicBoolean();
        return () -> {
            if (answered.compareAndSet(false, true)) {
                answering.decrementAndGet();
            }
        };
    }

    /** The requests being answered now. */
    public int count() {
        return answering.get();
    }
}
