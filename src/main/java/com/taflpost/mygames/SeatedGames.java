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

    /** The player's games in one of {@code statuses}, the most recently changed first. */
    static List<Seated> of(UUID player, Collection<GameStatus> statuses) {
        List<GameEntity> games = GameEntity.getEntityManager()
                .createQuery("""
                        select g from GameEntity g left join fetch g.attackers left join fetch g.defenders
                        where (g.attackers.id = :player or g.defenders.id = :player) and g.status in :statuses
                        order by g.updatedAt desc""", GameEntity.class)
                .setParameter("player", player)
                .setParameter("statuses", statuses)
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
