package com.taflpost.game.vacation;

import com.taflpost.problem.ApiProblem;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/players/me/vacation")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Players")
public interface VacationApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;

    @GET
    @Operation(
            operationId = "getMyVacation",
            summary = "Read your vacation days",
            description = "The days left this calendar year (UTC), and the vacation going on, if any.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "The caller's vacation days",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = Vacations.View.class)))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    Response get();

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "startMyVacation",
            summary = "Start a vacation",
            description = "Starts a vacation of some days now. While it lasts, the deadline of each of the caller's"
                    + " active games on their turn moves on by its length, and a game that becomes their turn"
                    + " meanwhile gets its deadline counted from the vacation's end, so that no game is lost on time;"
                    + " but not in a tournament that does not allow vacation (vacationAllowed). The opponents in the"
                    + " caller's active games hear vacation-started. The days count for the calendar year (UTC) in"
                    + " which the vacation starts.")
    @SecurityRequirement(name = "playerToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = Vacations.Request.class),
                            examples = @ExampleObject(name = "a-week", value = "{\"days\": 7}")))
    @APIResponse(
            responseCode = "200",
            description = "The vacation started",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = Vacations.View.class)))
    @APIResponse(
            responseCode = "400",
            description = "No days, or not 1 to 365 (validation)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "validation", ref = "Validation")))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    @APIResponse(
            responseCode = "409",
            description = "Fewer days left this year than asked (no-vacation-left, with daysLeft), or a vacation goes"
                    + " on already (already-on-vacation)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "no-vacation-left", ref = "NoVacationLeft")))
    Response start(@Valid @NotNull Vacations.Request body);

    @DELETE
    @Operation(
            operationId = "endMyVacation",
            summary = "End your vacation early",
            description = "Ends the vacation going on now: the whole days not used come back, and the deadlines of the"
                    + " caller's games on their turn move back by the time not used. The opponents hear"
                    + " vacation-ended (as they do when a vacation runs its course).")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "The caller's vacation days after it",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = Vacations.View.class)))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    @APIResponse(
            responseCode = "409",
            description = "The caller is not on vacation (not-on-vacation)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "not-on-vacation", ref = "NotOnVacation")))
    Response end();
}
