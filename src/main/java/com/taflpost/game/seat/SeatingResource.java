package com.taflpost.game.seat;

import com.taflpost.auth.Caller;
import com.taflpost.game.GameTags;
import com.taflpost.game.GameView;
import com.taflpost.game.GameViews;
import com.taflpost.http.Links;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;

/**
 * A game's seats: creating a game with them, joining its open seat, the invitation to a reserved one, and a seat
 * opened from its short link.
 */
public class SeatingResource implements SeatingApi {

    @Inject
    GameCreation creation;

    @Inject
    Seating seating;

    @Inject
    SeatLinks seatLinks;

    @Inject
    Caller caller;

    @Inject
    Links links;

    @Override
    public Response create(CreateGameRequest request) {
        GameView game = creation.create(request, caller);
        return GameTags.tagged(
                        Response.created(links.to("/api/games/" + game.id())).entity(game), game)
                .build();
    }

    @Override
    public Response join(String id) {
        GameView game = GameViews.seenBy(caller, seating.join(id, caller));
        return GameTags.tagged(Response.ok(game), game).build();
    }

    @Override
    public Response invitation(String id) {
        return Response.ok(seating.invitation(id, caller))
                .header("Cache-Control", "no-store")
                .build();
    }

    @Override
    public Response exchange(String id, SeatLinkExchange body) {
        return Response.ok(seatLinks.exchange(id, body.secret()))
                .header("Cache-Control", "no-store")
                .build();
    }
}
