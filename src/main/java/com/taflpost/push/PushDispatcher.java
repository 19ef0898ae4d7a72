package com.taflpost.push;

import com.taflpost.webhook.Sender;
import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.vertx.core.Vertx;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

/** Runs this instance's {@link PushLoop} while the server runs. */
@ApplicationScoped
public class PushDispatcher {

    @Inject
    AgroalDataSource dataSource;

    @Inject
    PushConfig config;

    @Inject
    PushTargets targets;

    @Inject
    PushKeys keys;

    @Inject
    Vertx vertx;

    private Sender sender;
    private PushLoop loop;

    void start(@Observes StartupEvent startup) {
        sender = new Sender(vertx, config.maxInFlight());
        loop = new PushLoop(new PushStore(dataSource, config), targets.policy, sender, keys.keys, config);
        loop.start();
    }

    void stop(@Observes ShutdownEvent shutdown) throws InterruptedException {
        loop.stop();
        sender.close();
    }
}
