package com.taflpost.tournament;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

/** Which pairing of which round a tournament game belongs to; the game itself says who attacks. */
@Entity
@Table(name = "tournament_games")
public class TournamentGameEntity extends PanacheEntityBase {

    @Id
    @Column(name = "game_id")
    public String gameId;

    @Column(name = "tournament_id")
    public String tournamentId;

    public int round;

    /** The pairing's place in its round, from 1 (board order). */
    public int pairing;

    /** The higher-ranked player when paired. */
    @Column(name = "first_player_id")
    public UUID firstPlayerId;

    @Column(name = "second_player_id")
    public UUID secondPlayerId;
}
