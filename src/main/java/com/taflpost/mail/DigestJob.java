package com.taflpost.mail;

import com.taflpost.platform.Now;
import com.taflpost.player.Player;
import io.quarkus.logging.Log;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Sends the daily digests that are due. Each player is claimed in a transaction of their own with {@code for update
 * skip locked}, so that of several instances one sends; the digest's time is stored in the same transaction, so that
 * it is never sent twice for one day, restarts included. A mail the SMTP server refuses rolls the claim back, and the
 * next poll tries again while the slot is open.
 */
@ApplicationScoped
class DigestJob {
    private static final int BATCH = 100;

    private final EntityManager database;
    private final MailSwitch mail;
    private final MailConfig config;
    private final Now now;
    private final AwaitingGames awaiting;
    private final Postbox postbox;
    private final MailLinks links;

    DigestJob(
            EntityManager database,
            MailSwitch mail,
            MailConfig config,
            Now now,
            AwaitingGames awaiting,
            Postbox postbox,
            MailLinks links) {
        this.database = database;
        this.mail = mail;
        this.config = config;
        this.now = now;
        this.awaiting = awaiting;
        this.postbox = postbox;
        this.links = links;
    }

    @Scheduled(every = "${taflpost.mail.poll:1m}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sendDue() {
        if (!mail.enabled()) {
            return;
        }
        for (UUID player : QuarkusTransaction.requiringNew().call(this::candidates)) {
            try {
                QuarkusTransaction.requiringNew().run(() -> sendTo(player));
            } catch (RuntimeException e) {
                Log.warnf(e, "mail: the digest of player %s was not sent; it is tried again", player);
            }
        }
    }

    /** Players with mail on whose hour is within the catch-up time: a few to look at closer, not yet claimed. */
    @SuppressWarnings("unchecked")
    private List<UUID> candidates() {
        Instant at = now.instant();
        return database.createNativeQuery("select n.player_id from notification_settings n"
                        + " join mail_addresses m on m.player_id = n.player_id and m.verified_at is not null"
                        + " join players p on p.id = n.player_id and p.deleted_at is null"
                        + " where n.email and n.digest_hour in (:hours)"
                        + " and (n.last_digest_at is null or n.last_digest_at < :recent)"
                        + " order by n.last_digest_at nulls first limit " + BATCH)
                .setParameter("hours", hoursOpen(at))
                .setParameter("recent", at.minus(DigestSlot.LEAST_GAP))
                .getResultList();
    }

    /** The digest hours whose slot may be open now: this hour and those within the catch-up time before it. */
    private List<Integer> hoursOpen(Instant at) {
        int hour = at.atZone(ZoneOffset.UTC).getHour();
        List<Integer> hours = new ArrayList<>();
        long back =
                Math.max(1, config.digestCatchUp().plus(Duration.ofMinutes(59)).toHours());
        for (int h = 0; h < Math.min(24, back); h++) {
            hours.add(Math.floorMod(hour - h, 24));
        }
        return hours;
    }

    private void sendTo(UUID playerId) {
        List<?> claimed = database.createNativeQuery(
                        "select player_id from notification_settings where player_id = :player and email"
                                + " for update skip locked")
                .setParameter("player", playerId)
                .getResultList();
        if (claimed.isEmpty()) {
            return;
        }
        NotificationSettingsEntity settings = database.find(NotificationSettingsEntity.class, playerId);
        database.refresh(settings);
        Instant at = now.instant();
        if (!DigestSlot.due(settings.digestHour, settings.lastDigestAt, at, config.digestCatchUp())) {
            return;
        }
        MailAddressEntity address = database.find(MailAddressEntity.class, playerId);
        if (address == null || !address.verified()) {
            return;
        }
        List<GameDue> games = awaiting.of(playerId, at);
        // a day with nothing awaiting is settled too: no mail, and none later that day
        settings.lastDigestAt = at;
        database.flush();
        if (!games.isEmpty()) {
            String name = database.find(Player.class, playerId).name;
            postbox.send(DigestLetter.write(
                    address.address, name, games, at, links, links.unsubscribe(settings.unsubscribeToken)));
        }
    }
}
