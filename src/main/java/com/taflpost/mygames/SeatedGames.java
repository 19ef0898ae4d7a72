package com.taflpost.mygames;

import com.taflpost.game.GameEntity;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameViews;
import com.taflpost.rules.Side;
import java.util.Collection;
import java.util.List;
import java.util.UUID;

/**
 * The games a player sits in, with what a list of them shows: the one query behind "my games" and the profile's
 * current games, and the one rule for whose turn it is.
 */
final class SeatedGames {
    private SeatedGames() {}

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
    @SuppressWarnings("unchecked")
    static List<Seated> recent(UUID player, Collection<GameStatus> statuses, int limit) {
        List<String> ids = GameEntity.getEntityManager()
                .createNativeQuery("""
                        select s.id from (
                          (select g.id, g.updated_at from games g
                           where g.attackers_player_id = :player and g.status in :statuses
                           order by g.updated_at desc, g.id desc limit :limit)
                          union all
                          (select g.id, g.updated_at from games g
                           where g.defenders_player_id = :player and g.status in :statuses
                             and g.attackers_player_id is distinct from :player
                           order by g.updated_at desc, g.id desc limit :limit)) s
                        order by s.updated_at desc, s.id desc limit :limit""")
                .setParameter("player", player)
                .setParameter("statuses", statuses.stream().map(GameStatus::id).toList())
                .setParameter("limit", limit)
                .getResultList();
        if (ids.isEmpty()) {
            return List.of();
        }
        List<GameEntity> games = GameEntity.getEntityManager()
                .createQuery("""
                        select g from GameEntity g left join fetch g.attackers left join fetch g.defenders
                        where g.id in :ids order by g.updatedAt desc, g.id desc""", GameEntity.class)
                .setParameter("ids", ids)
                .getResultList();
        return games.stream()
                .map(game -> new Seated(
                        game,
                        game.sideOf(player).orElseThrow(),
                        game.ply(),
                        game.ply() == 0 ? null : game.moves.get(game.ply() - 1)))
                .toList();
    }
}
