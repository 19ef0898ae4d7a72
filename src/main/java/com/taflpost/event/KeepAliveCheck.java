package com.taflpost.event;

import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Refuses to start when an idle event stream would be closed: the server closes a connection on which nothing was
 * read or written for quarkus.http.idle-timeout (which is also what cuts off a client sending its request head a byte
 * at a time, as Vert.x counts a read only once the head is complete), so the keep-alive comments must come sooner.
 */
@ApplicationScoped
class KeepAliveCheck {

    void check(
            @Observes StartupEvent startup,
            EventsConfig events,
            @ConfigProperty(name = "quarkus.http.idle-timeout") Duration idleTimeout) {
        if (events.keepAlive().compareTo(idleTimeout) >= 0) {
            throw new IllegalStateException("taflpost.events.keep-alive (" + events.keepAlive()
                    + ") must be shorter than quarkus.http.idle-timeout (" + idleTimeout
                    + "), or idle event streams would be closed");
        }
    }
}
