package com.taflpost.player;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/** A registered player. Stays in the service layer; answers carry {@link PlayerProfile} and friends. */
@Entity
@Table(name = "players")
public class Player extends PanacheEntityBase {

    @Id
    public UUID id;

    @Column(nullable = false)
    public String name;

    @Column(name = "password_hash", nullable = false)
    public String passwordHash;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    public static Optional<Player> findByName(String name) {
        return find("lower(name) = lower(?1)", name).firstResultOptional();
    }

    public PlayerRef ref() {
        return new PlayerRef(id, name);
    }
}
