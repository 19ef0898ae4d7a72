package com.taflpost.game.takeback;

import com.taflpost.game.GameView;
import com.taflpost.game.takeback.Takebacks.TakebackOffer;
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
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public interface TakebackApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;
    String NOT_ACTIVE = " The game waits for its second player (game-not-started), is over (game-over) or was aborted"
            + " (game-aborted).";

    @POST
    @Path("/takeback")
    @Operation(
            operationId = "offerTakeback",
            summary = "Offer to take back your last move",
            description = "Offers to undo the caller's last move and the opponent's reply after it, if any. The"
                    + " opponent hears takeback-offered (and a push) and answers with accept or decline; any move"
                    + " cancels the offer (takeback-cancelled). Allowed in unrated games outside tournaments, and in"
                    + " games created with takebacks true. Offering again answers with the same offer.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The offer, waiting for the opponent",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = TakebackOffer.class),
                            examples = @ExampleObject(name = "offer", ref = "TakebackOfferShown")))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = "A rated or tournament game (takeback-not-allowed), the caller has not moved"
                    + " (no-move-to-take-back), the opponent's offer waits for an answer (takeback-pending)."
                    + NOT_ACTIVE,
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "takeback-not-allowed", ref = "TakebackNotAllowed"),
                                @ExampleObject(name = "no-move-to-take-back", ref = "NoMoveToTakeBack")
                            }))
    TakebackOffer offer(@Parameter(ref = "GameId") @PathParam("id") String id);

    @GET
    @Path("/takeback")
    @Operation(
            operationId = "getTakebackOffer",
            summary = "The takeback offer waiting in a game",
            description = "For the game's players: the offer waiting for an answer, as a client that reloads needs"
                    + " it; 404 no-takeback-offer when none waits.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The offer",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = TakebackOffer.class),
                            examples = @ExampleObject(name = "offer", ref = "TakebackOfferShown")))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(
            responseCode = "404",
            description = "No such game (game-not-found), or no offer waits (no-takeback-offer)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "no-takeback-offer", ref = "NoTakebackOfferFound")))
    Response pending(@Parameter(ref = "GameId") @PathParam("id") String id);

    @POST
    @Path("/takeback/accept")
    @Operation(
            operationId = "acceptTakeback",
            summary = "Accept the opponent's takeback offer",
            description = "The game goes back to before the offerer's last move: the move list shrinks, the clocks"
                    + " go back to what they were at that ply and the side to move's time runs from now. Both sides"
                    + " and the game's stream hear takeback-accepted with the game as it now stands. A move made"
                    + " meanwhile wins and cancels the offer (409 no-takeback-offer).")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The game taken back",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GameView.class)))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = "No offer waits (no-takeback-offer), the offer is the caller's own (own-takeback-offer)."
                    + NOT_ACTIVE,
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "no-takeback-offer", ref = "NoTakebackOffer"),
                                @ExampleObject(name = "own-takeback-offer", ref = "OwnTakebackOffer")
                            }))
    GameView accept(@Parameter(ref = "GameId") @PathParam("id") String id);

    @POST
    @Path("/takeback/decline")
    @Operation(
            operationId = "declineTakeback",
            summary = "Decline the opponent's takeback offer",
            description = "The offer ends; both sides hear takeback-declined. The answer is the offer declined.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The offer declined",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = TakebackOffer.class),
                            examples = @ExampleObject(name = "offer", ref = "TakebackOfferShown")))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = "No offer waits (no-takeback-offer), the offer is the caller's own (own-takeback-offer)."
                    + NOT_ACTIVE,
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "no-takeback-offer", ref = "NoTakebackOffer"),
                                @ExampleObject(name = "own-takeback-offer", ref = "OwnTakebackOffer")
                            }))
    TakebackOffer decline(@Parameter(ref = "GameId") @PathParam("id") String id);
}
