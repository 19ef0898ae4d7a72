package com.taflpost.record;

import com.taflpost.contract.TextPatterns;
import com.taflpost.game.GameView;
import com.taflpost.problem.ApiProblem;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
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
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games")
@Tag(name = "Records and pictures", description = "Game records (export, bulk export, import) and board pictures")
public interface GameRecordApi {
    String SVG = "image/svg+xml";
    String IF_NONE_MATCH_DESCRIPTION =
            "An ETag of an earlier answer: when it is still current the answer" + " is 304 without a body";

    String PROBLEM = ApiProblem.MEDIA_TYPE;

    @GET
    @Path("/{id}/record")
    @Produces({MediaType.TEXT_PLAIN, PROBLEM})
    @SecurityRequirements
    @Operation(
            operationId = "getGameRecord",
            summary = "Get a game's record",
            description =
                    "The game as a text record close to OpenTafl's: tags (site, dates, players, ruleset, board, start"
                            + " position, result and termination, resignation and timeout included), then the moves"
                            + " numbered in turns"
                            + " and the result. POST /api/games/import reads it back.")
    @APIResponse(
            responseCode = "200",
            description = "The record",
            headers =
                    @Header(
                            name = "ETag",
                            description = "Changes with every move and with the game's status",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.TEXT_PLAIN,
                            schema = @Schema(type = SchemaType.STRING),
                            examples = @ExampleObject(name = "resigned", ref = "GameRecord")))
    @APIResponse(
            responseCode = "304",
            description = "If-None-Match names the current ETag: the record has not changed",
            headers = @Header(name = "ETag", ref = "CurrentETag"))
    @APIResponse(responseCode = "404", ref = "RecordGameNotFound")
    Response record(
            @Parameter(ref = "GameId") @PathParam("id") String id,
            @Parameter(
                            description = IF_NONE_MATCH_DESCRIPTION,
                            in = ParameterIn.HEADER,
                            example = "\"record.Xk3p9QaZ2m.2.v4.finished\"")
                    @HeaderParam(HttpHeaders.IF_NONE_MATCH)
                    String ifNoneMatch);

    @GET
    @Path("/{id}/board.svg")
    @Produces({SVG, PROBLEM})
    @SecurityRequirements
    @Operation(
            operationId = "getGamePicture",
            summary = "Picture a game's board",
            description =
                    "The board as an SVG picture: squares, coordinates, throne and corners hatched, pieces, the last"
                            + " move's squares highlighted and its captures crossed out; the current position or the"
                            + " one after ?ply moves.")
    @APIResponse(
            responseCode = "200",
            description = "The picture",
            headers =
                    @Header(
                            name = "ETag",
                            description = "Changes with the game and with ply and bottom",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = SVG,
                            schema = @Schema(type = SchemaType.STRING),
                            examples = @ExampleObject(name = "board", ref = "BoardPicture")))
    @APIResponse(
            responseCode = "304",
            description = "If-None-Match names the current ETag: the picture has not changed",
            headers = @Header(name = "ETag", ref = "CurrentETag"))
    @APIResponse(
            responseCode = "400",
            description = "A ply that is not a number between 0 and the game's ply, or an" + " unknown side for bottom",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "ply-out-of-range", ref = "PicturePlyOutOfRange"),
                                @ExampleObject(name = "unknown-side", ref = "UnknownSide")
                            }))
    @APIResponse(responseCode = "404", ref = "RecordGameNotFound")
    Response picture(
            @Parameter(ref = "GameId") @PathParam("id") String id,
            @Parameter(
                            description = "Show the position after this many moves (0 = the start); default the current"
                                    + " position",
                            schema = @Schema(type = SchemaType.INTEGER, format = "int32", minimum = "0"),
                            example = "2")
                    @QueryParam("ply")
                    String ply,
            @Parameter(
                            description = "The side whose player sits at the bottom of the picture; default attackers",
                            schema = @Schema(enumeration = {"attackers", "defenders"}),
                            example = "defenders")
                    @QueryParam("bottom")
                    String bottom,
            @Parameter(
                            description = IF_NONE_MATCH_DESCRIPTION,
                            in = ParameterIn.HEADER,
                            example = "\"svg.Xk3p9QaZ2m.2.v3.active.2.attackers\"")
                    @HeaderParam(HttpHeaders.IF_NONE_MATCH)
                    String ifNoneMatch);

    @POST
    @Path("/import")
    @Consumes(MediaType.TEXT_PLAIN)
    @Produces(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet({})
    @SecurityRequirement(name = "playerToken")
    @Operation(
            operationId = "importGame",
            summary = "Import a game from its record",
            description = "Creates a game from a text record (the format GET /api/games/{id}/record writes; OpenTafl's"
                    + " spellings are read too), checking every move and the declared result. Without a"
                    + " token the game is"
                    + " anonymous: finished as the record says, or active with both seat tokens in the"
                    + " answer (creatorSide is"
                    + " ?side, else the side to move). With a player token the player takes ?side, or else"
                    + " the side whose"
                    + " attackers/defenders tag carries their name; the other seat stays open: a game going"
                    + " on waits for"
                    + " anyone to join it, a finished one keeps it empty. Dates in the record are kept in"
                    + " the record only.")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.TEXT_PLAIN,
                            schema = @Schema(type = SchemaType.STRING, minLength = 1, pattern = TextPatterns.NOT_BLANK),
                            examples = {
                                @ExampleObject(name = "finished", ref = "RecordFinished"),
                                @ExampleObject(name = "ongoing", ref = "RecordOngoing")
                            }))
    @APIResponse(
            responseCode = "201",
            description = "The imported game; an anonymous game going on with its seat tokens",
            headers =
                    @Header(
                            name = "Location",
                            description = "The game's URL",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = GameView.class),
                            examples = @ExampleObject(name = "anonymous", ref = "GameCreatedAnonymous")))
    @APIResponse(
            responseCode = "400",
            description = "No record (record-required), a side that is not attackers or defenders"
                    + " (unknown-side), or a player token without ?side whose name the record's tags do not"
                    + " name (side-required)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "side-required", ref = "SideRequired")))
    @APIResponse(
            responseCode = "401",
            description = "A token that is not valid, or whose player does not exist",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "invalid-token", ref = "ImportInvalidToken")))
    @APIResponse(
            responseCode = "403",
            description = "A seat token: games are imported anonymously or by players",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples =
                                    @ExampleObject(name = "player-token-required", ref = "ImportPlayerTokenRequired")))
    @APIResponse(
            responseCode = "422",
            description = "The record cannot be read: code is record-syntax, record-tag,"
                    + " record-position, illegal-move (with moveError, the rules' reason) or record-result; line and"
                    + " column say"
                    + " where (0 when something is missing), ply which move (0 when it is not a move);"
                    + " too-many-moves for a record"
                    + " longer than taflpost.games.max-plies (2000 by default)",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "illegal-move", ref = "RecordIllegalMove"),
                                @ExampleObject(name = "record-tag", ref = "RecordTag"),
                                @ExampleObject(name = "too-many-moves", ref = "TooManyMoves")
                            }))
    @APIResponse(responseCode = "413", ref = "PayloadTooLarge")
    Response importGame(
            @Parameter(
                            description = "The importer's side (attackers or defenders); see the description",
                            schema = @Schema(enumeration = {"attackers", "defenders"}),
                            example = "attackers")
                    @QueryParam("side")
                    String side,
            String record);
}
