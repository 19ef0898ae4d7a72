package com.taflpost.game.rematch;

import com.taflpost.game.rematch.Rematching.RematchView;
import com.taflpost.problem.ApiProblem;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
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
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games/{id}/rematch")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public interface RematchApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;
    String CONFLICTS = "The game is not over (game-not-over), was aborted (game-aborted), is a"
            + " tournament's (tournament-game) or has its rematch already (rematch-exists, with rematch: its id)";

    @GET
    @Operation(
            operationId = "showRematch",
            summary = "Show the rematch offer",
            description = "The side whose rematch offer waits (offeredBy), and the rematch once agreed (rematch). For"
                    + " the game's players.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The offer and the rematch, each null when there is none",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = RematchView.class),
                            examples = @ExampleObject(name = "offered", ref = "RematchOffered")))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    RematchView show(@Parameter(ref = "GameId") @PathParam("id") String id);

    @POST
    @Operation(
            operationId = "offerRematch",
            summary = "Offer a rematch",
            description = "Either player of a finished game offers to play again: the same ruleset, board, start, time"
                    + " control and rated-ness, sides swapped. The opponent hears rematch-offered (also pushed)."
                    + " Offering again answers with the same offer; offering when the opponent has offered accepts"
                    + " their offer. Aborted and tournament games have no rematch.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The offer (or, when it accepted the opponent's, the rematch)",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = RematchView.class),
                            examples = @ExampleObject(name = "offered", ref = "RematchOffered")))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = CONFLICTS,
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "game-not-over", ref = "RematchGameNotOver"),
                                @ExampleObject(name = "rematch-exists", ref = "RematchExists")
                            }))
    RematchView offer(@Parameter(ref = "GameId") @PathParam("id") String id);

    @POST
    @Path("/accept")
    @Operation(
            operationId = "acceptRematch",
            summary = "Accept a rematch",
            description = "The opponent's offer is taken: the rematch starts at once with the sides swapped, and both"
                    + " sides hear rematch-accepted with its id (rematch) and game-started. The ended game shows"
                    + " rematch, the new one rematchOf. An anonymous game's seat tokens play the rematch too, each"
                    + " on the other side.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The ended game's rematch",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = RematchView.class),
                            examples = @ExampleObject(name = "accepted", ref = "RematchAccepted")))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = CONFLICTS + "; or no offer of the opponent's waits (no-rematch-offer, own-rematch-offer)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "no-rematch-offer", ref = "NoRematchOffer"),
                                @ExampleObject(name = "rematch-exists", ref = "RematchExists")
                            }))
    RematchView accept(@Parameter(ref = "GameId") @PathParam("id") String id);

    @POST
    @Path("/decline")
    @Operation(
            operationId = "declineRematch",
            summary = "Decline a rematch",
            description = "The opponent's offer is dropped; both sides hear rematch-declined. Either may offer again.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "No offer waits now",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = RematchView.class)))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = CONFLICTS + "; or no offer of the opponent's waits (no-rematch-offer, own-rematch-offer)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "no-rematch-offer", ref = "NoRematchOffer")))
    RematchView decline(@Parameter(ref = "GameId") @PathParam("id") String id);
}
