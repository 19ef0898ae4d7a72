package com.taflpost.webhook;

import com.taflpost.paging.CursorPaging;
import com.taflpost.problem.ApiProblem;
import com.taflpost.webhook.WebhookViews.DeliveryPage;
import com.taflpost.webhook.WebhookViews.NewWebhook;
import com.taflpost.webhook.WebhookViews.Webhook;
import com.taflpost.webhook.WebhookViews.WebhookPage;
import jakarta.validation.Valid;
import jakarta.ws.rs.BeanParam;
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
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/players/me/webhooks")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Events", description = "Be told of moves, turns and results as they happen")
public interface WebhookApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "registerWebhook",
            summary = "Register a webhook",
            description = "The player's events (those of the event stream) are POSTed to the URL as JSON, signed in the"
                    + " Taflpost-Signature header: t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<body>\" keyed with"
                    + " the secret>."
                    + " An answer other than 2xx is retried, waiting twice as long each time; a webhook that fails"
                    + " repeatedly"
                    + " is paused for a while. The URL's host must resolve to public addresses only (checked now and at"
                    + " each delivery), on port 80, 443 or 1024-65535, without a user name or password. A player may"
                    + " have"
                    + " 10 webhooks (by default). The secret is shown only here (and when it is replaced).")
    @SecurityRequirement(name = "playerToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = NewWebhook.class),
                            examples = @ExampleObject(name = "webhook", ref = "NewWebhook")))
    @APIResponse(
            responseCode = "201",
            description = "The webhook, with its secret",
            headers =
                    @Header(
                            name = "Location",
                            description = "The webhook's URL",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = Webhook.class),
                            examples = @ExampleObject(name = "registered", ref = "Webhook")))
    @APIResponse(
            responseCode = "400",
            description = "No URL, one that is not an absolute URL, or one over 2048 characters",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "bad-webhook-url", ref = "BadWebhookUrl"),
                                @ExampleObject(name = "validation", ref = "WebhookUrlTooLong")
                            }))
    @APIResponse(responseCode = "401", ref = "WebhooksUnauthorized")
    @APIResponse(responseCode = "403", ref = "WebhooksPlayerTokenRequired")
    @APIResponse(
            responseCode = "409",
            description = "The player has as many webhooks as allowed",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "too-many-webhooks", ref = "TooManyWebhooks")))
    @APIResponse(
            responseCode = "422",
            description = "A URL webhooks may not use: another scheme, a user name or password,"
                    + " another port, or a host that resolves to a loopback, private, link-local, metadata"
                    + " or other internal address",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "webhook-url-refused", ref = "WebhookUrlRefused")))
    Response register(@Valid NewWebhook request);

    @GET
    @Path("/{id}/deliveries")
    @Operation(
            operationId = "listWebhookDeliveries",
            summary = "List a webhook's deliveries",
            description =
                    "The deliveries of one of the player's webhooks, newest first, a page at a time (pages follow by"
                            + " the next link): each event sent, its status (pending, delivered, failed), the attempts"
                            + " so far, and the last answer or error.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "A page of the deliveries",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = DeliveryPage.class),
                            examples = @ExampleObject(name = "deliveries", ref = "WebhookDeliveries")))
    @APIResponse(
            responseCode = "400",
            description = "size out of range or a page past the first (validation), a cursor of another list"
                    + " (bad-cursor)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "validation", ref = "Validation"),
                                @ExampleObject(name = "bad-cursor", ref = "BadCursor")
                            }))
    @APIResponse(responseCode = "401", ref = "WebhooksUnauthorized")
    @APIResponse(responseCode = "403", ref = "WebhooksPlayerTokenRequired")
    @APIResponse(responseCode = "404", ref = "WebhookNotFound")
    DeliveryPage deliveries(
            @Parameter(ref = "WebhookId") @PathParam("id") String id, @Valid @BeanParam CursorPaging paging);

    @GET
    @Operation(
            operationId = "listWebhooks",
            summary = "List the player's webhooks",
            description = "The player's webhooks, oldest first (then by id), a page at a time (pages follow by the next"
                    + " link), without their secrets: each with its failed attempts in a row and, while it is"
                    + " paused after repeated failures, when it is tried again.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "A page of the webhooks",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = WebhookPage.class),
                            examples = @ExampleObject(name = "webhooks", ref = "Webhooks")))
    @APIResponse(
            responseCode = "400",
            description = "size out of range or a page past the first (validation), a cursor of another list"
                    + " (bad-cursor)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "validation", ref = "Validation"),
                                @ExampleObject(name = "bad-cursor", ref = "BadCursor")
                            }))
    @APIResponse(responseCode = "401", ref = "WebhooksUnauthorized")
    @APIResponse(responseCode = "403", ref = "WebhooksPlayerTokenRequired")
    WebhookPage list(@Valid @BeanParam CursorPaging paging);

    @DELETE
    @Path("/{id}")
    @Operation(
            operationId = "deleteWebhook",
            summary = "Delete a webhook",
            description = "Deletes one of the player's webhooks with its delivery log; nothing more is sent to it.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(responseCode = "204", description = "Deleted")
    @APIResponse(responseCode = "401", ref = "WebhooksUnauthorized")
    @APIResponse(responseCode = "403", ref = "WebhooksPlayerTokenRequired")
    @APIResponse(responseCode = "404", ref = "WebhookNotFound")
    void delete(@Parameter(ref = "WebhookId") @PathParam("id") String id);

    @POST
    @Path("/{id}/secret")
    @Operation(
            operationId = "rotateWebhookSecret",
            summary = "Replace a webhook's secret",
            description =
                    "Gives one of the player's webhooks a new secret, shown only in this answer; every delivery sent"
                            + " from now on is signed with it (also the retries of earlier ones), and the old one"
                            + " signs nothing more.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "The webhook, with its new secret",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = Webhook.class),
                            examples = @ExampleObject(name = "rotated", ref = "WebhookRotated")))
    @APIResponse(responseCode = "401", ref = "WebhooksUnauthorized")
    @APIResponse(responseCode = "403", ref = "WebhooksPlayerTokenRequired")
    @APIResponse(responseCode = "404", ref = "WebhookNotFound")
    Webhook rotateSecret(@Parameter(ref = "WebhookId") @PathParam("id") String id);
}
