package com.taflpost.mail;

import com.taflpost.player.Player;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.util.Optional;
import java.util.UUID;

/** The rows of a player's settings and address, created on first use without racing a concurrent first use. */
@ApplicationScoped
class SettingsStore {
    private final EntityManager database;

    SettingsStore(EntityManager database) {
        this.database = database;
    }

    /** 404 for a token whose player was deleted, before any row is written for them. */
    @Transactional(Transactional.TxType.MANDATORY)
    void requirePlayer(UUID playerId) {
        Player player = database.find(Player.class, playerId);
        if (player == null || player.deletedAt != null) {
            throw MailProblems.playerNotFound();
        }
    }

    /** The player's settings row, locked; made with the defaults if there was none. */
    @Transactional(Transactional.TxType.MANDATORY)
    NotificationSettingsEntity settingsForUpdate(UUID playerId) {
        NotificationSettingsEntity fresh = NotificationSettingsEntity.defaults(playerId);
        // on conflict: two first uses at once both end up with the one row
        database.createNativeQuery("insert into notification_settings (player_id, push, email, digest_hour, alarm,"
                        + " unsubscribe_token) values (?1, ?2, ?3, ?4, ?5, ?6) on conflict (player_id) do nothing")
                .setParameter(1, fresh.playerId)
                .setParameter(2, fresh.push)
                .setParameter(3, fresh.email)
                .setParameter(4, fresh.digestHour)
                .setParameter(5, fresh.alarm)
                .setParameter(6, fresh.unsubscribeToken)
                .executeUpdate();
        return database.find(NotificationSettingsEntity.class, playerId, LockModeType.PESSIMISTIC_WRITE);
    }

    @Transactional(Transactional.TxType.MANDATORY)
    Optional<NotificationSettingsEntity> settings(UUID playerId) {
        return Optional.ofNullable(database.find(NotificationSettingsEntity.class, playerId));
    }

    /** The player's address row, locked, if they gave one. */
    @Transactional(Transactional.TxType.MANDATORY)
    Optional<MailAddressEntity> addressForUpdate(UUID playerId) {
        return Optional.ofNullable(database.find(MailAddressEntity.class, playerId, LockModeType.PESSIMISTIC_WRITE));
    }

    /** The player's address row, locked; made unverified with {@code address} if there was none. */
    @Transactional(Transactional.TxType.MANDATORY)
    MailAddressEntity addressForUpdate(UUID playerId, EmailAddress address) {
        database.createNativeQuery("insert into mail_addresses (player_id, address) values (?1, ?2)"
                        + " on conflict (player_id) do nothing")
                .setParameter(1, playerId)
                .setParameter(2, address.value())
                .executeUpdate();
        return database.find(MailAddressEntity.class, playerId, LockModeType.PESSIMISTIC_WRITE);
    }

    @Transactional(Transactional.TxType.MANDATORY)
    Optional<MailAddressEntity> address(UUID playerId) {
        return Optional.ofNullable(database.find(MailAddressEntity.class, playerId));
    }

    @Transactional(Transactional.TxType.MANDATORY)
    void remove(Object entity) {
        database.remove(entity);
    }
}
