package com.taflpost.review;

import com.taflpost.game.GameEntity;
import com.taflpost.game.GameService;
import com.taflpost.problem.ApiException;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;

public class ReviewResource implements ReviewApi {
    @Inject
    GameService games;

    @Inject
    ReviewStore store;

    @Inject
    Reviewing reviewing;

    @Override
    public Response request(String id) {
        reviewing.request(id);
        ReviewView review = view(id);
        return Response.status(review.status().equals("done") ? 200 : 202)
                .entity(review)
                .build();
    }

    @Override
    public ReviewView get(String id) {
        return view(id);
    }

    private ReviewView view(String id) {
        GameEntity game = games.read(id).entity();
        ReviewStore.Row row = store.row(id)
                .orElseThrow(() -> new ApiException.NotFound(
                        "review-not-found", "no review of game '" + id + "' was asked for: POST to ask for one"));
        return ReviewView.of(row, store.positions(id), game.notations(), game.startSide);
    }
}
