package com.taflpost.record;

import com.taflpost.contract.TextPatterns;
import com.taflpost.http.ETags;
import com.taflpost.problem.ApiProblem;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
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

/** A picture of any position. */
@Path("/api/positions")
@Tag(name = "Records and pictures")
public class PositionPictureResource {
    private static final String PROBLEM = ApiProblem.MEDIA_TYPE;

    private final GameRecordService records;

    PositionPictureResource(GameRecordService records) {
        this.records = records;
    }

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
    public Response picture(
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
                    String ifNoneMatch) {
        String picture = records.picture(position, bottom);
        return ETags.answer(picture, GameRecordResource.SVG, ETags.of("position", sha256(picture)), ifNoneMatch);
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
