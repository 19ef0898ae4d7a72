package com.taflpost.game.takeback;

import com.taflpost.auth.Caller;
import com.taflpost.game.GameView;
import com.taflpost.game.GameViews;
import com.taflpost.game.takeback.Takebacks.TakebackOffer;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;

/** Takebacks: a player offers to take back their last move, the opponent accepts or declines, and the offer waiting. */
public class TakebackResource implements TakebackApi {

    @Inject
    Takebacks takebacks;

    @Inject
    Caller caller;

    @Override
    public TakebackOffer offer(String id) {
        return takebacks.offer(id, caller);
    }

    @Override
    public Response pending(String id) {
        return Response.ok(takebacks.pending(id, caller))
                .header("Cache-Control", "no-store")
                .build();
    }

    @Override
    public GameView accept(String id) {
        return GameViews.seenBy(caller, takebacks.accept(id, caller));
    }

    @Override
    public TakebackOffer decline(String id) {
        return takebacks.decline(id, caller);
    }
}
