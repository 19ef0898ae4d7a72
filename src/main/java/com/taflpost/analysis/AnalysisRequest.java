package com.taflpost.analysis;

import com.taflpost.contract.Lengths;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "AnalysisRequest",
        description = "A start (ruleset plus a board or a custom position) and moves to replay from it")
public record AnalysisRequest(
        @Schema(
                ref = "RulesetName",
                description = "The ruleset; required unless rules are given (then it is the ruleset they amend)",
                examples = "copenhagen")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String ruleset,

        @Schema(
                description = "A named board; leave out when giving a position",
                ref = "BoardName",
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
        List<@Size(max = Lengths.MOVE, message = Lengths.MESSAGE) String> moves,

        @Schema(description = "Also ask the computer for the best move from the position reached (a hint)") @Valid
        EvaluateRequest evaluate,

        @Schema(
                ref = "RulesDescription",
                description = "Custom rules, as in creating a game: a ruleset description's keys and answers amending"
                        + " the named ruleset, or Copenhagen when ruleset is left out")
        Map<String, String> rules) {

    /** An analysis under a named ruleset. */
    public AnalysisRequest(
            String ruleset,
            String board,
            String position,
            String sideToMove,
            List<String> moves,
            EvaluateRequest evaluate) {
        this(ruleset, board, position, sideToMove, moves, evaluate, null);
    }
}
