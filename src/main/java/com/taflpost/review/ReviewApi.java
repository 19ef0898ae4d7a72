package com.taflpost.review;

import com.taflpost.problem.ApiProblem;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games/{id}/review")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Analysis", description = "The rules engine without a game: check moves and positions")
public interface ReviewApi {

    @POST
    @SecurityRequirements
    @Operation(
            operationId = "requestReview",
            summary = "Ask the computer to review a finished game",
            description = "Starts the computer's review of a finished game in the background, on the computer's own"
                    + " threads: every position searched at one level (taflpost.review.level, 5 by default), each"
                    + " move then given the evaluation before and after it from the mover's view, the best move and"
                    + " line, and a label where it lost much. One review per game: asking again, by anyone, answers"
                    + " the review already asked for and computes nothing more. Follow its progress with GET. No"
                    + " token is needed: a finished game is everyone's to study.")
    @APIResponse(
            responseCode = "200",
            description = "The review was done already",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ReviewView.class),
                            examples = @ExampleObject(name = "done", ref = "ReviewDone")))
    @APIResponse(
            responseCode = "202",
            description = "The review is under way (asked now or earlier): its progress so far",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ReviewView.class),
                            examples = @ExampleObject(name = "running", ref = "ReviewRunning")))
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = "The game has not ended (game-not-finished): an aborted game, or one waiting or being"
                    + " played, is never reviewed",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "game-not-finished", ref = "GameNotFinished")))
    Response request(@Parameter(ref = "GameId") @PathParam("id") String id);

    @GET
    @SecurityRequirements
    @Operation(
            operationId = "getReview",
            summary = "Get a game's review",
            description = "The computer's review of a finished game: while it runs, its status, how many moves are"
                    + " reviewed and those moves; once done, every move. Labels: a move that lost 50 hundredths of an"
                    + " attacker or more from the mover's view is an inaccuracy, 150 a mistake, 350 a blunder (both"
                    + " evaluations held within 1000 either way first, so a forced win counts 1000): see"
                    + " docs/computer.md.")
    @APIResponse(
            responseCode = "200",
            description = "The review, done or under way",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ReviewView.class),
                            examples = {
                                @ExampleObject(name = "done", ref = "ReviewDone"),
                                @ExampleObject(name = "running", ref = "ReviewRunning")
                            }))
    @APIResponse(
            responseCode = "404",
            description = "No such game (game-not-found), or no review of it was asked for (review-not-found)",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "review-not-found", ref = "ReviewNotFound"),
                                @ExampleObject(name = "game-not-found", ref = "GameNotFound")
                            }))
    ReviewView get(@Parameter(ref = "GameId") @PathParam("id") String id);
}
