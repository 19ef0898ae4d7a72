package com.taflpost.game.seat;

import com.taflpost.game.GameView;
import com.taflpost.game.GameView.InvitationLink;
import com.taflpost.game.GameView.SeatLink;
import com.taflpost.problem.ApiProblem;
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
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Games")
public interface SeatingApi {

    @Schema(name = "SeatLinkExchange", description = "The secret of a short seat link", requiredProperties = "secret")
    record SeatLinkExchange(
            @Schema(
                    description = "What follows #s= in the link",
                    minLength = 1,
                    maxLength = 64,
                    examples = "3q2-7wAAAAAAAAAAAAAAAA")
            @NotNull
            @Size(min = 1, max = 64)
            String secret) {}

    String PROBLEM = ApiProblem.MEDIA_TYPE;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "createGame",
            summary = "Create a game",
            description = "Without a token: an anonymous game, active at once; the answer carries a secret seat token"
                    + " for each side (given only here). With a player token: the creator takes a seat (side) and the"
                    + " game waits for a second player, any registered player or the named opponent, to join. With"
                    + " timeControl the side to move loses on time (reason timeout) when its deadline passes; the"
                    + " clock starts when the game becomes active.")
    @SecurityRequirementsSet({})
    @SecurityRequirement(name = "playerToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = CreateGameRequest.class),
                            examples = {
                                @ExampleObject(name = "anonymous", ref = "CreateGameAnonymous"),
                                @ExampleObject(name = "invitation", ref = "CreateGameInvitation"),
                                @ExampleObject(name = "per-move", ref = "CreateGamePerMove"),
                                @ExampleObject(name = "fischer", ref = "CreateGameFischer"),
                                @ExampleObject(name = "custom", ref = "CreateGameCustom"),
                                @ExampleObject(name = "custom-rules", ref = "CreateGameCustomRules")
                            }))
    @APIResponse(
            responseCode = "201",
            description = "The new game; for an anonymous game with its seat tokens",
            headers =
                    @Header(
                            name = "Location",
                            description = "The game's URL",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = GameView.class),
                            examples = @ExampleObject(name = "anonymous", ref = "GameCreatedAnonymous")))
    @APIResponse(
            responseCode = "400",
            description = "A missing or unknown ruleset, board, side or opponent; a board and a position together, or"
                    + " neither; a time control that is unknown, lacks a setting, has a duration that is not ISO-8601"
                    + " or a time to move under PT1M (bad-time-control)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "unknown-board", ref = "UnknownBoard"),
                                @ExampleObject(name = "bad-time-control", ref = "BadTimeControl")
                            }))
    @APIResponse(
            responseCode = "401",
            description = "A token that is not valid, or whose player does not exist",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "bad-token", ref = "UnknownPlayer")))
    @APIResponse(
            responseCode = "403",
            description = "A seat token: games are created anonymously or by players",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples =
                                    @ExampleObject(name = "player-token-required", ref = "GamesPlayerTokenRequired")))
    @APIResponse(
            responseCode = "422",
            description = "A custom position the rules cannot play, with the reason; rules refused, with the"
                    + " description format's reason: rules-unknown-key, rules-bad-value, rules-impossible (answers"
                    + " that cannot go together), rules-start (a start among the rules); unratable-game for rated:"
                    + " true on a game that can never be rated (anonymous, from a custom position, or under custom"
                    + " rules);"
                    + " takebacks-in-rated-game for rated: true with takebacks: true",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "invalid-position", ref = "GameInvalidPosition"),
                                @ExampleObject(name = "rules-impossible", ref = "RulesImpossible"),
                                @ExampleObject(name = "takebacks-in-rated-game", ref = "TakebacksInRatedGame"),
                                @ExampleObject(name = "unratable-game", ref = "UnratableGame")
                            }))
    @APIResponse(responseCode = "413", ref = "PayloadTooLarge")
    Response create(@Valid CreateGameRequest request);

    @POST
    @Path("/{id}/join")
    @Operation(
            operationId = "joinGame",
            summary = "Join a game",
            description = "Takes the open seat of a waiting game for the calling player; the game becomes active.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "The game, now active",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = GameView.class),
                            examples = @ExampleObject(name = "joined", ref = "Game")))
    @APIResponse(responseCode = "401", ref = "PlayerTokenMissing")
    @APIResponse(
            responseCode = "403",
            description = "The open seat is kept for another player (seat-reserved), or a seat token"
                    + " was sent (player-token-required)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "seat-reserved", ref = "SeatReserved")))
    @APIResponse(responseCode = "404", ref = "GameNotFound")
    @APIResponse(
            responseCode = "409",
            description = "No open seat (seat-taken, no-open-seat for anonymous games), or the caller"
                    + " already sits in the game (own-game)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "seat-taken", ref = "SeatTaken")))
    Response join(@Parameter(ref = "GameId") @PathParam("id") String id);

    @GET
    @Path("/{id}/invitation")
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
    Response invitation(@Parameter(ref = "GameId") @PathParam("id") String id);

    @POST
    @Path("/{id}/seat-link")
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
    Response exchange(@Parameter(ref = "GameId") @PathParam("id") String id, @Valid @NotNull SeatLinkExchange body);
}
