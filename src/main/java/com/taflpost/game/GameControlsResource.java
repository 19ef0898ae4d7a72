package com.taflpost.game;

import com.taflpost.auth.Caller;
import com.taflpost.game.GameView.InvitationLink;
import com.taflpost.game.GameView.SeatLink;
import com.taflpost.problem.ApiProblem;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
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
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** What a player does to a game besides moving and resigning: abort it, or open a seat from its short link. */
@Path("/api/games/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public class GameControlsResource {
    private static final String PROBLEM = ApiProblem.MEDIA_TYPE;

    @Inject
    Aborting aborting;

    @Inject
    SeatLinks seatLinks;

    @Inject
    Caller caller;

    @Inject
    Seating seating;

    @Schema(name = "SeatLinkExchange", description = "The secret of a short seat link", requiredProperties = "secret")
    public record SeatLinkExchange(
            @Schema(
                    description = "What follows #s= in the link",
                    minLength = 1,
                    maxLength = 64,
                    examples = "3q2-7wAAAAAAAAAAAAAAAA")
            @NotNull
            @Size(min = 1, max = 64)
            String secret) {}

    @POST
    @Path("/abort")
    @Operation(
            operationId = "abortGame",
            summary = "Abort a game before it begins",
            description = "Either player stops a waiting game, or an active one before its second ply: status"
                    + " aborted, no result, never rated. Both sides and the game's stream hear game-aborted. Aborting"
                    + " an aborted game again answers 200 with it.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The aborted game",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GameView.class)))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = "Both sides have moved (abort-too-late: resign instead), a tournament's game"
                    + " (tournament-game), or the game is over (game-over)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "abort-too-late", ref = "AbortTooLate")))
    public GameView abort(@Parameter(ref = "GameId") @PathParam("id") String id) {
        return GameViews.seenBy(caller, aborting.abort(id, caller));
    }

    @GET
    @Path("/invitation")
    @Operation(
            operationId = "getOpenInvitation",
            summary = "Get the invitation link to send",
            description = "The invitation to a waiting game's open seat, for the seat that created it: the same code"
                    + " and link as in the answer that created the game, for a creator who no longer has that answer"
                    + " (another device, a page left). Only the holder of the game's other seat sees it.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(
            responseCode = "200",
            description = "The invitation",
            headers =
                    @Header(
                            name = "Cache-Control",
                            description = "no-store: the answer holds a secret code",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = InvitationLink.class),
                            examples =
                                    @ExampleObject(
                                            name = "invitation",
                                            value =
                                                    "{\"side\": \"defenders\", \"code\": \"q7Rb2xKp9LmZ\", \"url\":"
                                                            + " \"http://localhost:8080/play/Xk3p9QaZ2m#invitation=q7Rb2xKp9LmZ\"}")))
    @APIResponse(responseCode = "401", ref = "GameTokenRequired")
    @APIResponse(responseCode = "403", ref = "GameSeatRequired")
    @APIResponse(
            responseCode = "404",
            description = "No such game (game-not-found), or no open invitation: the game no longer waits, or its open"
                    + " seat is offered to registered players without one (no-open-invitation)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "game-not-found", ref = "GameNotFound"),
                                @ExampleObject(
                                        name = "no-open-invitation",
                                        value =
                                                "{\"type\": \"https://taflpost.dev/problems/not-found\", \"title\":"
                                                        + " \"Not found\", \"status\": 404, \"code\": \"no-open-invitation\","
                                                        + " \"detail\": \"the game no longer waits for an opponent: nobody needs"
                                                        + " its invitation\", \"instance\": \"/api/games/Xk3p9QaZ2m/invitation\"}")
                            }))
    public Response invitation(@Parameter(ref = "GameId") @PathParam("id") String id) {
        return Response.ok(seating.invitation(id, caller))
                .header("Cache-Control", "no-store")
                .build();
    }

    @POST
    @Path("/seat-link")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "exchangeSeatLink",
            summary = "Open a seat from its short link",
            description = "An anonymous game's seat link (/play/{id}#s=<secret>) carries a short secret instead of the"
                    + " seat token; this exchanges it for the token. Needs no credential: the secret is one.")
    @SecurityRequirements
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = SeatLinkExchange.class),
                            examples =
                                    @ExampleObject(
                                            name = "secret",
                                            value = "{\"secret\": \"3q2-7wAAAAAAAAAAAAAAAA\"}")))
    @APIResponse(
            responseCode = "200",
            description = "The seat, its token and its link",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = SeatLink.class)))
    @APIResponse(
            responseCode = "400",
            description = "No body, or no secret of 1 to 64 characters (validation)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "validation", ref = "Validation")))
    @APIResponse(
            responseCode = "404",
            description = "No seat link of this game has that secret (seat-link-unknown): often a link cut short",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "seat-link-unknown", ref = "SeatLinkUnknown")))
    public Response exchange(
            @Parameter(ref = "GameId") @PathParam("id") String id, @Valid @NotNull SeatLinkExchange body) {
        return Response.ok(seatLinks.exchange(id, body.secret()))
                .header("Cache-Control", "no-store")
                .build();
    }
}
