package com.taflpost.game.rematch;

import com.taflpost.auth.Caller;
import com.taflpost.game.rematch.Rematching.RematchView;
import jakarta.inject.Inject;

/** Offering, accepting and declining a rematch of a finished game (see {@link Rematching}). */
public class RematchResource implements RematchApi {

    @Inject
    Rematching rematching;

    @Inject
    Caller caller;

    @Override
    public RematchView show(String id) {
        return rematching.show(id, caller);
    }

    @Override
    public RematchView offer(String id) {
        return rematching.offer(id, caller);
    }

    @Override
    public RematchView accept(String id) {
        return rematching.accept(id, caller);
    }

    @Override
    public RematchView decline(String id) {
        return rematching.decline(id, caller);
    }
}
