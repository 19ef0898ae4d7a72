package com.taflpost.mail;

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
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.media.SchemaProperty;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/mail/unsubscribe/{token}")
@Tag(name = "Players")
@SecurityRequirements
public interface UnsubscribeApi {

    @GET
    @Produces(MediaType.TEXT_HTML)
    @Operation(
            operationId = "showUnsubscribe",
            summary = "Show the page that unsubscribes from mail",
            description = "The link in every mail; the page's button turns the player's mail off.")
    @APIResponse(
            responseCode = "200",
            description = "A page with the button",
            content = @Content(mediaType = MediaType.TEXT_HTML))
    @APIResponse(
            responseCode = "404",
            description = "No player has this link (it may have been replaced)",
            content = @Content(mediaType = MediaType.TEXT_HTML))
    Response show(@Parameter(description = "The link's secret, from the mail") @PathParam("token") String token);

    @POST
    @Consumes({MediaType.APPLICATION_FORM_URLENCODED, MediaType.WILDCARD})
    @Produces(MediaType.TEXT_HTML)
    @Operation(
            operationId = "unsubscribe",
            summary = "Unsubscribe from mail in one click",
            description =
                    "Turns the player's mail off (`email` becomes false), as RFC 8058 asks: a mail client sends"
                            + " `List-Unsubscribe=One-Click` as a form, a browser the page's button. Doing it twice is no error.")
    @RequestBody(
            description = "The one-click form of RFC 8058, which the page's button sends too; it is not read, so it"
                    + " may be left out",
            required = false,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_FORM_URLENCODED,
                            schema =
                                    @Schema(
                                            type = SchemaType.OBJECT,
                                            properties =
                                                    @SchemaProperty(
                                                            name = "List-Unsubscribe",
                                                            type = SchemaType.STRING,
                                                            description = "One-Click, as RFC 8058 has it",
                                                            examples = "One-Click"))))
    @APIResponse(responseCode = "200", description = "Mail is off", content = @Content(mediaType = MediaType.TEXT_HTML))
    @APIResponse(
            responseCode = "404",
            description = "No player has this link",
            content = @Content(mediaType = MediaType.TEXT_HTML))
    Response unsubscribe(@Parameter(description = "The link's secret, from the mail") @PathParam("token") String token);
}
