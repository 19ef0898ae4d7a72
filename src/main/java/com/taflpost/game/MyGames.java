package com.taflpost.game;

import com.taflpost.clock.Timeouts;
import com.taflpost.catalog.Setup;
import com.taflpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;

/** A player's active games, in the order they need the player: their turn first, the soonest deadline first. */
@ApplicationScoped
public class MyGames {
    private static final Comparator<MyGamesView.Entry> URGENCY = Comparator
            .comparing((MyGamesView.Entry game) -> !game.yourTurn())
            .thenComparing(MyGamesView.Entry::deadline, Comparator.nullsLast(Comparator.<Instant>naturalOrder()))
            .thenComparing(MyGamesView.Entry::id);

    @Inject
    Timeouts timeouts;

    @Transactional
    public MyGamesView of(Identity caller) {
        if (!(caller instanceof Identity.Player player)) {
            throw caller instanceof Identity.Seat ? Problems.notAPlayerToken() : Problems.playerTokenRequired();
        }
        timeouts.settleFor(player.id());
        List<MyGamesView.Entry> games = GameEntity.<GameEntity>find("""
                        select distinct g from GameEntity g left join fetch g.moves
                        left join fetch g.attackers left join fetch g.defenders
                        where (g.attackers.id = ?1 or g.defenders.id = ?1) and g.status = ?2""",
                        player.id(), GameStatus.ACTIVE).list().stream()
                .map(game -> entry(game, player.id()))
                .sorted(URGENCY)
                .toList();
        return new MyGamesView((int) games.stream().filter(MyGamesView.Entry::yourTurn).count(), games);
    }

    private static MyGamesView.Entry entry(GameEntity game, UUID player) {
        Side side = game.sideOf(player).orElseThrow();
        int ply = game.moves.size();
        return new MyGamesView.Entry(game.id, game.ruleset, game.boardId == null ? Setup.CUSTOM : game.boardId,
                game.playerOf(side.opponent()).name, side.id(), game.sideToMove(ply) == side, ply, game.clock.deadline(),
                ply == 0 ? null : game.moves.get(ply - 1).notation);
    }
}
