package com.taflpost.webhook;

import jakarta.validation.Valid;
import com.taflpost.http.ApiProblem;
import com.taflpost.http.Caller;
import com.taflpost.http.Links;
import com.taflpost.webhook.WebhookViews.Delivery;
import com.taflpost.webhook.WebhookViews.NewWebhook;
import com.taflpost.webhook.WebhookViews.Webhook;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
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
public class WebhookResource {
    private static final String PROBLEM = ApiProblem.MEDIA_TYPE;

    @Inject
    WebhookService webhooks;

    @Inject
    Caller caller;

    @Inject
    Links links;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "registerWebhook", summary = "Register a webhook",
            description = "The player's events (those of the event stream) are POSTed to the URL as JSON, signed in the"
                    + " Taflpost-Signature header: t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<body>\" keyed with the secret>."
                    + " An answer other than 2xx is retried, waiting twice as long each time. The secret is shown only here.")
    @SecurityRequirement(name = "playerToken")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = NewWebhook.class), examples = @ExampleObject(name = "webhook", ref = "NewWebhook")))
    @APIResponse(responseCode = "201", description = "The webhook, with its secret",
            headers = @Header(name = "Location", description = "The webhook's URL", schema = @Schema(type = SchemaType.STRING)),
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Webhook.class),
                    examples = @ExampleObject(name = "registered", ref = "Webhook")))
    @APIResponse(responseCode = "400", description = "No URL, or one that is not an absolute http or https URL",
            content = @Content(mediaType = PROBLEM, schema = @Schema(implementation = ApiProblem.class),
                    examples = @ExampleObject(name = "bad-webhook-url", ref = "BadWebhookUrl")))
    @APIResponse(responseCode = "401", ref = "WebhooksUnauthorized")
    @APIResponse(responseCode = "403", ref = "WebhooksPlayerTokenRequired")
    public Response register(@Valid NewWebhook request) {
        Webhook webhook = webhooks.register(caller.requirePlayer(), request);
        return Response.created(links.to("/api/players/me/webhooks/" + webhook.id())).entity(webhook).build();
    }

    @GET
    @Path("/{id}/deliveries")
    @Operation(operationId = "listWebhookDeliveries", summary = "List a webhook's deliveries",
            description = "The latest 100 deliveries of one of the player's webhooks, newest first: each event sent, its status"
                    + " (pending, delivered, failed), the attempts so far, and the last answer or error.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(responseCode = "200", description = "The deliveries", content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(type = SchemaType.ARRAY, implementation = Delivery.class),
            examples = @ExampleObject(name = "deliveries", ref = "WebhookDeliveries")))
    @APIResponse(responseCode = "401", ref = "WebhooksUnauthorized")
    @APIResponse(responseCode = "403", ref = "WebhooksPlayerTokenRequired")
    @APIResponse(responseCode = "404", description = "The player has no webhook with this id",
            content = @Content(mediaType = PROBLEM, schema = @Schema(implementation = ApiProblem.class),
                    examples = @ExampleObject(name = "webhook-not-found", ref = "WebhookNotFound")))
    public List<Delivery> deliveries(
            @Parameter(description = "The webhook's id", example = "5f0c2a8e-3b1d-4c6a-9e7f-1a2b3c4d5e6f") @PathParam("id") String id) {
        return webhooks.deliveries(caller.requirePlayer(), id);
    }
}
