package com.taflpost.gamelist;

import jakarta.inject.Inject;

/** Finding a player's games: the public list's filters, for one player. */
public class PlayerGameListResource implements PlayerGameListApi {
    @Inject
    GameLists lists;

    @Override
    public GameListPage playerGames(String name, GameFilter filter) {
        return lists.of(name, filter);
    }
}
