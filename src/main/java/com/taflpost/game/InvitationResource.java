package com.taflpost.game;

import com.taflpost.auth.Caller;
import com.taflpost.game.Seating.ClaimedSeat;
import com.taflpost.http.Links;
import com.taflpost.problem.ApiProblem;
import jakarta.inject.Inject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/invitations")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games", description = "Create, join and play games")
public class InvitationResource {
    private static final String PROBLEM = ApiProblem.MEDIA_TYPE;

    @Inject
    Seating invitations;

    @Inject
    Caller caller;

    @Inject
    Links links;

    @POST
    @Path("/{code}/claim")
    @Operation(
            operationId = "claimInvitation",
            summary = "Claim an invitation's seat",
            description = "Takes the seat a game's invitation offers; the game starts and its clock runs. An anonymous"
                    + " game's seat needs no token: the answer carries the seat's token (given only here) and its"
                    + " play link. A registered player's game seats the calling player, who needs a player token."
                    + " The first claim wins; the invitation is then spent. Send an Idempotency-Key to retry safely.")
    @SecurityRequirementsSet({})
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "201",
            description = "The seat is yours",
            headers =
                    @Header(
                            name = "Location",
                            description = "The game's URL",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ClaimedSeat.class),
                            examples = @ExampleObject(name = "anonymous", ref = "ClaimedSeat")))
    @APIResponse(
            responseCode = "401",
            description = "A registered player's game claimed without a player token",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "unauthorized", ref = "PlayerTokenMissing")))
    @APIResponse(
            responseCode = "403",
            description = "A seat token for a registered player's game (player-token-required), or the seat is kept"
                    + " for another player (seat-reserved)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "seat-reserved", ref = "SeatReserved")))
    @APIResponse(
            responseCode = "404",
            description = "No invitation has this code",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "invitation-not-found", ref = "InvitationNotFound")))
    @APIResponse(
            responseCode = "409",
            description = "The seat is taken already (invitation-used), or the caller already sits in the game"
                    + " (own-game)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "invitation-used", ref = "InvitationUsed")))
    public Response claim(
            @Parameter(
                            description = "The invitation's code, from the fragment of its link",
                            schema = @Schema(type = SchemaType.STRING, maxLength = 64))
                    @PathParam("code")
                    String code) {
        ClaimedSeat seat = invitations.claim(code, caller);
        return Response.created(links.to("/api/games/" + seat.gameId()))
                .entity(seat)
                .build();
    }
}
