package com.taflpost.explorer;

import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.Keyset;
import com.taflpost.paging.NextLink;
import jakarta.inject.Inject;

public class ExplorerResource implements ExplorerApi {

    @Inject
    Explorer explorer;

    @Inject
    NextLink next;

    @Override
    public ExplorerView explore(ExplorerQuery query) {
        return explorer.moves(query);
    }

    @Override
    public ExplorerGamesPage games(ExplorerQuery query, String move, CursorPaging paging) {
        Keyset<ExplorerGamesPage.PlayedGame> page = explorer.games(query, move, paging);
        return new ExplorerGamesPage(page.items(), paging.size, next.after(page.next()));
    }
}
