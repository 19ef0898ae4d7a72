package com.taflpost.analysis;

import com.taflpost.rules.Ply;
import com.taflpost.rules.search.Search;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "Evaluation",
        description = "The computer's view of the position: its best move, a score and the line it expects")
public record EvaluationView(
        @Schema(description = "The best move found, in notation with its captures", examples = "d1-d3")
        String bestMove,

        @Schema(
                description = "How the side to move stands, in hundredths of an attacker: positive is better for it;"
                        + " a forced win scores near +1000000 (a loss near -1000000), less one for each ply to it",
                examples = "35")
        int score,

        @Schema(
                nullable = true,
                description = "Plies to the end when the search found a forced win for either side (the score's sign"
                        + " says whose); null otherwise",
                examples = "3")
        Integer endsInPlies,

        @Schema(
                description = "The moves the computer expects, starting with the best move",
                examples = "[\"d1-d3\", \"c4-c6\"]")
        List<String> principalVariation,

        @Schema(description = "The depth in plies the search finished", examples = "4")
        int depth,

        @Schema(description = "Positions the search visited", examples = "182344")
        long nodes) {

    static EvaluationView of(Search.Result result) {
        return new EvaluationView(
                result.best().notation(),
                result.score(),
                result.decisive() ? result.pliesToWin() : null,
                result.principalVariation().stream().map(Ply::notation).toList(),
                result.depth(),
                result.nodes());
    }
}
