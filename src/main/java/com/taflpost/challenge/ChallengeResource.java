package com.taflpost.challenge;

import com.taflpost.auth.Caller;
import com.taflpost.game.GameTags;
import com.taflpost.game.GameView;
import com.taflpost.http.Links;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;

public class ChallengeResource implements ChallengeApi {

    @Inject
    ChallengeService challenges;

    @Inject
    Caller caller;

    @Inject
    Links links;

    @Override
    public Response create(CreateChallengeRequest request) {
        ChallengeView challenge = challenges.create(caller.requirePlayer(), request);
        return Response.created(links.to("/api/challenges/" + challenge.id()))
                .entity(challenge)
                .build();
    }

    @Override
    public ChallengeInbox list() {
        return challenges.inbox(caller.requirePlayer());
    }

    @Override
    public ChallengeView get(String id) {
        return challenges.get(caller.requirePlayer(), id);
    }

    @Override
    public Response accept(String id) {
        GameView game = challenges.accept(caller.requirePlayer(), id);
        return GameTags.tagged(
                        Response.created(links.to("/api/games/" + game.id())).entity(game), game)
                .build();
    }

    @Override
    public ChallengeView decline(String id, DeclineRequest request) {
        return challenges.decline(caller.requirePlayer(), id, request);
    }

    @Override
    public ChallengeView cancel(String id) {
        return challenges.cancel(caller.requirePlayer(), id);
    }
}
