package com.taflpost.analysis;

import com.taflpost.contract.Lengths;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "AnalysisRequest",
        description = "A start (ruleset plus a board or a custom position) and moves to replay from it")
public record AnalysisRequest(
        @Schema(
                required = true,
                enumeration = {"copenhagen", "tablut"},
                examples = "copenhagen")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String ruleset,

        @Schema(
                description = "A named board; leave out when giving a position",
                enumeration = {"brandubh", "tablut", "copenhagen", "hnefatafl"},
                examples = "brandubh")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String board,

        @Schema(description = "A custom position string (OpenTafl notation); leave out when giving a board")
        @Size(max = Lengths.POSITION, message = Lengths.MESSAGE)
        String position,

        @Schema(
                description = "Who moves first in the custom position; required with position, not allowed with board",
                enumeration = {"attackers", "defenders"})
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String sideToMove,

        @Schema(
                description = "The moves to play from the start, in notation; captures may be left out",
                examples = "[\"d2-f2\", \"e4-e6\"]")
        List<@Size(max = Lengths.MOVE, message = Lengths.MESSAGE) String> moves) {}
