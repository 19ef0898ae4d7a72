package com.taflpost.analysis;

import com.taflpost.problem.ApiProblem;
import io.smallrye.common.annotation.Blocking;
import jakarta.validation.Valid;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/analysis")
@Tag(name = "Analysis", description = "The rules engine without a game: check moves and positions")
public interface AnalysisApi {

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "analyse",
            summary = "Replay moves from a start",
            description =
                    "Stateless: plays the moves from the start and answers with the canonical moves, the position, the"
                            + " side to move, the result and the legal moves. With evaluate, the computer also searches"
                            + " the position reached and answers its best move, a score and the line it expects (a"
                            + " hint): at a level, within that level's time, or to a depth, within the strongest"
                            + " level's. Nothing is stored; no token is needed. Fair play: the computer does not"
                            + " evaluate the current position of a rated game being played (for anyone), nor of a"
                            + " game being played by the caller (as its player or with its seat token), but for a"
                            + " game against the computer; the two positions before it in the moves sent count as"
                            + " it does. A named board's start position is never refused: it is everyone's."
                            + " Without evaluate, every position may be replayed.")
    @SecurityRequirements
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = AnalysisRequest.class),
                            examples = @ExampleObject(name = "brandubh", ref = "AnalysisRequest")))
    @APIResponse(
            responseCode = "200",
            description = "Where the moves lead",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = AnalysisView.class),
                            examples = @ExampleObject(name = "brandubh", ref = "Analysis")))
    @APIResponse(
            responseCode = "400",
            description = "A missing or unknown ruleset or board, a board and a position together or neither;"
                    + " evaluate with both a level and a depth or neither (level-or-depth), or one out of range"
                    + " (validation)",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "unknown-ruleset", ref = "AnalysisUnknownRuleset")))
    @APIResponse(
            responseCode = "403",
            description = "evaluate asked of the position a game being played stands at, or of one or two moves past"
                    + " it in the moves sent, when the game is rated or the caller's own (position-in-play); ask"
                    + " again once the game has ended",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "position-in-play", ref = "PositionInPlay")))
    @APIResponse(
            responseCode = "422",
            description = "A custom position the rules cannot play (invalid-position), or a move"
                    + " they refuse: code is the reason, ply the 1-based place of the move in the list; more moves than"
                    + " taflpost.games.max-plies (2000 by default): too-many-moves",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "illegal-move", ref = "AnalysisIllegalMove"),
                                @ExampleObject(name = "too-many-moves", ref = "TooManyMoves")
                            }))
    @APIResponse(responseCode = "413", ref = "PayloadTooLarge")
    @APIResponse(responseCode = "503", ref = "ComputerBusy")
    // a CompletionStage would run on the event loop: the replay is work, and the search waits on its own threads
    @Blocking
    public CompletionStage<AnalysisView> analyse(@Valid AnalysisRequest request);
}
