package com.taflpost.game;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/** One stored move: its game, its ply (1 for the first move) and its canonical notation with captures. */
@Entity
@Table(name = "moves")
@IdClass(MoveEntity.Key.class)
public class MoveEntity extends PanacheEntityBase {
    @Id
    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "game_id")
    public GameEntity game;

    @Id
    public int ply;

    public String notation;

    @Column(name = "played_at")
    public Instant playedAt;

    public static MoveEntity of(GameEntity game, int ply, String notation, Instant playedAt) {
        MoveEntity move = new MoveEntity();
        move.game = game;
        move.ply = ply;
        move.notation = notation;
        move.playedAt = playedAt;
        return move;
    }

    /** The primary key (game_id, ply): it is what makes sure that no ply is ever stored twice. */
    public static class Key implements Serializable {
        public String game;
        public int ply;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.ply == ply && Objects.equals(key.game, game);
        }

        @Override
        public int hashCode() {
            return Objects.hash(game, ply);
        }
    }
}
