package com.taflpost.record;

import com.taflpost.auth.Caller;
import com.taflpost.game.GameService;
import com.taflpost.game.GameTags;
import com.taflpost.game.GameView;
import com.taflpost.http.ETags;
import com.taflpost.http.Links;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** A game as a text record and as a picture, and a game imported from its record. */
public class GameRecordResource implements GameRecordApi {

    private final GameRecordService records;
    private final GameService games;
    private final Caller caller;

    @Inject
    Links links;

    @Inject
    GameImport imports;

    GameRecordResource(GameRecordService records, GameService games, Caller caller) {
        this.records = records;
        this.games = games;
        this.caller = caller;
    }

    @Override
    public Response record(String id, String ifNoneMatch) {
        GameRecordService.Tagged record = records.record(id);
        return ETags.answer(record.body(), MediaType.TEXT_PLAIN, record.etag(), ifNoneMatch);
    }

    @Override
    public Response picture(String id, String ply, String bottom, String ifNoneMatch) {
        GameRecordService.Tagged picture = records.picture(id, ply, bottom);
        return ETags.answer(picture.body(), SVG, picture.etag(), ifNoneMatch);
    }

    @Override
    public Response importGame(String side, String record) {
        GameImport.Imported imported = imports.create(record, caller, side, links.to("/api/games/"));
        GameView game = games.view(imported.id(), null);
        GameView answer = imported.seats() == null ? game : game.withSeats(imported.seats());
        return GameTags.tagged(
                        Response.created(links.to("/api/games/" + imported.id()))
                                .entity(answer),
                        answer)
                .build();
    }
}
