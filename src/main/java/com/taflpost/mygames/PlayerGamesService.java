package com.taflpost.mygames;

import com.taflpost.game.GameEntity;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameViews;
import com.taflpost.game.Timeouts;
import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
import com.taflpost.paging.NextLink;
import com.taflpost.player.PlayerGames;
import com.taflpost.player.PlayerGamesSource;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/** A player's games as lists: the caller's active games ("my games") and a profile's current games and results. */
@ApplicationScoped
public class PlayerGamesService implements PlayerGamesSource {
    private final Timeouts timeouts;
    private final MyGamesFinder finder;

    PlayerGamesService(Timeouts timeouts, MyGamesFinder finder) {
        this.timeouts = timeouts;
        this.finder = finder;
    }

    /** A page of the player's active games, those awaiting them first, with the counts over all pages. */
    @Transactional
    public MyGamesView mine(UUID player, CursorPaging paging, NextLink links) {
        timeouts.settleFor(player);
        Keyset<MyGamesView.Entry> page = finder.page(player, paging);
        MyGamesFinder.Counts counts = finder.counts(player);
        return new MyGamesView(
                counts.awaitingYou(), counts.total(), page.items(), paging.size, links.after(page.next()));
    }

    /** A player's games for the profile: current games, invitations, and the wins, losses and draws (imports aside). */
    @Override
    @Transactional
    public PlayerGames summaryFor(UUID player, UUID viewer) {
        timeouts.settleFor(player);
        boolean own = player.equals(viewer);
        List<PlayerGames.Current> current =
                SeatedGames.recent(player, Set.of(GameStatus.WAITING, GameStatus.ACTIVE), PlayerGames.CURRENT_SHOWN)
                        .stream()
                        .filter(seated -> own || !keptFromViewer(seated.game(), viewer))
                        .map(seated -> current(
                                seated.game(), seated.side(), seated.opponent(), seated.yourTurn(), seated.ply()))
                        .toList();
        List<PlayerGames.Current> invitations =
                GameEntity.<GameEntity>find("""
                        from GameEntity g left join fetch g.attackers left join fetch g.defenders
                        where g.reserved.id = ?1 and g.status = ?2
                        order by g.createdAt desc""", player, GameStatus.WAITING).list().stream()
                        .filter(game -> own || !keptFromViewer(game, viewer))
                        .map(game -> {
                            Side open = game.attackers == null ? Side.ATTACKERS : Side.DEFENDERS;
                            return current(game, open, GameViews.name(game.playerOf(open.opponent())), false, 0);
                        })
                        .toList();
        Object[] tally = GameEntity.getEntityManager()
                .createQuery("""
                        select
                          coalesce(sum(case when (g.resultWinner = :attackers and g.attackers.id = :player)
                                              or (g.resultWinner = :defenders and g.defenders.id = :player)
                                            then 1 else 0 end), 0),
                          coalesce(sum(case when g.resultWinner = :draw then 1 else 0 end), 0),
                          count(g)
                        from GameEntity g
                        where g.status = :finished and not g.imported
                          and (g.attackers.id = :player or g.defenders.id = :player)""", Object[].class)
                .setParameter("attackers", Winner.ATTACKERS)
                .setParameter("defenders", Winner.DEFENDERS)
                .setParameter("draw", Winner.DRAW)
                .setParameter("finished", GameStatus.FINISHED)
                .setParameter("player", player)
                .getSingleResult();
        long wins = ((Number) tally[0]).longValue();
        long draws = ((Number) tally[1]).longValue();
        long finished = ((Number) tally[2]).longValue();
        return new PlayerGames(current, invitations, new PlayerGames.Tally(wins, finished - wins - draws, draws));
    }

    /**
     * A game waiting for a named opponent is known only to its two players until it is accepted, the rule a challenge
     * follows; anyone may see an open or a started game.
     */
    private static boolean keptFromViewer(GameEntity game, UUID viewer) {
        if (game.status != GameStatus.WAITING || game.reserved == null) {
            return false;
        }
        boolean creator = (game.attackers != null && game.attackers.id.equals(viewer))
                || (game.defenders != null && game.defenders.id.equals(viewer));
        return !creator && !game.reserved.id.equals(viewer);
    }

    private static PlayerGames.Current current(GameEntity game, Side side, String opponent, boolean yourTurn, int ply) {
        return new PlayerGames.Current(
                game.id,
                game.ruleset,
                GameViews.board(game),
                side.id(),
                opponent,
                game.status.id(),
                yourTurn,
                ply,
                game.updatedAt);
    }
}
