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

    /** Bumped to end every token of the player (logout-all, password change, deletion). */
    @Column(name = "token_generation", nullable = false)
    public int tokenGeneration;

    /** Set when the player deleted the account; the row stays for the games, named {@link #DELETED_NAME}. */
    @Column(name = "deleted_at")
    public Instant deletedAt;

    /** The calendar year (UTC) that {@link #vacationDaysUsed} counts for; null before the first vacation. */
    @Column(name = "vacation_year")
    public Integer vacationYear;

    /** The vacation days used in {@link #vacationYear}. */
    @Column(name = "vacation_days_used", nullable = false)
    public int vacationDaysUsed;

    /** When the vacation going on began; null when the player is not on vacation. */
    @Column(name = "vacation_started_at")
    public Instant vacationStartedAt;

    /** When the vacation going on ends; null when the player is not on vacation. */
    @Column(name = "vacation_until")
    public Instant vacationUntil;

    /** What a deleted player is called wherever a game shows its players; no one can register it. */
    public static final String DELETED_NAME = "[deleted]";

    /** A player who has not been deleted, by name in any case. */
    public static Optional<Player> findByName(String name) {
        return find("lower(name) = lower(?1) and deletedAt is null", name).firstResultOptional();
    }

    public PlayerRef ref() {
        return new PlayerRef(id, name);
    }
}
