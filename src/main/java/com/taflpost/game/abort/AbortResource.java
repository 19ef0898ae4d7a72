package com.taflpost.game.abort;

import com.taflpost.auth.Caller;
import com.taflpost.game.GameView;
import com.taflpost.game.GameViews;
import jakarta.inject.Inject;

/** A player stops a game before it begins. */
public class AbortResource implements AbortApi {

    @Inject
    Aborting aborting;

    @Inject
    Caller caller;

    @Override
    public GameView abort(String id) {
        return GameViews.seenBy(caller, aborting.abort(id, caller));
    }
}
