package com.taflpost.gamelist;

import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public interface GameListApi {
    String FILTERS = " Filters combine (all must hold); anonymous games, which belong to whoever"
            + " holds their links, and games still waiting for a player are never listed. Pages follow one another"
            + " by the next link (a cursor), at the same cost however deep.";

    @GET
    @SecurityRequirements
    @Operation(
            operationId = "listGames",
            summary = "Find games",
            description = "Games of registered players, the last moved first (or by deadline), filtered by state,"
                    + " player and opponent, ruleset, board, rating, result, dates and tournament." + FILTERS)
    @APIResponse(
            responseCode = "200",
            description = "A page of games and the link to the next",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = GameListPage.class),
                            examples = @ExampleObject(name = "games", ref = "GameList")))
    @APIResponse(
            responseCode = "400",
            description = "A filter out of its values (validation), a result or opponent without a player"
                    + " (result-without-player, opponent-without-player), a cursor of another list (bad-cursor)",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "validation", ref = "Validation"),
                                @ExampleObject(name = "bad-cursor", ref = "BadCursor")
                            }))
    @APIResponse(
            responseCode = "404",
            description = "No player has the name given as player or opponent (player-not-found)",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "player-not-found", ref = "PlayerNotFound")))
    GameListPage games(@Valid @BeanParam GameFilter filter);
}
