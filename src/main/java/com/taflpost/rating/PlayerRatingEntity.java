package com.taflpost.rating;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/** A player's rating in one pool, as it stood after their last rated game there. */
@Entity
@Table(name = "player_ratings")
@IdClass(PlayerRatingEntity.Key.class)
public class PlayerRatingEntity extends PanacheEntityBase {

    @Id
    @Column(name = "player_id")
    public UUID playerId;

    @Id
    public String ruleset;

    @Id
    public String board;

    public double rating;

    public double deviation;

    public double volatility;

    public int games;

    @Column(name = "last_rated_at")
    public Instant lastRatedAt;

    public Rating value() {
        return new Rating(rating, deviation, volatility, games, lastRatedAt);
    }

    void set(Rating value) {
        rating = value.rating();
        deviation = value.deviation();
        volatility = value.volatility();
        games = value.games();
        lastRatedAt = value.lastPlayed();
    }

    /** The primary key: a player in a pool. */
    public static final class Key implements Serializable {
        public UUID playerId;
        public String ruleset;
        public String board;

        public Key() {}

        public Key(UUID playerId, String ruleset, String board) {
            this.playerId = playerId;
            this.ruleset = ruleset;
            this.board = board;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key
                    && playerId.equals(key.playerId)
                    && ruleset.equals(key.ruleset)
                    && board.equals(key.board);
        }

        @Override
        public int hashCode() {
            return Objects.hash(playerId, ruleset, board);
        }
    }
}
