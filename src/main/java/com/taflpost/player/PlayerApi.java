package com.taflpost.player;

import com.taflpost.contract.Lengths;
import com.taflpost.http.Page;
import com.taflpost.http.Paging;
import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
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
import org.jboss.resteasy.reactive.RestResponse;

@Path("/api/players")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Players")
public interface PlayerApi {

    /** The schema of a page of players, for the OpenAPI document. */
    @Schema(name = "PlayerPage", description = "A page of players")
    final class PlayerPage {
        @Schema(required = true, description = "The players on this page")
        public java.util.List<PlayerSummary> items;

        @Schema(required = true, description = "Index of this page, from 0", examples = "0")
        public int page;

        @Schema(required = true, description = "Largest number of players on a page", examples = "20")
        public int size;

        @Schema(required = true, description = "Number of players on all pages", examples = "1")
        public long total;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirements
    @Operation(
            operationId = "registerPlayer",
            summary = "Register a player",
            description =
                    "Creates a player with a name and a password; get a token for it with `POST /api/auth/token`.")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            schema = @Schema(implementation = Registration.class),
                            examples = @ExampleObject(name = "registration", ref = "NameAndPassword")))
    @APIResponse(
            responseCode = "201",
            description = "The player is registered",
            headers =
                    @Header(
                            name = "Location",
                            description = "The player's profile",
                            schema =
                                    @Schema(
                                            type = org.eclipse.microprofile.openapi.annotations.enums.SchemaType.STRING,
                                            format = "uri")),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = PlayerProfile.class),
                            examples = @ExampleObject(name = "profile", ref = "PlayerProfile")))
    @APIResponse(
            responseCode = "400",
            description = "The body is not JSON, or a field is missing or invalid",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "validation", ref = "Validation"),
                                @ExampleObject(name = "malformed-body", ref = "MalformedBody")
                            }))
    @APIResponse(
            responseCode = "409",
            description = "The name is taken (whatever its case)",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "name-taken", ref = "NameTaken")))
    RestResponse<PlayerProfile> register(@Valid @NotNull(message = "is required") Registration registration);

    @GET
    @SecurityRequirements
    @Operation(
            operationId = "listPlayers",
            summary = "List or search players",
            description = "Players in name order, a page at a time; with `q`, only those whose name starts with it (any"
                    + " case).")
    @APIResponse(
            responseCode = "200",
            description = "A page of players",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = PlayerPage.class),
                            examples = @ExampleObject(name = "page", ref = "PlayerPage")))
    @APIResponse(
            responseCode = "400",
            description = "`page` or `size` is out of range",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "validation", ref = "Validation")))
    Page<PlayerSummary> list(
            @Parameter(description = "Start of the name, in any case", example = "ast")
                    @QueryParam("q")
                    @Size(max = Lengths.NAME, message = Lengths.MESSAGE)
                    String q,
            @Valid @BeanParam Paging paging);

    @GET
    @Path("/me")
    @SecurityRequirement(name = "playerToken")
    @Operation(operationId = "getMyProfile", summary = "Get the profile of the token's player")
    @APIResponse(
            responseCode = "200",
            description = "The caller's profile",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = PlayerProfile.class),
                            examples = @ExampleObject(name = "profile", ref = "PlayerProfile")))
    @APIResponse(
            responseCode = "401",
            description = "No token, or a token that is not valid",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "unauthorized", ref = "Unauthorized"),
                                @ExampleObject(name = "invalid-token", ref = "InvalidToken")
                            }))
    @APIResponse(
            responseCode = "403",
            description = "A seat token, not a player token",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "player-token-required", ref = "PlayerTokenRequired")))
    @APIResponse(
            responseCode = "404",
            description = "The token's player no longer exists",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "player-not-found", ref = "PlayerNotFound")))
    PlayerProfile me();

    @POST
    @Path("/me/password")
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirement(name = "playerToken")
    @Operation(
            operationId = "changeMyPassword",
            summary = "Change the password",
            description = "Checks the current password, sets the new one and ends every token of the player (this one"
                    + " too); the answer is a new token to go on with.")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            schema = @Schema(implementation = PasswordChange.class),
                            examples = @ExampleObject(name = "change", ref = "PasswordChange")))
    @APIResponse(
            responseCode = "200",
            description = "The password is changed; a new token",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = TokenResponse.class),
                            examples = @ExampleObject(name = "token", ref = "Token")))
    @APIResponse(
            responseCode = "400",
            description = "The body is not JSON, or a field is missing or invalid",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "validation", ref = "Validation"),
                                @ExampleObject(name = "malformed-body", ref = "MalformedBody")
                            }))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(
            responseCode = "403",
            description =
                    "The current password is wrong (wrong-password), or a seat token" + " (player-token-required)",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "wrong-password", ref = "WrongPassword"),
                                @ExampleObject(name = "player-token-required", ref = "PlayerTokenRequired")
                            }))
    TokenResponse changePassword(@Valid @NotNull(message = "is required") PasswordChange change);

    @DELETE
    @Path("/me")
    @SecurityRequirement(name = "playerToken")
    @Operation(
            operationId = "deleteMe",
            summary = "Delete the account",
            description = "Deletes the token's player: every token ends, webhooks go, open challenges are cancelled and"
                    + " the profile answers 404. Games stay, with the player shown as `[deleted]`; the name is free to"
                    + " register again.")
    @APIResponse(responseCode = "204", description = "The account is deleted")
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    void deleteMe();

    @GET
    @Path("/{name}")
    @SecurityRequirements
    @Operation(operationId = "getPlayer", summary = "Get a player's public profile")
    @APIResponse(
            responseCode = "200",
            description = "The player's profile",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = PlayerProfile.class),
                            examples = @ExampleObject(name = "profile", ref = "PlayerProfile")))
    @APIResponse(
            responseCode = "404",
            description = "No player has this name",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "player-not-found", ref = "PlayerNotFound")))
    PlayerProfile get(@Parameter(ref = "PlayerName") @PathParam("name") String name);
}
