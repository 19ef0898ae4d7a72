package com.taflpost.mail;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/** A player's e-mail address and the verification code waiting for it (table mail_addresses). */
@Entity
@Table(name = "mail_addresses")
public class MailAddressEntity extends PanacheEntityBase {

    @Id
    @Column(name = "player_id")
    public UUID playerId;

    public String address;

    /** Null until the code sent to the address came back. */
    @Column(name = "verified_at")
    public Instant verifiedAt;

    @Column(name = "code_hash")
    public String codeHash;

    @Column(name = "code_expires_at")
    public Instant codeExpiresAt;

    @Column(name = "code_attempts")
    public int codeAttempts;

    @Column(name = "codes_window_start")
    public Instant codesWindowStart;

    @Column(name = "codes_sent")
    public int codesSent;

    public boolean verified() {
        return verifiedAt != null;
    }
}
