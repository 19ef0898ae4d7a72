package com.taflpost.record;

import com.taflpost.game.GameEntity;
import com.taflpost.game.GameStore;
import com.taflpost.standby.Standby;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;

/**
 * A player's games in bulk, oldest first, for an export: chosen by ids and plies first, then read a page at a time.
 * Read where {@link Standby#reads} says: an export reads many games, and a synchronous standby has every one of them.
 */
@ApplicationScoped
public class PlayedGames {

    private static final String PLAYED = """
            select g.id, g.plies from games g
            where (g.attackers_player_id = ? or g.defenders_player_id = ?)
            and not (g.status = 'waiting' and g.reserved_player_id is not null)""";

    private final Standby standby;
    private final GameStore store;

    PlayedGames(Standby standby, GameStore store) {
        this.standby = standby;
        this.store = store;
    }

    /** A game in a player's export: its id, and its plies, in which an answer's cost is counted. */
    public record Played(String id, int plies) {}

    /**
     * The player's games after the game {@code after} (null: from the first), oldest first, at most {@code limit}:
     * ids and plies only, so that an export can choose its page before it reads a move. A game kept for a named
     * opponent is left out until accepted, as profiles leave it out for everyone but its two players.
     */
    public List<Played> playedAfter(UUID player, String after, int limit) {
        String sql = PLAYED
                + (after == null
                        ? ""
                        : " and (g.created_at, g.id) > (select a.created_at, a.id from games a where a.id = ?)")
                + " order by g.created_at, g.id limit ?";
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement(sql)) {
            int parameter = 1;
            query.setObject(parameter++, player);
            query.setObject(parameter++, player);
            if (after != null) {
                query.setString(parameter++, after);
            }
            query.setInt(parameter, limit);
            List<Played> played = new ArrayList<>();
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    played.add(new Played(row.getString(1), row.getInt(2)));
                }
            }
            return played;
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** Whether a game has this id. */
    public boolean exists(String id) {
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement("select 1 from games where id = ?")) {
            query.setString(1, id);
            try (ResultSet row = query.executeQuery()) {
                return row.next();
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** These games with their players, oldest first, detached. */
    public List<GameEntity> withPlayers(List<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        List<GameEntity> games = new ArrayList<>(store.showAll(ids));
        games.sort(Comparator.comparing((GameEntity game) -> game.createdAt).thenComparing(game -> game.id));
        return games;
    }
}
