package com.taflpost.game.conditional;

import com.taflpost.auth.Caller;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;

/** A player's conditional moves in a game (see {@link ConditionalMoves}): read, store and clear them. */
public class ConditionalMovesResource implements ConditionalMovesApi {

    @Inject
    ConditionalMoves conditionalMoves;

    @Inject
    Caller caller;

    @Override
    public Response get(String id) {
        return Response.ok(conditionalMoves.view(id, caller))
                .header("Cache-Control", "no-store")
                .build();
    }

    @Override
    public Response put(String id, ConditionalMoves.Request body) {
        return Response.ok(conditionalMoves.store(id, caller, body))
                .header("Cache-Control", "no-store")
                .build();
    }

    @Override
    public Response delete(String id) {
        conditionalMoves.clear(id, caller);
        return Response.noContent().build();
    }
}
