package com.taflpost.tournament;

import com.taflpost.player.Player;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/** A player entered in a tournament. */
@Entity
@Table(name = "tournament_entries")
public class EntryEntity extends PanacheEntityBase {

    @Embeddable
    public static class Key implements Serializable {
        @Column(name = "tournament_id")
        public String tournamentId;

        @Column(name = "player_id")
        public UUID playerId;

        public Key() {}

        Key(String tournamentId, UUID playerId) {
            this.tournamentId = tournamentId;
            this.playerId = playerId;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key
                    && Objects.equals(tournamentId, key.tournamentId)
                    && Objects.equals(playerId, key.playerId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(tournamentId, playerId);
        }
    }

    @EmbeddedId
    public Key key;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "player_id", insertable = false, updatable = false)
    public Player player;

    @Column(name = "entry_order")
    public int entryOrder;

    /** The seeding rating, taken at the start. */
    public Double rating;

    public boolean withdrawn;

    @Column(name = "entered_at")
    public Instant enteredAt;
}
