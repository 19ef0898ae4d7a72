package com.taflpost.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * An RFC 9457 problem document. {@code type} and {@code code} are stable and machine-readable; {@code detail}
 * is for people. Extra members (such as the {@code ply} of an illegal move) go in {@code extensions}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(name = "Problem", description = "An RFC 9457 problem document (media type application/problem+json)")
public record ApiProblem(
        @Schema(description = "URI naming the kind of problem; stable", examples = "https://taflpost.dev/problems/illegal-move")
        String type,
        @Schema(description = "Short summary of the kind of problem", examples = "Illegal move")
        String title,
        @Schema(description = "HTTP status code", examples = "422")
        int status,
        @Schema(description = "Stable machine-readable code", examples = "blocked")
        String code,
        @Schema(description = "What went wrong, for a person", examples = "the way from d1 to d5 is blocked at d3")
        String detail,
        @Schema(description = "The request path", examples = "/api/games/3fa4c2/moves")
        String instance,
        @Schema(description = "Extra members for this kind of problem, e.g. ply")
        Map<String, Object> extensions) {

    public static final String MEDIA_TYPE = "application/problem+json";
    public static final String TYPE_BASE = "https://taflpost.dev/problems/";
}
