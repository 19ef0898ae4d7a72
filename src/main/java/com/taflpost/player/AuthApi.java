package com.taflpost.player;

import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
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
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/auth")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Auth")
public interface AuthApi {

    @POST
    @Path("/token")
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirements
    @Operation(
            operationId = "createToken",
            summary = "Get a player token",
            description = "Exchanges a registered player's name and password for a bearer token, valid 30 days by"
                    + " default (TAFLPOST_AUTH_PLAYER_TOKEN_LIFETIME) unless a logout ends it sooner.")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            schema = @Schema(implementation = Credentials.class),
                            examples = @ExampleObject(name = "credentials", ref = "NameAndPassword")))
    @APIResponse(
            responseCode = "200",
            description = "The token",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = TokenResponse.class),
                            examples = @ExampleObject(name = "token", ref = "Token")))
    @APIResponse(
            responseCode = "400",
            description = "The body is not JSON, or a field is missing",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "validation", ref = "Validation"),
                                @ExampleObject(name = "malformed-body", ref = "MalformedBody")
                            }))
    @APIResponse(
            responseCode = "401",
            description = "No player has this name and password",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "bad-credentials", ref = "BadCredentials")))
    TokenResponse token(@Valid @NotNull(message = "is required") Credentials credentials);

    @POST
    @Path("/logout")
    @SecurityRequirement(name = "playerToken")
    @Operation(
            operationId = "logout",
            summary = "End this token",
            description =
                    "Ends the token the request carries, on every instance at once: its next use is refused with 401"
                            + " invalid-token. The player's other tokens stay valid.")
    @APIResponse(responseCode = "204", description = "The token is ended")
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    void logout();

    @POST
    @Path("/logout-all")
    @SecurityRequirement(name = "playerToken")
    @Operation(
            operationId = "logoutAll",
            summary = "End every token of the player",
            description =
                    "Ends every token of the token's player issued so far, this one included, on every instance at"
                            + " once. Seat tokens of anonymous games are not affected.")
    @APIResponse(responseCode = "204", description = "Every token of the player is ended")
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    void logoutAll();
}
