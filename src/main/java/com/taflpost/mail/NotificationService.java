package com.taflpost.mail;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.Optional;
import java.util.UUID;

/** A player's notification settings, and the unsubscribe links that turn their mail off. */
@ApplicationScoped
public class NotificationService {
    private final SettingsStore store;
    private final EntityManager database;

    NotificationService(SettingsStore store, EntityManager database) {
        this.store = store;
        this.database = database;
    }

    /** The settings, the defaults for a player who never changed them. */
    @Transactional
    public NotificationSettings get(UUID playerId) {
        store.requirePlayer(playerId);
        return store.settings(playerId)
                .orElseGet(() -> NotificationSettingsEntity.defaults(playerId))
                .view();
    }

    /** Changes the settings given; those left out keep their values. */
    @Transactional
    public NotificationSettings put(UUID playerId, NotificationSettings change) {
        store.requirePlayer(playerId);
        NotificationSettingsEntity settings = store.settingsForUpdate(playerId);
        if (change.push() != null) {
            settings.push = change.push();
        }
        if (change.email() != null) {
            settings.email = change.email();
        }
        if (change.digestHour() != null) {
            settings.digestHour = change.digestHour();
        }
        if (change.alarm() != null) {
            settings.alarm = change.alarm();
        }
        return settings.view();
    }

    /** Turns mail off for the holder of the link; empty for a token no player has. */
    @Transactional
    public Optional<UUID> unsubscribe(String token) {
        return database.createQuery(
                        "from NotificationSettingsEntity where unsubscribeToken = :token",
                        NotificationSettingsEntity.class)
                .setParameter("token", token)
                .getResultStream()
                .findFirst()
                .map(settings -> {
                    settings.email = false;
                    return settings.playerId;
                });
    }

    /** Whether the link is one of a player's, for the page that asks to confirm. */
    @Transactional
    public boolean knows(String token) {
        return !database.createQuery(
                        "select 1 from NotificationSettingsEntity where unsubscribeToken = :token", Integer.class)
                .setParameter("token", token)
                .getResultList()
                .isEmpty();
    }
}
