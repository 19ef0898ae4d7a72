package com.taflpost.push;

import com.taflpost.platform.Now;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.time.Instant;

/**
 * Keeps the push tables to what can still matter: a seat's subscriptions go a day after its game ended (once its
 * game-over push had time to arrive, retries included), and pushes sent or given up go after a week, kept that long
 * to answer what happened to one.
 */
@ApplicationScoped
class PushHousekeeping {
    static final Duration SEATS_KEPT_AFTER_THE_END = Duration.ofDays(1);
    static final Duration PUSHES_KEPT = Duration.ofDays(7);

    private final EntityManager database;
    private final Now now;

    PushHousekeeping(EntityManager database, Now now) {
        this.database = database;
        this.now = now;
    }

    @Scheduled(every = "1h", delayed = "5m", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sweep() {
        Instant at = now.instant();
        QuarkusTransaction.requiringNew().run(() -> {
            database.createNativeQuery("""
                            delete from push_subscriptions s using games g
                            where s.owner like '%/%' and g.id = split_part(s.owner, '/', 1)
                            and g.status = 'finished' and g.updated_at < :cutoff""")
                    .setParameter("cutoff", at.minus(SEATS_KEPT_AFTER_THE_END))
                    .executeUpdate();
            database.createNativeQuery("""
                            delete from push_deliveries
                            where status <> 'pending' and created_at < :cutoff""")
                    .setParameter("cutoff", at.minus(PUSHES_KEPT))
                    .executeUpdate();
        });
    }
}
