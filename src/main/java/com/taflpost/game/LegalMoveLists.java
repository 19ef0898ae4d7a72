package com.taflpost.game;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.taflpost.catalog.Setup;
import com.taflpost.http.CachedJsonList;
import com.taflpost.rules.Game;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Square;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;

/**
 * A game's legal moves, as the rules engine lists them, kept by the game's version: every change of a game bumps
 * it, so none kept is of another state, and a client that shows a game asks for them again at every look.
 */
@ApplicationScoped
public class LegalMoveLists {
    /** The legal moves of a game at a version: all, or those of the piece on one square. */
    private record At(String id, long version, String from) {}

    private final Cache<At, LegalMovesView> kept =
            Caffeine.newBuilder().maximumSize(2_000).build();

    @Inject
    GameService games;

    /** The moves the side to move may play now in the game, or only the piece on {@code from} (null for all). */
    public LegalMovesView of(String id, String from) {
        GameService.Loaded loaded = games.read(id);
        Game game = loaded.game();
        Square square = from == null ? null : Setup.square(from, game.board());
        String shownFrom = square == null ? null : square.toString();
        return kept.get(new At(id, loaded.entity().version, shownFrom), key -> {
            List<Ply> plies = loaded.entity().status == GameStatus.FINISHED
                    ? List.of()
                    : square == null ? game.legalPlies() : game.legalPliesFrom(square);
            return new LegalMovesView(
                    game.ply(),
                    game.sideToMove().id(),
                    shownFrom,
                    CachedJsonList.of(plies.stream().map(LegalMove::of).toList()));
        });
    }
}
