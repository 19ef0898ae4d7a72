package com.taflpost.mygames;

import com.taflpost.game.GameEntity;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameStore;
import com.taflpost.game.GameViews;
import com.taflpost.player.PlayerGames;
import com.taflpost.rules.Side;
import com.taflpost.standby.Standby;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;

/**
 * The games a player sits in or is invited to, with what a profile shows of them: the one rule for whose turn it is.
 * Read where {@link Standby#reads} says, as lists of games are: a synchronous standby has every committed move.
 */
@ApplicationScoped
class SeatedGames {

    private static final String RECENT = """
            select s.id from (
              (select g.id, g.updated_at from games g
               where g.attackers_player_id = ? and g.status = any(?)
               order by g.updated_at desc, g.id desc limit ?)
              union all
              (select g.id, g.updated_at from games g
               where g.defenders_player_id = ? and g.status = any(?)
                 and g.attackers_player_id is distinct from ?
               order by g.updated_at desc, g.id desc limit ?)) s
            order by s.updated_at desc, s.id desc limit ?""";

    private static final String INVITED = """
            select g.id from games g where g.reserved_player_id = ? and g.status = 'waiting'
            order by g.created_at desc""";

    private static final String TALLY = """
            select count(*) filter (where (g.result_winner = 'attackers' and g.attackers_player_id = ?)
                                       or (g.result_winner = 'defenders' and g.defenders_player_id = ?)),
                   count(*) filter (where g.result_winner = 'draw'),
                   count(*)
            from games g
            where g.status = 'finished' and not g.imported
              and (g.attackers_player_id = ? or g.defenders_player_id = ?)""";

    private final Standby standby;
    private final GameStore store;

    SeatedGames(Standby standby, GameStore store) {
        this.standby = standby;
        this.store = store;
    }

    /** One of the player's games from the player's seat; {@code lastMove} is null before the first move. */
    record Seated(GameEntity game, Side side, int ply, String lastMove) {

        /** The player is to move: the game is active and the side to move after {@code ply} moves is theirs. */
        boolean yourTurn() {
            return game.status == GameStatus.ACTIVE && game.sideToMove(ply) == side;
        }

        String opponent() {
            return GameViews.name(game.playerOf(side.opponent()));
        }
    }

    /**
     * The player's {@code limit} most recently changed games in one of {@code statuses}: each seat's games read in that
     * order from its own index (V46) and merged, so that a player with thousands of games costs {@code limit} rows.
     */
    List<Seated> recent(UUID player, Collection<GameStatus> statuses, int limit) {
        String[] wanted = statuses.stream().map(GameStatus::id).toArray(String[]::new);
        List<String> ids = ids(RECENT, player, wanted, limit, player, wanted, player, limit, limit);
        return newestFirst(ids).stream()
                .map(game -> new Seated(
                        game,
                        game.sideOf(player).orElseThrow(),
                        game.ply(),
                        game.ply() == 0 ? null : game.moves.get(game.ply() - 1)))
                .toList();
    }

    /** The games waiting for the player as their named opponent, newest first. */
    List<GameEntity> invitedTo(UUID player) {
        List<String> ids = ids(INVITED, player);
        if (ids.isEmpty()) {
            return List.of();
        }
        List<GameEntity> games = new ArrayList<>(store.showAll(ids));
        games.sort(Comparator.comparing((GameEntity game) -> game.createdAt).reversed());
        return games;
    }

    /** The player's finished games as wins, losses and draws, imports aside. */
    PlayerGames.Tally tally(UUID player) {
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement(TALLY)) {
            bind(query, player, player, player, player);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                long wins = row.getLong(1);
                long draws = row.getLong(2);
                return new PlayerGames.Tally(wins, row.getLong(3) - wins - draws, draws);
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    private List<GameEntity> newestFirst(List<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        List<GameEntity> games = new ArrayList<>(store.showAll(ids));
        games.sort(Comparator.comparing((GameEntity game) -> game.updatedAt)
                .thenComparing(game -> game.id)
                .reversed());
        return games;
    }

    private List<String> ids(String sql, Object... parameters) {
        try (Connection connection = standby.reads().getConnection();
                PreparedStatement query = connection.prepareStatement(sql)) {
            bind(query, parameters);
            List<String> ids = new ArrayList<>();
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    ids.add(row.getString(1));
                }
            }
            return ids;
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    private static void bind(PreparedStatement query, Object... parameters) throws SQLException {
        for (int i = 0; i < parameters.length; i++) {
            Object parameter = parameters[i];
            if (parameter instanceof String[] texts) {
                query.setArray(i + 1, query.getConnection().createArrayOf("text", texts));
            } else {
                query.setObject(i + 1, parameter);
            }
        }
    }
}
