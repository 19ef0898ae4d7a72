package com.taflpost.game.seat;

import com.taflpost.clock.ClockView;
import com.taflpost.game.GameStatus;
import com.taflpost.game.GameView;
import com.taflpost.game.seat.Seating.ClaimedSeat;
import com.taflpost.problem.ApiProblem;
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
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/invitations")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games", description = "Create, join and play games")
public interface InvitationApi {

    @Schema(
            name = "Invitation",
            description = "What an invitation offers: the game and the side its claimer would play")
    record InvitationView(
            @Schema(examples = "Xk3p9QaZ2m") String gameId,

            @Schema(
                    description = "The side offered",
                    enumeration = {"attackers", "defenders"},
                    examples = "defenders")
            String side,

            @Schema(description = "Whether the game still waits for this seat to be taken")
            boolean open,

            @Schema(ref = "RulesetNameOrCustom", examples = "copenhagen")
            String ruleset,

            @Schema(
                    description = "The board's id, or custom for a custom starting position",
                    ref = "BoardNameOrCustom",
                    examples = "brandubh")
            String board,

            @Schema(examples = "7") int boardSize,

            @Schema(description = "Whether the game is played with seat tokens instead of players' accounts")
            boolean anonymous,

            @Schema(description = "Whether the game counts in its players' Glicko-2 ratings")
            boolean rated,

            @Schema(description = "The time control; it starts to run when the seat is taken")
            ClockView clock,

            @Schema(
                    description = "The registered player in the other seat; null in an anonymous game",
                    nullable = true,
                    examples = "astrid")
            String opponent,

            @Schema(description = "The only player who may take the seat, if the creator named one", nullable = true)
            String reservedFor) {

        static InvitationView of(String side, GameView game) {
            String opponent = side.equals("attackers")
                    ? game.players().defenders()
                    : game.players().attackers();
            return new InvitationView(
                    game.id(),
                    side,
                    game.status().equals(GameStatus.WAITING.id()),
                    game.ruleset(),
                    game.board(),
                    game.boardSize(),
                    game.anonymous(),
                    game.rated(),
                    game.clock(),
                    opponent,
                    game.reservedFor());
        }
    }

    String PROBLEM = ApiProblem.MEDIA_TYPE;

    @GET
    @Path("/{code}")
    @Operation(
            operationId = "getInvitation",
            summary = "Describe an invitation",
            description = "What an invitation offers, without claiming it: the game, its rules, clock and rating, and"
                    + " the side the claimer would play, so that a client can ask before it claims. open is false"
                    + " once the game no longer waits (a registered player joined it without the invitation). Spent"
                    + " invitations are not described.")
    @SecurityRequirements
    @APIResponse(
            responseCode = "200",
            description = "The invitation",
            headers =
                    @Header(
                            name = "Cache-Control",
                            description = "no-store: the answer comes from a secret code",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = InvitationView.class),
                            examples = @ExampleObject(name = "registered", ref = "Invitation")))
    @APIResponse(
            responseCode = "404",
            description = "No invitation has this code (invitation-not-found), or its seat is taken already"
                    + " (invitation-used)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "invitation-not-found", ref = "InvitationNotFound")))
    Response describe(
            @Parameter(
                            description = "The invitation's code, from the fragment of its link",
                            schema = @Schema(type = SchemaType.STRING, maxLength = 64))
                    @PathParam("code")
                    String code);

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
    Response claim(
            @Parameter(
                            description = "The invitation's code, from the fragment of its link",
                            schema = @Schema(type = SchemaType.STRING, maxLength = 64))
                    @PathParam("code")
                    String code);
}
