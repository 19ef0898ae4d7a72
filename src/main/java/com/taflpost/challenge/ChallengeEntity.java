package com.taflpost.challenge;

import com.taflpost.clock.TimeControlRequest;
import com.taflpost.game.seat.CreateGameRequest;
import com.taflpost.player.Player;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/** A stored challenge: the game offered, as the challenger asked for it, and what became of the offer. */
@Entity
@Table(name = "challenges")
public class ChallengeEntity extends PanacheEntityBase {
    static final String OPEN = "open";
    static final String ACCEPTED = "accepted";
    static final String DECLINED = "declined";
    static final String CANCELLED = "cancelled";
    static final String EXPIRED = "expired";

    @Id
    public UUID id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "challenger_id")
    public Player challenger;

    /** Null for an open challenge. */
    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "opponent_id")
    public Player opponent;

    public String ruleset;

    @Column(name = "board_id")
    public String boardId;

    public String position;

    @Column(name = "side_to_move")
    public String sideToMove;

    public String side;

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

    /** The game created on acceptance counts in both players' ratings. */
    public boolean rated;

    /** The game created on acceptance allows takebacks whatever its kind (see CreateGameRequest). */
    public boolean takebacks;

    /** As stored: open, accepted, declined or cancelled; see {@link #status(Instant)} for what it reads as. */
    public String status;

    @Column(name = "decline_reason")
    public String declineReason;

    @Column(name = "game_id")
    public String gameId;

    @Column(name = "created_at")
    public Instant createdAt;

    @Column(name = "expires_at")
    public Instant expiresAt;

    /** The status a reader sees: an open challenge past its expiry is expired. */
    String status(Instant now) {
        return OPEN.equals(status) && !now.isBefore(expiresAt) ? EXPIRED : status;
    }

    /** The game the challenger asked for, as a game creation request. */
    CreateGameRequest game() {
        return new CreateGameRequest(
                ruleset, boardId, position, sideToMove, side, null, timeControl(), rated, takebacks);
    }

    TimeControlRequest timeControl() {
        return new TimeControlRequest(clockType, clockPerMove, clockInitial, clockIncrement, clockCap);
    }
}
