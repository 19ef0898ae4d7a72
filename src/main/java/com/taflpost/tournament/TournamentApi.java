package com.taflpost.tournament;

import com.taflpost.paging.CursorPaging;
import jakarta.validation.Valid;
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

@Path("/api/tournaments")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Tournaments", description = "Round robins and Swiss events that an organiser runs by HTTP calls")
public interface TournamentApi {
    String JSON = MediaType.APPLICATION_JSON;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "createTournament",
            summary = "Create a tournament",
            description = "The caller organises it. Its games are checked as a new game is (ruleset, named board, time"
                    + " control); format round-robin or swiss (rounds required); gamesPerPairing 2 (default, one game"
                    + " with each side) or 1. The tournament starts in status entry.")
    @SecurityRequirement(name = "playerToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = CreateTournamentRequest.class),
                            examples = {
                                @ExampleObject(name = "swiss", ref = "CreateTournamentSwiss"),
                                @ExampleObject(name = "round-robin", ref = "CreateTournamentRoundRobin")
                            }))
    @APIResponse(
            responseCode = "201",
            description = "The tournament, in status entry",
            headers =
                    @Header(
                            name = "Location",
                            description = "The tournament's URL",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = TournamentView.class),
                            examples = @ExampleObject(name = "entry", ref = "TournamentEntry")))
    @APIResponse(responseCode = "400", ref = "TournamentCreateRefused")
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    @APIResponse(responseCode = "422", ref = "TournamentSettingsRefused")
    @APIResponse(responseCode = "413", ref = "PayloadTooLarge")
    Response create(@Valid CreateTournamentRequest request);

    @GET
    @SecurityRequirements
    @Operation(
            operationId = "listTournaments",
            summary = "List tournaments",
            description = "Tournaments newest first (then by id), a page at a time; with status, only those in it."
                    + " Pages follow one another by the next link (a cursor), at the same cost however deep.")
    @APIResponse(
            responseCode = "200",
            description = "A page of tournaments",
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = TournamentPageSchemas.TournamentPage.class),
                            examples = @ExampleObject(name = "page", ref = "TournamentPage")))
    @APIResponse(responseCode = "400", ref = "TournamentListRefused")
    TournamentPageSchemas.TournamentPage list(
            @Parameter(
                            description = "Only tournaments in this status",
                            schema =
                                    @Schema(
                                            type = SchemaType.STRING,
                                            enumeration = {"entry", "running", "finished", "cancelled"}),
                            example = "entry")
                    @QueryParam("status")
                    @Size(max = 32, message = "must be at most {max} characters")
                    String status,
            @Valid @BeanParam CursorPaging paging);

    @GET
    @Path("/{id}")
    @SecurityRequirements
    @Operation(
            operationId = "getTournament",
            summary = "Get a tournament",
            description = "Its status (entry, running, finished, cancelled), organiser, settings, players by name, how"
                    + " many rounds are paired, and the round in play (the first still running, or the last once all"
                    + " are finished) with its pairings, games, results and bye. The other rounds are read a page at a"
                    + " time: GET /api/tournaments/{id}/rounds and /rounds/{number}/games.")
    @APIResponse(
            responseCode = "200",
            description = "The tournament",
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = TournamentView.class),
                            examples = @ExampleObject(name = "running", ref = "TournamentRunning")))
    @APIResponse(responseCode = "404", ref = "TournamentNotFound")
    TournamentView get(@Parameter(ref = "TournamentId") @PathParam("id") String id);

    @GET
    @Path("/{id}/rounds")
    @SecurityRequirements
    @Operation(
            operationId = "listTournamentRounds",
            summary = "List the rounds",
            description = "The rounds paired so far, in order, a page at a time (pages follow by the next link): each"
                    + " with its status, bye, and how many of its games have ended; its games are read by GET"
                    + " /api/tournaments/{id}/rounds/{number}/games.")
    @APIResponse(
            responseCode = "200",
            description = "A page of rounds",
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = TournamentPageSchemas.RoundPage.class),
                            examples = @ExampleObject(name = "page", ref = "TournamentRoundPage")))
    @APIResponse(responseCode = "400", ref = "TournamentPageRefused")
    @APIResponse(responseCode = "404", ref = "TournamentNotFound")
    TournamentPageSchemas.RoundPage rounds(
            @Parameter(ref = "TournamentId") @PathParam("id") String id, @Valid @BeanParam CursorPaging paging);

    @GET
    @Path("/{id}/rounds/{number}/games")
    @SecurityRequirements
    @Operation(
            operationId = "listTournamentRoundGames",
            summary = "List a round's games",
            description = "The round's games in board order (then by game id), a page at a time (pages follow by the"
                    + " next link): each with its pairing's place and two players (the higher-ranked first), who"
                    + " attacks and defends, and the result once it ended.")
    @APIResponse(
            responseCode = "200",
            description = "A page of the round's games",
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = TournamentPageSchemas.RoundGamePage.class),
                            examples = @ExampleObject(name = "page", ref = "TournamentRoundGamePage")))
    @APIResponse(responseCode = "400", ref = "TournamentPageRefused")
    @APIResponse(responseCode = "404", ref = "TournamentRoundNotFound")
    TournamentPageSchemas.RoundGamePage roundGames(
            @Parameter(ref = "TournamentId") @PathParam("id") String id,
            @Parameter(
                            description = "The round's number, from 1; a round not (yet) paired is not found",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int32", minimum = "1"),
                            example = "1")
                    @PathParam("number")
                    int number,
            @Valid @BeanParam CursorPaging paging);

    @GET
    @Path("/{id}/standings")
    @SecurityRequirements
    @Operation(
            operationId = "getTournamentStandings",
            summary = "Get the standings",
            description = "Every player ranked. A game: win 1, draw 1/2, loss 0; a bye counts as if every game of its"
                    + " pairing were won. Round robin: points, then Sonneborn-Berger, then wins; Swiss: points, then"
                    + " Buchholz, then Sonneborn-Berger, then wins; then a shared rank. A game counts as soon as it"
                    + " ends; a finished tournament's standings are final.")
    @APIResponse(
            responseCode = "200",
            description = "The standings",
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = StandingsView.class),
                            examples = @ExampleObject(name = "running", ref = "TournamentStandings")))
    @APIResponse(responseCode = "404", ref = "TournamentNotFound")
    StandingsView standings(@Parameter(ref = "TournamentId") @PathParam("id") String id);

    @POST
    @Path("/{id}/entries")
    @Operation(
            operationId = "enterTournament",
            summary = "Enter a tournament",
            description = "The caller enters, while the tournament is in status entry and not full.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "The tournament, with the caller among its players",
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = TournamentView.class),
                            examples = @ExampleObject(name = "entry", ref = "TournamentEntry")))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    @APIResponse(responseCode = "404", ref = "TournamentNotFound")
    @APIResponse(responseCode = "409", ref = "TournamentEntryRefused")
    TournamentView enter(@Parameter(ref = "TournamentId") @PathParam("id") String id);

    @DELETE
    @Path("/{id}/entries/me")
    @Operation(
            operationId = "leaveTournament",
            summary = "Leave a tournament",
            description = "The caller's entry is taken back, while the tournament is in status entry.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "The tournament without the caller",
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = TournamentView.class),
                            examples = @ExampleObject(name = "entry", ref = "TournamentEntry")))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "AccountPlayerTokenRequired")
    @APIResponse(responseCode = "404", ref = "TournamentNotFound")
    @APIResponse(responseCode = "409", ref = "TournamentLeaveRefused")
    TournamentView leave(@Parameter(ref = "TournamentId") @PathParam("id") String id);

    @POST
    @Path("/{id}/start")
    @Operation(
            operationId = "startTournament",
            summary = "Start a tournament",
            description = "The organiser starts it with at least 2 players. A round robin creates every game of every"
                    + " round at once; a Swiss pairs round 1, and each later round when the previous one's last game"
                    + " ends. The players hear tournament-started, round-started, and game-started and"
                    + " tournament-game for each of their games. The answer shows the round in play, not every"
                    + " round: see GET /api/tournaments/{id}/rounds.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "The running tournament with its first rounds",
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = TournamentView.class),
                            examples = @ExampleObject(name = "running", ref = "TournamentRunning")))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "TournamentForbidden")
    @APIResponse(responseCode = "404", ref = "TournamentNotFound")
    @APIResponse(responseCode = "409", ref = "TournamentStartRefused")
    TournamentView start(@Parameter(ref = "TournamentId") @PathParam("id") String id);

    @POST
    @Path("/{id}/cancel")
    @Operation(
            operationId = "cancelTournament",
            summary = "Cancel a tournament",
            description = "The organiser calls it off before the start; it stays readable in status cancelled.")
    @SecurityRequirement(name = "playerToken")
    @APIResponse(
            responseCode = "200",
            description = "The cancelled tournament",
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = TournamentView.class),
                            examples = @ExampleObject(name = "entry", ref = "TournamentEntry")))
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "TournamentForbidden")
    @APIResponse(responseCode = "404", ref = "TournamentNotFound")
    @APIResponse(responseCode = "409", ref = "TournamentCancelRefused")
    TournamentView cancel(@Parameter(ref = "TournamentId") @PathParam("id") String id);

    @POST
    @Path("/{id}/withdraw")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "withdrawFromTournament",
            summary = "Withdraw a player",
            description = "The organiser withdraws a player from a running tournament: the player's unfinished games"
                    + " are lost with result reason forfeit, and a Swiss pairs them no more. Every player of the"
                    + " tournament hears tournament-withdrawn, naming the player, the organiser and the games"
                    + " forfeited. An organiser who plays may withdraw himself, but not a player he has an unfinished"
                    + " game with (403 organiser-plays-in-game). Withdrawing a player again changes nothing.")
    @SecurityRequirement(name = "playerToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = WithdrawRequest.class),
                            examples = @ExampleObject(name = "player", ref = "WithdrawPlayer")))
    @APIResponse(
            responseCode = "200",
            description = "The tournament, the player among the withdrawn",
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = TournamentView.class),
                            examples = @ExampleObject(name = "running", ref = "TournamentRunning")))
    @APIResponse(responseCode = "400", ref = "TournamentWithdrawRefused")
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "TournamentRulingForbidden")
    @APIResponse(responseCode = "404", ref = "TournamentNotFound")
    @APIResponse(responseCode = "409", ref = "TournamentWithdrawConflict")
    @APIResponse(responseCode = "413", ref = "PayloadTooLarge")
    TournamentView withdraw(
            @Parameter(ref = "TournamentId") @PathParam("id") String id, @Valid WithdrawRequest request);

    @POST
    @Path("/{id}/games/{gameId}/adjudicate")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "adjudicateTournamentGame",
            summary = "Adjudicate a game",
            description = "The organiser decides a stuck game of the tournament: it ends with the given winner"
                    + " (attackers, defenders or draw) and result reason adjudication, and counts at once. Every"
                    + " player of the tournament hears tournament-adjudicated, naming the game, the result and the"
                    + " organiser. An organiser who plays in the game cannot decide it (403 organiser-plays-in-game).")
    @SecurityRequirement(name = "playerToken")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = AdjudicateRequest.class),
                            examples = @ExampleObject(name = "winner", ref = "AdjudicateGame")))
    @APIResponse(
            responseCode = "200",
            description = "The tournament, with the game's result",
            content =
                    @Content(
                            mediaType = JSON,
                            schema = @Schema(implementation = TournamentView.class),
                            examples = @ExampleObject(name = "running", ref = "TournamentRunning")))
    @APIResponse(responseCode = "400", ref = "TournamentAdjudicateRefused")
    @APIResponse(responseCode = "401", ref = "AccountUnauthorized")
    @APIResponse(responseCode = "403", ref = "TournamentRulingForbidden")
    @APIResponse(responseCode = "404", ref = "TournamentGameNotFound")
    @APIResponse(responseCode = "409", ref = "TournamentGameOver")
    @APIResponse(responseCode = "413", ref = "PayloadTooLarge")
    TournamentView adjudicate(
            @Parameter(ref = "TournamentId") @PathParam("id") String id,
            @Parameter(description = "The game's id", example = "Xk3p9QaZ2m") @PathParam("gameId") String gameId,
            @Valid AdjudicateRequest request);
}
