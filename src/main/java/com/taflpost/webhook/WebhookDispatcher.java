package com.taflpost.webhook;

import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.vertx.core.Vertx;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

/** Runs this instance's {@link DeliveryLoop} while the server runs. */
@ApplicationScoped
public class WebhookDispatcher {

    @Inject
    AgroalDataSource dataSource;

    @Inject
    WebhooksConfig config;

    @Inject
    TargetPolicy policy;

    @Inject
    Vertx vertx;

    private Sender sender;
    private DeliveryLoop loop;

    void start(@Observes StartupEvent startup) {
        sender = new Sender(vertx, config.maxInFlight());
        loop = new DeliveryLoop(new DeliveryStore(dataSource, config), policy, sender, config);
        loop.start();
    }

    void stop(@Observes ShutdownEvent shutdown) throws InterruptedException {
        loop.stop();
        sender.close();
    }
}
