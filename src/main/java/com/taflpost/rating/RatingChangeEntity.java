package com.taflpost.rating;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/**
 * One rated game's change of one player's rating. {@code before} is what the update started from: the stored
 * values with the deviation grown for the idle weeks before the game.
 */
@Entity
@Table(name = "rating_changes")
public class RatingChangeEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "player_id")
    public UUID playerId;

    public String ruleset;

    public String board;

    @Column(name = "game_id")
    public String gameId;

    @Column(name = "opponent_id")
    public UUID opponentId;

    public double score;

    @Column(name = "rating_before")
    public double ratingBefore;

    @Column(name = "deviation_before")
    public double deviationBefore;

    @Column(name = "volatility_before")
    public double volatilityBefore;

    @Column(name = "rating_after")
    public double ratingAfter;

    @Column(name = "deviation_after")
    public double deviationAfter;

    @Column(name = "volatility_after")
    public double volatilityAfter;

    public Instant at;

    static RatingChangeEntity of(
            PlayerRatingEntity row,
            String gameId,
            UUID opponentId,
            double score,
            Rating before,
            Rating after,
            Instant at) {
        RatingChangeEntity change = new RatingChangeEntity();
        change.playerId = row.playerId;
        change.ruleset = row.ruleset;
        change.board = row.board;
        change.gameId = gameId;
        change.opponentId = opponentId;
        change.score = score;
        change.ratingBefore = before.rating();
        change.deviationBefore = before.deviation();
        change.volatilityBefore = before.volatility();
        change.ratingAfter = after.rating();
        change.deviationAfter = after.deviation();
        change.volatilityAfter = after.volatility();
        change.at = at;
        return change;
    }
}
