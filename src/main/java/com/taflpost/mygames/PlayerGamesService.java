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
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * A player's games as lists: the caller's active games ("my games") and a profile's current games and results. Both
 * settle the player's overdue games first (a timeout counts the moment anyone looks) and then read where {@link
 * com.taflpost.standby.Standby#reads} says.
 */
@ApplicationScoped
public class PlayerGamesService implements PlayerGamesSource {
    private final Timeouts timeouts;
    private final MyGamesFinder finder;
    private final SeatedGames seated;

    PlayerGamesService(Timeouts timeouts, MyGamesFinder finder, SeatedGames seated) {
        this.timeouts = timeouts;
        this.finder = finder;
        this.seated = seated;
    }

    /** A page of the player's active games, those awaiting them first, with the counts over all pages. */
    public MyGamesView mine(UUID player, CursorPaging paging, NextLink links) {
        timeouts.settleFor(player);
        Keyset<MyGamesView.Entry> page = finder.page(player, paging);
        MyGamesFinder.Counts counts = finder.counts(player);
        return new MyGamesView(
                counts.awaitingYou(), counts.total(), page.items(), paging.size, links.after(page.next()));
    }

    /** A player's games for the profile: current games, invitations, and the wins, losses and draws (imports aside). */
    @Override
    public PlayerGames summaryFor(UUID player, UUID viewer) {
        timeouts.settleFor(player);
        boolean own = player.equals(viewer);
        List<PlayerGames.Current> current =
                seated.recent(player, Set.of(GameStatus.WAITING, GameStatus.ACTIVE), PlayerGames.CURRENT_SHOWN).stream()
                        .filter(game -> own || !keptFromViewer(game.game(), viewer))
                        .map(game -> current(game.game(), game.side(), game.opponent(), game.yourTurn(), game.ply()))
                        .toList();
        List<PlayerGames.Current> invitations = seated.invitedTo(player).stream()
                .filter(game -> own || !keptFromViewer(game, viewer))
                .map(game -> {
                    Side open = game.attackers == null ? Side.ATTACKERS : Side.DEFENDERS;
                    return current(game, open, GameViews.name(game.playerOf(open.opponent())), false, 0);
                })
                .toList();
        return new PlayerGames(current, invitations, seated.tally(player));
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
