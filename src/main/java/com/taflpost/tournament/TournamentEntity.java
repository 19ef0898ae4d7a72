package com.taflpost.tournament;

import com.taflpost.clock.TimeControlRequest;
import com.taflpost.player.Player;
import com.taflpost.tournament.pairing.Format;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;

/** A tournament as stored: its settings, organiser and status. Rounds, entries and games are rows of their own. */
@Entity
@Table(name = "tournaments")
public class TournamentEntity extends PanacheEntityBase {
    static final String ENTRY = "entry";
    static final String RUNNING = "running";
    static final String FINISHED = "finished";
    static final String CANCELLED = "cancelled";

    @Id
    public String id;

    public String name;

    public String description;

    /** {@code round-robin} or {@code swiss}. */
    public String format;

    /** Swiss: the rounds to play; round robin: null until the start, then the schedule's number of rounds. */
    public Integer rounds;

    public String ruleset;

    @Column(name = "board_id")
    public String boardId;

    @Column(name = "clock_type")
    public String clockType;

    @Column(name = "clock_per_move")
    public String clockPerMove;

    @Column(name = "clock_initial")
    public String clockInitial;

    @Column(name = "clock_increment")
    public String clockIncrement;

    @Column(name = "clock_cap")
    public String clockCap;

    public boolean rated;

    /** Whether a player's vacation pauses the clocks of this tournament's games. */
    @Column(name = "vacation_allowed")
    public boolean vacationAllowed = true;

    @Column(name = "games_per_pairing")
    public int gamesPerPairing;

    @Column(name = "max_players")
    public int maxPlayers;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "organiser_id")
    public Player organiser;

    public String status;

    @Column(name = "created_at")
    public Instant createdAt;

    @Column(name = "started_at")
    public Instant startedAt;

    @Column(name = "finished_at")
    public Instant finishedAt;

    Format format() {
        return Format.fromId(format);
    }

    TimeControlRequest timeControl() {
        return new TimeControlRequest(clockType, clockPerMove, clockInitial, clockIncrement, clockCap);
    }
}
