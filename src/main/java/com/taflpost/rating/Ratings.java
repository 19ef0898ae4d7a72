package com.taflpost.rating;

import com.taflpost.platform.Now;
import com.taflpost.player.PlayerRating;
import com.taflpost.player.PlayerRatingsSource;
import com.taflpost.standby.Standby;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Players' ratings as of now: the stored values with the deviation grown for the full weeks since the last rated
 * game. What other features read (Swiss pairing, profiles); never written here.
 */
@ApplicationScoped
public class Ratings implements PlayerRatingsSource {

    private final Glicko2 glicko = new Glicko2();
    private final Now now;
    private final Standby standby;

    Ratings(Now now, Standby standby) {
        this.now = now;
        this.standby = standby;
    }

    /**
     * The players' ratings in the pool as of now, in one query for a whole field; a player without a rated game there
     * yet has none.
     */
    public Map<UUID, Rating> current(Collection<UUID> players, String ruleset, String board) {
        return PlayerRatingEntity.<PlayerRatingEntity>stream(
                        "playerId in ?1 and ruleset = ?2 and board = ?3 and games > 0", players, ruleset, board)
                .collect(Collectors.toMap(row -> row.playerId, row -> glicko.idle(row.value(), now.instant())));
    }

    /**
     * Read where {@link Standby#reads} says, as a profile's other parts are: the standby only while it applies each
     * commit before it is acknowledged.
     */
    @Override
    public List<PlayerRating> ratingsOf(UUID playerId) {
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement("""
                        select ruleset, board, %s
                        from player_ratings where player_id = ? and games > 0 order by ruleset, board""".formatted(StoredRatings.COLUMNS))) {
            query.setObject(1, playerId);
            List<PlayerRating> ratings = new ArrayList<>();
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    ratings.add(view(row.getString(1), row.getString(2), StoredRatings.read(row, 3)));
                }
            }
            return ratings;
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    private PlayerRating view(String ruleset, String board, Rating stored) {
        Rating rating = glicko.idle(stored, now.instant());
        return new PlayerRating(
                ruleset,
                board,
                rating.rating(),
                rating.deviation(),
                rating.volatility(),
                rating.games(),
                rating.provisional());
    }
}
