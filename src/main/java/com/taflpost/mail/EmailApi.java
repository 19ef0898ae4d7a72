package com.taflpost.mail;

import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/players/me/email")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Players")
@SecurityRequirement(name = "playerToken")
public interface EmailApi {

    @GET
    @Operation(operationId = "getMyEmail", summary = "Get the player's e-mail address and whether it is verified")
    @APIResponse(
            responseCode = "200",
            description = "The address",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = EmailView.class),
                            examples = @ExampleObject(name = "verified", ref = "EmailVerified")))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    @APIResponse(
            responseCode = "404",
            description = "The player has given no address",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "no-email-address", ref = "NoEmailAddress")))
    EmailView get();

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "setMyEmail",
            summary = "Set the e-mail address and send it a verification code",
            description =
                    "Stores the address unverified and mails it a six-digit code, valid for an hour; send the code"
                            + " to `POST /api/players/me/email/verify`. Setting the address that is already verified changes"
                            + " nothing and sends nothing. At most 5 codes an hour are sent.")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            schema = @Schema(implementation = EmailRequest.class),
                            examples = @ExampleObject(name = "address", ref = "EmailRequest")))
    @APIResponse(
            responseCode = "200",
            description = "The address is stored; unless it was already verified, a code is on its way",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = EmailView.class),
                            examples = @ExampleObject(name = "unverified", ref = "EmailUnverified")))
    @APIResponse(
            responseCode = "400",
            description = "The body is not JSON, or the address is missing, too long or not shaped like an address",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "bad-email-address", ref = "BadEmailAddress"),
                                @ExampleObject(name = "validation", ref = "Validation"),
                                @ExampleObject(name = "malformed-body", ref = "MalformedBody")
                            }))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    @APIResponse(
            responseCode = "429",
            description = "Too many codes asked for within the hour (too-many-codes), or too many requests"
                    + " (rate-limited)",
            headers = @Header(name = "Retry-After", ref = "RetryAfter"),
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "too-many-codes", ref = "TooManyCodes"),
                                @ExampleObject(name = "rate-limited", ref = "RateLimited")
                            }))
    @APIResponse(
            responseCode = "503",
            description = "This server has no SMTP server configured (mail-unavailable), its SMTP server did not take"
                    + " the mail (mail-not-sent), or the database cannot be reached",
            headers = @Header(name = "Retry-After", ref = "RetryAfter"),
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "mail-unavailable", ref = "MailUnavailable"),
                                @ExampleObject(name = "mail-not-sent", ref = "MailNotSent"),
                                @ExampleObject(name = "database-unavailable", ref = "DatabaseUnavailable")
                            }))
    EmailView set(@Valid @NotNull(message = "is required") EmailRequest request);

    @POST
    @Path("/verify")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "verifyMyEmail",
            summary = "Verify the e-mail address with the code mailed to it",
            description = "A code may be tried 5 times; after that, or once it expired, set the address again for a"
                    + " new one.")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            schema = @Schema(implementation = CodeRequest.class),
                            examples = @ExampleObject(name = "code", ref = "VerificationCodeRequest")))
    @APIResponse(
            responseCode = "200",
            description = "The address is verified",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = EmailView.class),
                            examples = @ExampleObject(name = "verified", ref = "EmailVerified")))
    @APIResponse(
            responseCode = "400",
            description = "The body is not JSON, or the code is missing",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "validation", ref = "Validation"),
                                @ExampleObject(name = "malformed-body", ref = "MalformedBody")
                            }))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    @APIResponse(
            responseCode = "409",
            description = "No code is waiting: no address was set, or it is verified already",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "no-code", ref = "NoCode")))
    @APIResponse(
            responseCode = "410",
            description = "The code has expired",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "code-expired", ref = "CodeExpired")))
    @APIResponse(
            responseCode = "422",
            description = "Not the code that was sent; `attemptsLeft` says how many tries remain",
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "wrong-code", ref = "WrongCode")))
    @APIResponse(
            responseCode = "429",
            description = "Too many wrong codes (too-many-attempts): set the address again for a new code; or too"
                    + " many requests (rate-limited)",
            headers = @Header(name = "Retry-After", ref = "RetryAfter"),
            content =
                    @Content(
                            mediaType = ApiProblem.MEDIA_TYPE,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "too-many-attempts", ref = "TooManyAttempts"),
                                @ExampleObject(name = "rate-limited", ref = "RateLimited")
                            }))
    EmailView verify(@Valid @NotNull(message = "is required") CodeRequest request);

    @DELETE
    @Operation(
            operationId = "deleteMyEmail",
            summary = "Remove the e-mail address",
            description =
                    "No mail is sent to the player afterwards; removing an address that is not there is no error.")
    @APIResponse(responseCode = "204", description = "The address is removed")
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    void delete();
}
