package com.taflpost.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.problem.ApiProblem;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A player's games in bulk, as NDJSON. */
@Path("/api/players")
@Tag(name = "Records and pictures")
public class PlayerGamesResource {
    static final String NDJSON = "application/x-ndjson";

    private final GameRecordService records;
    private final ObjectMapper json;

    PlayerGamesResource(GameRecordService records, ObjectMapper json) {
        this.records = records;
        this.json = json;
    }

    @GET
    @Path("/{name}/games.ndjson")
    @Produces({NDJSON, ApiProblem.MEDIA_TYPE})
    @SecurityRequirements
    @Operation(
            operationId = "exportPlayerGames",
            summary = "Export a player's games",
            description =
                    "Every game the player has a seat in, one JSON object a line (NDJSON), oldest first, each with"
                            + " its text record. The answer is streamed, read from the database a few games at a time.")
    @APIResponse(
            responseCode = "200",
            description = "The games, one a line",
            content =
                    @Content(
                            mediaType = NDJSON,
                            schema = @Schema(implementation = RecordedGame.class),
                            examples = @ExampleObject(name = "games", ref = "PlayerGamesExport")))
    @APIResponse(
            responseCode = "404",
            description = "No player has this name",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "player-not-found", ref = "ExportPlayerNotFound")))
    public Response export(@Parameter(ref = "PlayerName") @PathParam("name") String name) {
        UUID player = records.playerId(name);
        StreamingOutput games = output -> {
            Writer writer = new OutputStreamWriter(output, StandardCharsets.UTF_8);
            GameRecordService.After after = null;
            List<RecordedGame> batch;
            do {
                batch = records.games(player, after);
                for (RecordedGame game : batch) {
                    writer.write(json.writeValueAsString(game));
                    writer.write('\n');
                }
                writer.flush();
                if (!batch.isEmpty()) {
                    RecordedGame last = batch.get(batch.size() - 1);
                    after = new GameRecordService.After(last.createdAt(), last.id());
                }
            } while (batch.size() == GameRecordService.BATCH);
        };
        return Response.ok(games, NDJSON).build();
    }
}
