package com.taflpost.game.seat;

import com.taflpost.game.GameColumns;
import com.taflpost.rules.Side;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Optional;

/** The open seat of a game offered by a short code: spent by the first claim. */
@Entity
@Table(name = "game_invitations")
public class InvitationEntity extends PanacheEntityBase {
    @Id
    public String code;

    @Column(name = "game_id")
    public String gameId;

    @Convert(converter = GameColumns.SideColumn.class)
    public Side side;

    @Column(name = "created_at")
    public Instant createdAt;

    /** Null until the seat is claimed. */
    @Column(name = "claimed_at")
    public Instant claimedAt;

    /** The invitation, locked until the transaction ends, so that of two concurrent claims the second waits. */
    static Optional<InvitationEntity> locked(String code) {
        return InvitationEntity.<InvitationEntity>findByIdOptional(code, LockModeType.PESSIMISTIC_WRITE);
    }
}
