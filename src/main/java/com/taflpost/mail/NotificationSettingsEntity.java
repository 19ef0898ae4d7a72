package com.taflpost.mail;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.UUID;

/**
 * A player's notification settings (table notification_settings); a player without a row has the defaults, which
 * {@link #defaults} makes.
 */
@Entity
@Table(name = "notification_settings")
public class NotificationSettingsEntity extends PanacheEntityBase {
    private static final SecureRandom RANDOM = new SecureRandom();

    @Id
    @Column(name = "player_id")
    public UUID playerId;

    public boolean push;

    public boolean email;

    @Column(name = "digest_hour")
    public int digestHour;

    public boolean alarm;

    @Column(name = "last_digest_at")
    public Instant lastDigestAt;

    @Column(name = "unsubscribe_token")
    public String unsubscribeToken;

    static NotificationSettingsEntity defaults(UUID playerId) {
        NotificationSettingsEntity settings = new NotificationSettingsEntity();
        settings.playerId = playerId;
        settings.push = NotificationSettings.DEFAULT_PUSH;
        settings.email = NotificationSettings.DEFAULT_EMAIL;
        settings.digestHour = NotificationSettings.DEFAULT_DIGEST_HOUR;
        settings.alarm = NotificationSettings.DEFAULT_ALARM;
        settings.unsubscribeToken = newToken();
        return settings;
    }

    /** 32 random bytes: the unsubscribe link is a capability, so it must not be guessable. */
    private static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    NotificationSettings view() {
        return new NotificationSettings(push, email, digestHour, alarm);
    }
}
