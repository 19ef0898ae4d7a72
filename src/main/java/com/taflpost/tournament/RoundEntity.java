package com.taflpost.tournament;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/** A paired round of a tournament. */
@Entity
@Table(name = "tournament_rounds")
public class RoundEntity extends PanacheEntityBase {
    static final String RUNNING = "running";
    static final String FINISHED = "finished";

    @Embeddable
    public static class Key implements Serializable {
        @Column(name = "tournament_id")
        public String tournamentId;

        public int number;

        public Key() {}

        Key(String tournamentId, int number) {
            this.tournamentId = tournamentId;
            this.number = number;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Objects.equals(tournamentId, key.tournamentId) && number == key.number;
        }

        @Override
        public int hashCode() {
            return Objects.hash(tournamentId, number);
        }
    }

    @EmbeddedId
    public Key key;

    public String status;

    @Column(name = "bye_player_id")
    public UUID byePlayerId;

    @Column(name = "started_at")
    public Instant startedAt;
}
