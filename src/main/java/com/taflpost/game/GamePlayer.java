package com.taflpost.game;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;
import org.hibernate.annotations.Immutable;

/**
 * A player as games see one: id and name, read from the players table, which the player feature owns and
 * writes. Read-only here so that a game and its players' names load in the game's one query.
 */
@Entity(name = "GamePlayer")
@Table(name = "players")
@Immutable
public class GamePlayer extends PanacheEntityBase {
    @Id
    public UUID id;

    public String name;

    static GamePlayer byName(String name) {
        return find("lower(name) = lower(?1)", name).firstResult();
    }
}
