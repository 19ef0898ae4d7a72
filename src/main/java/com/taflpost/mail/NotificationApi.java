package com.taflpost.mail;

import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/players/me/notifications")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Players")
@SecurityRequirement(name = "playerToken")
public interface NotificationApi {

    @GET
    @Operation(
            operationId = "getMyNotifications",
            summary = "Get the player's notification settings",
            description = "A player who never changed them has the defaults: push on, e-mail off, digest at 8 UTC,"
                    + " alarm on.")
    @APIResponse(
            responseCode = "200",
            description = "The settings",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = NotificationSettings.class),
                            examples = @ExampleObject(name = "settings", ref = "NotificationSettings")))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    @APIResponse(
            responseCode = "404",
            description = "The token's player no longer exists",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "player-not-found", ref = "PlayerNotFound")))
    NotificationSettings get();

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "setMyNotifications",
            summary = "Change the player's notification settings",
            description = "Fields left out keep their values. With `email` on and a verified address, a digest of the"
                    + " games awaiting a move is mailed once a day at `digestHour` (UTC), if there are any; with"
                    + " `alarm` on too, one mail warns when 80% of the time for a move has passed.")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            schema = @Schema(implementation = NotificationSettings.class),
                            examples = @ExampleObject(name = "settings", ref = "NotificationSettings")))
    @APIResponse(
            responseCode = "200",
            description = "The settings as they are now",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = NotificationSettings.class),
                            examples = @ExampleObject(name = "settings", ref = "NotificationSettings")))
    @APIResponse(
            responseCode = "400",
            description = "The body is not JSON, or `digestHour` is not 0 to 23",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "validation", ref = "BadDigestHour"),
                                @ExampleObject(name = "malformed-body", ref = "MalformedBody")
                            }))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    @APIResponse(
            responseCode = "404",
            description = "The token's player no longer exists",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "player-not-found", ref = "PlayerNotFound")))
    NotificationSettings put(@Valid @NotNull(message = "is required") NotificationSettings settings);
}
