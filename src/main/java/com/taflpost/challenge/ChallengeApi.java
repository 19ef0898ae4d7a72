package com.taflpost.challenge;

import com.taflpost.game.GameView;
import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
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
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/challenges")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Challenges", description = "Offer a game to a player or to anyone; accepting it starts the game")
public interface ChallengeApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "createChallenge",
            summary = "Challenge a player, or anyone",
            description = "Offers a game, described as when creating one, to the named opponent (who hears"
                    + " challenge-received) or, without opponent, to any registered player. The challenge stays open"
                    + " for"
                    + " expiresIn (default P7D), then reads as expired.")
    @SecurityRequirement(name = "playerToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = CreateChallengeRequest.class),
                            examples = {
                                @ExampleObject(name = "direct", ref = "CreateChallengeDirect"),
                                @ExampleObject(name = "open", ref = "CreateChallengeOpen")
                            }))
    @APIResponse(
            responseCode = "201",
            description = "The challenge",
            headers =
                    @Header(
                            name = "Location",
                            description = "The challenge's URL",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChallengeView.class),
                            examples = @ExampleObject(name = "open", ref = "Challenge")))
    @APIResponse(
            responseCode = "400",
            description = "What creating the game would refuse (ruleset, board, position, side,"
                    + " time control), an unknown opponent or oneself, or an expiresIn that is not an"
                    + " ISO-8601 duration of at least PT1M",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "bad-expiry", ref = "BadExpiry")))
    @APIResponse(responseCode = "401", ref = "ChallengeUnauthorized")
    @APIResponse(responseCode = "403", ref = "ChallengePlayerTokenRequired")
    @APIResponse(
            responseCode = "422",
            description = "A custom position the rules cannot play; unratable-game for rated: true with a custom"
                    + " position; takebacks-in-rated-game for rated: true with takebacks: true",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "unratable-game", ref = "UnratableGame"),
                                @ExampleObject(name = "takebacks-in-rated-game", ref = "TakebacksInRatedGame")
                            }))
    @APIResponse(responseCode = "413", ref = "PayloadTooLarge")
    Response create(@Valid CreateChallengeRequest request);

    @GET
    @Operation(
            operationId = "listChallenges",
            summary = "List my challenges",
            description =
                    "The caller's inbox: open challenges addressed to them (received), their own challenges in every"
                            + " status (sent), and open challenges by other players anyone may accept (open); at"
                            + " most 100 each, newest first.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "The inbox",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChallengeInbox.class),
                            examples = @ExampleObject(name = "inbox", ref = "ChallengeInbox")))
    @APIResponse(responseCode = "401", ref = "ChallengeUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    ChallengeInbox list();

    @GET
    @Path("/{id}")
    @Operation(
            operationId = "getChallenge",
            summary = "Get a challenge",
            description =
                    "One challenge and what became of it; an open challenge past its expiry reads as expired. Only"
                            + " its challenger and opponent may read it, and anyone an open challenge to anyone"
                            + " while it is open;"
                            + " to others it is not found.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "The challenge",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChallengeView.class),
                            examples = @ExampleObject(name = "open", ref = "Challenge")))
    @APIResponse(responseCode = "401", ref = "ChallengeUnauthorized")
    @APIResponse(responseCode = "403", ref = "ChallengePlayerTokenRequired")
    @APIResponse(
            responseCode = "404",
            description = "No such challenge, or one between other players",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "challenge-not-found", ref = "ChallengeNotFound")))
    ChallengeView get(@Parameter(ref = "ChallengeId") @PathParam("id") String id);

    @POST
    @Path("/{id}/accept")
    @Operation(
            operationId = "acceptChallenge",
            summary = "Accept a challenge",
            description = "Starts the game: both players seated (a random side drawn now), the clock running. The named"
                    + " opponent, or for an open challenge any player but the challenger, may accept; the"
                    + " challenger hears"
                    + " challenge-accepted. Of concurrent accepts exactly one wins; the others get 409"
                    + " challenge-closed.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "201",
            description = "The new game",
            headers =
                    @Header(
                            name = "Location",
                            description = "The game's URL",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = GameView.class),
                            examples = @ExampleObject(name = "started", ref = "ChallengeGame")))
    @APIResponse(responseCode = "401", ref = "ChallengeUnauthorized")
    @APIResponse(
            responseCode = "403",
            description = "The challenger, or a player the challenge is not addressed to;" + " or a seat token",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "not-challenged", ref = "NotChallenged"),
                                @ExampleObject(name = "player-token-required", ref = "PlayerTokenRequired")
                            }))
    @APIResponse(responseCode = "404", ref = "ChallengeNotFound")
    @APIResponse(
            responseCode = "409",
            description = "The challenge is no longer open: accepted, declined, cancelled or expired",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "challenge-closed", ref = "ChallengeClosed")))
    Response accept(@Parameter(ref = "ChallengeId") @PathParam("id") String id);

    @POST
    @Path("/{id}/decline")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "declineChallenge",
            summary = "Decline a challenge",
            description = "The named opponent declines, optionally saying why; the challenger hears challenge-declined"
                    + " with the reason.")
    @SecurityRequirement(name = "playerToken")
    @RequestBody(
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = DeclineRequest.class),
                            examples = @ExampleObject(name = "reason", ref = "DeclineChallenge")))
    @APIResponse(
            responseCode = "200",
            description = "The declined challenge",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChallengeView.class),
                            examples = @ExampleObject(name = "declined", ref = "ChallengeDeclined")))
    @APIResponse(
            responseCode = "400",
            description = "A reason over 500 characters (reason-too-long)",
            content = @Content(mediaType = PROBLEM, schema = @Schema(implementation = ApiProblem.class)))
    @APIResponse(responseCode = "401", ref = "ChallengeUnauthorized")
    @APIResponse(
            responseCode = "403",
            description = "Not the named opponent (an open challenge cannot be declined);" + " or a seat token",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "not-challenged", ref = "NotChallenged"),
                                @ExampleObject(name = "player-token-required", ref = "PlayerTokenRequired")
                            }))
    @APIResponse(responseCode = "404", ref = "ChallengeNotFound")
    @APIResponse(responseCode = "409", ref = "ChallengeClosed")
    ChallengeView decline(@Parameter(ref = "ChallengeId") @PathParam("id") String id, @Valid DeclineRequest request);

    @POST
    @Path("/{id}/cancel")
    @Operation(
            operationId = "cancelChallenge",
            summary = "Cancel a challenge",
            description = "The challenger withdraws an open challenge.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "The cancelled challenge",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ChallengeView.class),
                            examples = @ExampleObject(name = "open", ref = "Challenge")))
    @APIResponse(responseCode = "401", ref = "ChallengeUnauthorized")
    @APIResponse(
            responseCode = "403",
            description = "Not the challenger; or a seat token",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "not-your-challenge", ref = "NotYourChallenge"),
                                @ExampleObject(name = "player-token-required", ref = "PlayerTokenRequired")
                            }))
    @APIResponse(responseCode = "404", ref = "ChallengeNotFound")
    @APIResponse(responseCode = "409", ref = "ChallengeClosed")
    ChallengeView cancel(@Parameter(ref = "ChallengeId") @PathParam("id") String id);
}
