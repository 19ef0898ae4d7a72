package com.taflpost.game;

import com.taflpost.auth.Caller;
import com.taflpost.http.Links;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;

public class GameResource implements GameApi {

    @Inject
    GameService games;

    @Inject
    Caller caller;

    @Inject
    Links links;

    @Override
    public Response get(String id, String ply, HttpHeaders headers) {
        GameService.Shown shown = games.view(id, ply, headers.getHeaderString(HttpHeaders.IF_NONE_MATCH));
        // yourSide depends on the token: caches keep one answer per Authorization
        Response.ResponseBuilder answer = shown.game() == null
                ? Response.notModified()
                : Response.ok(GameViews.seenBy(caller, shown.game()), MediaType.APPLICATION_JSON);
        return answer.header(HttpHeaders.ETAG, shown.tag())
                .header(HttpHeaders.VARY, HttpHeaders.AUTHORIZATION)
                .build();
    }

    @Override
    public LegalMovesView legalMoves(String id, String from) {
        return games.legalMoves(id, from);
    }

    @Override
    public Response play(String id, MoveRequest request, HttpHeaders headers) {
        GameService.MoveAnswer played = games.play(id, caller, request, headers.getHeaderString(HttpHeaders.IF_MATCH));
        GameView game = GameViews.seenBy(caller, played.game());
        URI atPly = links.to("/api/games/" + id + "?ply=" + game.ply());
        return GameTags.tagged(played.created() ? Response.created(atPly).entity(game) : Response.ok(game), game)
                .build();
    }

    @Override
    public Response resign(String id, HttpHeaders headers) {
        GameView game =
                GameViews.seenBy(caller, games.resign(id, caller, headers.getHeaderString(HttpHeaders.IF_MATCH)));
        return GameTags.tagged(Response.ok(game), game).build();
    }
}
