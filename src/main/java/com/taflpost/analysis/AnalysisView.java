package com.taflpost.analysis;

import com.taflpost.catalog.Grid;
import com.taflpost.catalog.ResultView;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "Analysis",
        description = "Where the moves lead: the position, whose turn it is, the result and what can be played next")
public record AnalysisView(
        @Schema(ref = "RulesetNameOrCustom", examples = "copenhagen")
        String ruleset,

        @Schema(description = "The board's id, or custom", examples = "brandubh")
        String board,

        @Schema(examples = "7") int boardSize,

        @Schema(
                description = "The moves in canonical notation, with the captures each made",
                examples = "[\"d2-f2\", \"e4-e6\"]")
        List<String> moves,

        @Schema(description = "The position string after the moves")
        String position,

        @Schema(
                enumeration = {"attackers", "defenders"},
                examples = "attackers")
        String sideToMove,

        @Schema(description = "The number of moves played", examples = "2")
        int ply,

        @Schema(nullable = true) ResultView result,

        @Schema(description = "The legal moves of the side to move in canonical notation; empty once the game is over")
        List<String> legalMoves,

        @Schema(description = "The position as rows of cells, top rank first")
        List<List<Grid.Cell>> grid,

        @Schema(
                nullable = true,
                description = "The computer's view of the position, when evaluate was asked and the game goes on;"
                        + " null otherwise")
        EvaluationView evaluation,

        @Schema(
                description = "The start and the moves as a text record, as GET /api/games/{id}/record writes one"
                        + " (without players or dates): POST /api/games/import reads it back",
                examples = "[ruleset:copenhagen]\n[board:brandubh]\n[board-size:7]\n[result:?]\n\n1. d2-f2 d3-c3\n*\n")
        String record) {

    AnalysisView evaluated(EvaluationView evaluation) {
        return new AnalysisView(
                ruleset,
                board,
                boardSize,
                moves,
                position,
                sideToMove,
                ply,
                result,
                legalMoves,
                grid,
                evaluation,
                record);
    }
}
