package com.taflpost.mygames;

import com.taflpost.auth.Caller;
import com.taflpost.paging.CursorPaging;
import com.taflpost.paging.NextLink;
import jakarta.inject.Inject;

public class MyGamesResource implements MyGamesApi {

    @Inject
    PlayerGamesService games;

    @Inject
    Caller caller;

    @Inject
    NextLink links;

    @Override
    public MyGamesView list(CursorPaging paging) {
        return games.mine(caller.requirePlayer(), paging, links);
    }
}
