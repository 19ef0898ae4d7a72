package com.taflpost.problem;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * An RFC 9457 problem document. {@code type} and {@code code} are stable and machine-readable; {@code detail}
 * is for people. Extension members (such as the {@code ply} of an illegal move) are written beside the standard
 * members, at the top level, as the RFC asks.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(
        name = "Problem",
        description = "An RFC 9457 problem document (media type application/problem+json). "
                + "Some problems carry extension members beside the standard ones, e.g. `ply` or `errors`.",
        additionalProperties = Schema.True.class)
public record ApiProblem(
        @Schema(
                required = true,
                description = "URI naming the kind of problem; stable",
                examples = "https://taflpost.dev/problems/illegal-move")
        String type,

        @Schema(required = true, description = "Short summary of the kind of problem", examples = "Illegal move")
        String title,

        @Schema(required = true, description = "HTTP status code", examples = "422")
        int status,

        @Schema(required = true, description = "Stable machine-readable code", examples = "blocked")
        String code,

        @Schema(
                required = true,
                description = "What went wrong, for a person",
                examples = "the way from d1 to d5 is blocked at d3")
        String detail,

        @Schema(description = "The request path", examples = "/api/games/3fa4c2/moves")
        String instance,

        @JsonIgnore @Schema(hidden = true) Map<String, Object> extensions) {

    public static final String MEDIA_TYPE = "application/problem+json";
    public static final String TYPE_BASE = "https://taflpost.dev/problems/";

    public ApiProblem {
        extensions = extensions == null ? Map.of() : Map.copyOf(extensions);
    }

    @JsonAnyGetter
    Map<String, Object> members() {
        return extensions;
    }
}
