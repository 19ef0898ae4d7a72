package com.taflpost.push;

import com.taflpost.problem.ApiProblem;
import com.taflpost.push.PushViews.NewSubscription;
import com.taflpost.push.PushViews.PublicKey;
import com.taflpost.push.PushViews.Subscription;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
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

@Path("/api/push")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Events", description = "Be told of moves, turns and results as they happen")
public interface PushApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;

    @GET
    @Path("/key")
    @SecurityRequirements
    @Operation(
            operationId = "getPushKey",
            summary = "Get the server's push key",
            description = "The VAPID public key (RFC 8292) a browser passes to PushManager.subscribe as its"
                    + " applicationServerKey; every push this server sends is signed with its private half.")
    @APIResponse(
            responseCode = "200",
            description = "The key",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = PublicKey.class),
                            examples = @ExampleObject(name = "key", ref = "PushKey")))
    PublicKey key();

    @POST
    @Path("/subscriptions")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "subscribePush",
            summary = "Subscribe a browser to pushes",
            description = "Stores a browser's PushSubscription for the caller: a registered player (player token) or"
                    + " the holder of a seat of an anonymous game (seat token). The browser is then pushed, encrypted"
                    + " (RFC 8291) and signed (VAPID), when it is the caller's turn, when a game of the caller ends,"
                    + " and when a player is challenged. The endpoint must be an https URL whose host resolves to"
                    + " public addresses. The same endpoint again answers 200 with the subscription it has (and takes"
                    + " the keys sent). A player or seat may have 20 subscriptions (by default).")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = NewSubscription.class),
                            examples = @ExampleObject(name = "subscription", ref = "NewPushSubscription")))
    @APIResponse(
            responseCode = "201",
            description = "Subscribed",
            headers =
                    @Header(
                            name = "Location",
                            description = "The subscription's URL (for DELETE)",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = Subscription.class),
                            examples = @ExampleObject(name = "subscribed", ref = "PushSubscription")))
    @APIResponse(
            responseCode = "200",
            description = "The endpoint was subscribed already: its subscription",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = Subscription.class),
                            examples = @ExampleObject(name = "subscribed", ref = "PushSubscription")))
    @APIResponse(
            responseCode = "400",
            description = "No body, an endpoint that is no https URL or one the server may not reach"
                    + " (bad-push-endpoint), a p256dh that is no P-256 point (bad-push-key), an auth that is not 16"
                    + " bytes (bad-push-auth)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "bad-push-endpoint", ref = "BadPushEndpoint"),
                                @ExampleObject(name = "bad-push-key", ref = "BadPushKey"),
                                @ExampleObject(name = "bad-push-auth", ref = "BadPushAuth")
                            }))
    @APIResponse(responseCode = "401", ref = "PushUnauthorized")
    @APIResponse(
            responseCode = "409",
            description = "The player or seat has as many subscriptions as allowed",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples =
                                    @ExampleObject(
                                            name = "too-many-push-subscriptions",
                                            ref = "TooManyPushSubscriptions")))
    Response subscribe(NewSubscription request);

    @DELETE
    @Path("/subscriptions/{id}")
    @Operation(
            operationId = "deletePushSubscription",
            summary = "Unsubscribe a browser",
            description = "Deletes one of the caller's push subscriptions with its pushes not yet sent.")
    @SecurityRequirement(name = "playerToken")
    @SecurityRequirement(name = "seatToken")
    @APIResponse(responseCode = "204", description = "Deleted")
    @APIResponse(responseCode = "401", ref = "PushUnauthorized")
    @APIResponse(responseCode = "404", ref = "PushSubscriptionNotFound")
    void delete(@Parameter(ref = "PushSubscriptionId") @PathParam("id") String id);
}
