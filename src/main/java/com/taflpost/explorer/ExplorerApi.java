package com.taflpost.explorer;

import com.taflpost.contract.Lengths;
import com.taflpost.paging.CursorPaging;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/explorer")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Analysis", description = "The rules engine without a game: check moves and positions")
public interface ExplorerApi {
    String FINISHED_ONLY = " Only finished games are in the explorer (indexed as each ends), so a"
            + " game being played never shows its own continuation; games under custom rules are not in it.";

    @GET
    @SecurityRequirements
    @Operation(
            operationId = "explore",
            summary = "What was played from a position",
            description = "The moves played from a position (its pieces and side to move, under a named ruleset) in"
                    + " the server's finished games, the most played first, each with how many games played it and"
                    + " how they ended. Give the ruleset and either a board (its start, then moves) or a position"
                    + " with its side." + FINISHED_ONLY)
    @APIResponse(
            responseCode = "200",
            description = "The moves played from the position; none when no finished game passed through it",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ExplorerView.class),
                            examples = @ExampleObject(name = "brandubh", ref = "Explorer")))
    @APIResponse(responseCode = "400", ref = "ExplorerRefused")
    @APIResponse(responseCode = "422", ref = "ExplorerUnplayable")
    ExplorerView explore(@Valid @BeanParam ExplorerQuery query);

    @GET
    @Path("/games")
    @SecurityRequirements
    @Operation(
            operationId = "listExplorerGames",
            summary = "List the games that passed through a position",
            description = "The finished games that played on from a position (asked as GET /api/explorer asks), the"
                    + " last ended first, with the move each played there and how it ended, a page at a time (pages"
                    + " follow by the next link); with move, only the games that played it." + FINISHED_ONLY)
    @APIResponse(
            responseCode = "200",
            description = "A page of the games",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ExplorerGamesPage.class),
                            examples = @ExampleObject(name = "page", ref = "ExplorerGamePage")))
    @APIResponse(responseCode = "400", ref = "ExplorerRefused")
    @APIResponse(responseCode = "422", ref = "ExplorerUnplayable")
    ExplorerGamesPage games(
            @Valid @BeanParam ExplorerQuery query,
            @Parameter(
                            description =
                                    "Only the games that played this move from the position, in canonical notation",
                            example = "d2-f2")
                    @QueryParam("move")
                    @Size(max = Lengths.MOVE, message = Lengths.MESSAGE)
                    String move,
            @Valid @BeanParam CursorPaging paging);
}
