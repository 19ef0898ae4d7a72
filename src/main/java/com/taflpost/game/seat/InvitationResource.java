package com.taflpost.game.seat;

import com.taflpost.auth.Caller;
import com.taflpost.game.GameService;
import com.taflpost.game.seat.Seating.ClaimedSeat;
import com.taflpost.http.Links;
import com.taflpost.problem.ApiException;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;

public class InvitationResource implements InvitationApi {

    @Inject
    Seating invitations;

    @Inject
    Caller caller;

    @Inject
    Links links;

    @Inject
    GameService games;

    @Override
    public Response describe(String code) {
        InvitationEntity invitation = InvitationEntity.<InvitationEntity>findByIdOptional(code)
                .orElseThrow(() ->
                        new ApiException.NotFound("invitation-not-found", "no invitation has the code '" + code + "'"));
        if (invitation.claimedAt != null) {
            throw new ApiException.NotFound("invitation-used", "this invitation's seat is already taken");
        }
        InvitationView view = InvitationView.of(invitation.side.id(), games.view(invitation.gameId, null));
        return Response.ok(view).header("Cache-Control", "no-store").build();
    }

    @Override
    public Response claim(String code) {
        ClaimedSeat seat = invitations.claim(code, caller);
        return Response.created(links.to("/api/games/" + seat.gameId()))
                .entity(seat)
                .build();
    }
}
