package com.taflpost.gamelist;

import com.taflpost.http.Links;
import com.taflpost.paging.Cursor;
import jakarta.enterprise.context.RequestScoped;
import jakarta.ws.rs.core.UriBuilder;
import java.net.URI;
import java.util.UUID;

/**
 * The games lists: the public one and a player's, the same filters on both. The next link repeats the filters as
 * asked, with the cursor where this page ended.
 */
@RequestScoped
class GameLists {
    private final GameFinder finder;
    private final Links links;

    GameLists(GameFinder finder, Links links) {
        this.finder = finder;
        this.links = links;
    }

    /** {@code GET /api/games}: every game that is not an anonymous one, or a named player's. */
    GameListPage all(GameFilter filter) {
        filter.requireConsistent();
        UUID player = filter.player == null ? null : finder.playerId(filter.player, "player");
        return page(filter, player, "/api/games", true);
    }

    /** {@code GET /api/players/{name}/games}. */
    GameListPage of(String name, GameFilter filter) {
        UUID player = finder.playerId(name, "name");
        filter.player = null;
        return page(filter, player, "/api/players/" + name + "/games", false);
    }

    private GameListPage page(GameFilter filter, UUID player, String path, boolean withPlayer) {
        UUID opponent = filter.opponent == null ? null : finder.playerId(filter.opponent, "opponent");
        GameFinder.Found found = finder.find(filter, player, opponent);
        URI next = found.next()
                .map(cursor -> next(path, filter, withPlayer, cursor))
                .orElse(null);
        return new GameListPage(found.games(), filter.size, next);
    }

    private URI next(String path, GameFilter filter, boolean withPlayer, Cursor cursor) {
        UriBuilder next = UriBuilder.fromUri(links.to(path));
        query(next, "status", filter.status);
        if (withPlayer) {
            query(next, "player", filter.player);
        }
        query(next, "opponent", filter.opponent);
        query(next, "ruleset", filter.ruleset);
        query(next, "board", filter.board);
        query(next, "rated", filter.rated);
        query(next, "result", filter.result);
        query(next, "since", filter.since);
        query(next, "until", filter.until);
        query(next, "tournament", filter.tournament);
        query(next, "sort", filter.sort);
        query(next, "size", filter.size);
        query(next, "cursor", cursor.write());
        return next.build();
    }

    private static void query(UriBuilder uri, String name, Object value) {
        if (value != null) {
            uri.queryParam(name, value);
        }
    }
}
