package com.taflpost.record;

import com.taflpost.contract.Lengths;
import com.taflpost.problem.ApiProblem;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/players")
@Tag(name = "Records and pictures")
public interface PlayerGamesApi {
    String NDJSON = "application/x-ndjson";

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
    Response export(
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
                    String after);
}
