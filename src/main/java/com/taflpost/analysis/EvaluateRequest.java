package com.taflpost.analysis;

import com.taflpost.rules.search.Level;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "Evaluate",
        description = "Asks the computer for the best move in the position reached: searched as a level searches"
                + " (its depth and how many positions it visits, without the mistakes the lower levels make on purpose)"
                + " or to a depth."
                + " Give level or depth, not both")
public record EvaluateRequest(
        @Schema(description = "A computer level, 1 to 8", minimum = "1", maximum = "8", examples = "4")
        @Min(value = Level.MIN, message = "must be 1 to 8")
        @Max(value = Level.MAX, message = "must be 1 to 8")
        Integer level,

        @Schema(
                description = "How many plies to look ahead, 1 to " + EvaluateRequest.MAX_DEPTH + ", within the"
                        + " strongest level's time (taflpost.computer.strongest-time)",
                minimum = "1",
                maximum = "" + EvaluateRequest.MAX_DEPTH,
                examples = "3")
        @Min(value = 1, message = "must be 1 to " + EvaluateRequest.MAX_DEPTH)
        @Max(value = EvaluateRequest.MAX_DEPTH, message = "must be 1 to " + EvaluateRequest.MAX_DEPTH)
        Integer depth) {
    static final int MAX_DEPTH = 12;
}
