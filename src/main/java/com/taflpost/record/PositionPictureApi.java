package com.taflpost.record;

import com.taflpost.contract.TextPatterns;
import com.taflpost.problem.ApiProblem;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/positions")
@Tag(name = "Records and pictures")
public interface PositionPictureApi {
    String PROBLEM = ApiProblem.MEDIA_TYPE;

    @GET
    @Path("/board.svg")
    @Produces({GameRecordResource.SVG, PROBLEM})
    @SecurityRequirements
    @Operation(
            operationId = "getPositionPicture",
            summary = "Picture a position",
            description =
                    "Any position string (OpenTafl notation) as an SVG picture of the board, like a game's board.svg"
                            + " but without a last move.")
    @APIResponse(
            responseCode = "200",
            description = "The picture",
            headers =
                    @Header(
                            name = "ETag",
                            description = "The same for the same position and bottom",
                            schema = @Schema(type = SchemaType.STRING)),
            content =
                    @Content(
                            mediaType = GameRecordResource.SVG,
                            schema = @Schema(type = SchemaType.STRING),
                            examples = @ExampleObject(name = "board", ref = "BoardPicture")))
    @APIResponse(
            responseCode = "304",
            description = "If-None-Match names the ETag of this picture",
            headers =
                    @Header(
                            name = "ETag",
                            description = "The picture's tag",
                            schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(
            responseCode = "400",
            description = "No position, or an unknown side for bottom",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = {
                                @ExampleObject(name = "position-required", ref = "PositionRequired"),
                                @ExampleObject(name = "unknown-side", ref = "UnknownSide")
                            }))
    @APIResponse(
            responseCode = "422",
            description = "A position string that is not a playable position, with the reason",
            content =
                    @Content(
                            mediaType = PROBLEM,
                            schema = @Schema(implementation = ApiProblem.class),
                            examples = @ExampleObject(name = "invalid-position", ref = "PictureInvalidPosition")))
    Response picture(
            @Parameter(
                            description = "The position string",
                            required = true,
                            schema = @Schema(type = SchemaType.STRING, minLength = 1, pattern = TextPatterns.NOT_BLANK),
                            example = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/")
                    @QueryParam("position")
                    String position,
            @Parameter(
                            description = "The side whose player sits at the bottom of the picture; default attackers",
                            schema = @Schema(enumeration = {"attackers", "defenders"}),
                            example = "attackers")
                    @QueryParam("bottom")
                    String bottom,
            @Parameter(description = GameRecordResource.IF_NONE_MATCH_DESCRIPTION, in = ParameterIn.HEADER)
                    @HeaderParam(HttpHeaders.IF_NONE_MATCH)
                    String ifNoneMatch);
}
