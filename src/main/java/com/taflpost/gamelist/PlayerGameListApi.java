package com.taflpost.gamelist;

import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/players")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public interface PlayerGameListApi {

    @GET
    @Path("/{name}/games")
    @SecurityRequirements
    @Operation(
            operationId = "listPlayerGames",
            summary = "Find a player's games",
            description = "The player's games, as GET /api/games?player={name} lists them; result (won, lost, drawn)"
                    + " and opponent speak of this player." + GameListResource.FILTERS)
    @APIResponse(
            responseCode = "200",
            description = "A page of the player's games and the link to the next",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = GameListPage.class),
                            examples = @ExampleObject(name = "games", ref = "GameList")))
    @APIResponse(
            responseCode = "400",
            description = "A filter out of its values (validation), a cursor of another list (bad-cursor)",
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
            description = "No player has that name, or the opponent's (player-not-found)",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "player-not-found", ref = "PlayerNotFound")))
    GameListPage playerGames(
            @Parameter(ref = "PlayerName") @PathParam("name") String name, @Valid @BeanParam GameFilter filter);
}
