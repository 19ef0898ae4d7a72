package com.taflpost.game.addtime;

import com.taflpost.auth.Caller;
import com.taflpost.game.GameView;
import com.taflpost.game.GameViews;
import com.taflpost.game.addtime.AddingTime.AddTimeRequest;
import jakarta.inject.Inject;

/** A player gives the opponent more time on their clock. */
public class AddTimeResource implements AddTimeApi {

    @Inject
    AddingTime addingTime;

    @Inject
    Caller caller;

    @Override
    public GameView addTime(String id, AddTimeRequest body) {
        return GameViews.seenBy(caller, addingTime.add(id, caller, body.duration()));
    }
}
