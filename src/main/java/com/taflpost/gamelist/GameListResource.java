package com.taflpost.gamelist;

import jakarta.inject.Inject;

/** Finding games: the public list, filtered, sorted and paged by cursor (a player's list is beside it). */
public class GameListResource implements GameListApi {

    @Inject
    GameLists lists;

    @Override
    public GameListPage games(GameFilter filter) {
        return lists.all(filter);
    }
}
