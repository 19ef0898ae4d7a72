package com.taflpost.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.taflpost.auth.Caller;
import com.taflpost.contract.Lengths;
import com.taflpost.http.Links;
import com.taflpost.problem.ApiProblem;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A player's games in bulk, as NDJSON. */
@Path("/api/players")
@Tag(name = "Records and pictures")
public class PlayerGamesResource {
    static final String NDJSON = "application/x-ndjson";

    private final GameRecordService records;
    private final ObjectMapper json;
    private final Links links;

    private final Caller caller;

    PlayerGamesResource(GameRecordService records, ObjectMapper json, Links links, Caller caller) {
        this.records = records;
        this.caller = caller;
        this.json = json;
        this.links = links;
    }

    @GET
    @Path("/{name}/games.ndjson")
    @Produces({NDJSON, ApiProblem.MEDIA_TYPE})
    @SecurityRequirementsSet({})
    @SecurityRequirement(name = "playerToken")
    @Operation(
            operationId = "exportPlayerGames",
            summary = "Export a player's games",
            description = "The games the player has a seat in, one JSON object a line (NDJSON), oldest first, each with"
                    + " its text record: at most `max` games and about 20,000 plies an answer, the next"
                    + " answer named by a `Link: <...>; rel=\"next\"` header when more follow. The answer is"
                    + " streamed, read from the database a few games at a time. A game kept for a named"
                    + " opponent is left out until accepted. With the named player's own player token each game also"
                    + " carries its players' chat (chat); never for anyone else.")
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
    public Response export(
            @Parameter(ref = "PlayerName") @PathParam("name") String name,
            @Parameter(
                            description = "The most games in this answer, 1 to 500; 100 when left out. An answer also"
                                    + " stops once its games pass 20,000 plies; the Link header then names the next.",
                            example = "100")
                    @QueryParam("max")
                    @Min(1)
                    @Max(GameRecordService.MOST_GAMES_PER_ANSWER)
                    Integer max,
            @Parameter(
                            description =
                                    "Start after this game: the id the previous answer's Link rel=\"next\"" + " names",
                            example = "Xk3p9QaZ2m")
                    @QueryParam("after")
                    @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
                    String after) {
        UUID player = records.playerId(name);
        // the chat is the player's own: only their token shows it
        UUID chatOf = caller.playerId().filter(player::equals).orElse(null);
        int games = max == null ? GameRecordService.GAMES_PER_ANSWER : max;
        GameRecordService.ExportPage page = records.exportPage(player, after, games);
        StreamingOutput body = output -> {
            Writer writer = new OutputStreamWriter(output, StandardCharsets.UTF_8);
            for (int from = 0; from < page.ids().size(); from += GameRecordService.BATCH) {
                List<String> batch =
                        page.ids().subList(from, Math.min(page.ids().size(), from + GameRecordService.BATCH));
                for (RecordedGame game : records.games(batch, chatOf)) {
                    writer.write(json.writeValueAsString(game));
                    writer.write('\n');
                }
                writer.flush();
            }
        };
        Response.ResponseBuilder answer = Response.ok(body, NDJSON);
        if (page.nextAfter() != null) {
            URI next = links.to("/api/players/" + name + "/games.ndjson?max=" + games + "&after=" + page.nextAfter());
            answer.header(HttpHeaders.LINK, "<" + next + ">; rel=\"next\"");
        }
        return answer.build();
    }
}
