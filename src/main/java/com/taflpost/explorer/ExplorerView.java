package com.taflpost.explorer;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "Explorer",
        description = "The moves played from a position in the server's finished games and in the collections of"
                + " records imported by the server's operator, each with how often and how those games ended")
public record ExplorerView(
        @Schema(ref = "RulesetName", examples = "copenhagen")
        String ruleset,

        @Schema(description = "The position looked up", examples = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/")
        String position,

        @Schema(ref = "Side", examples = "attackers") String sideToMove,

        @Schema(
                description = "How many times a finished game (the server's or an imported record) played on from"
                        + " this position",
                minimum = "0",
                examples = "3")
        long games,

        @Schema(
                description = "Of those, how many were imported records rather than the server's games",
                minimum = "0",
                examples = "1")
        long imported,

        @Schema(description = "The moves played from it, the most played first (then by notation)")
        List<PlayedMove> moves) {

    @Schema(
            name = "ExplorerMove",
            description = "A move played from the position, how often, and how those games ended")
    public record PlayedMove(
            @Schema(description = "The move, in canonical notation with its captures", examples = "d2-f2")
            String move,

            @Schema(description = "How many times it was played here in a finished game", minimum = "1", examples = "2")
            long games,

            @Schema(description = "Of those, games the attackers won", minimum = "0", examples = "1")
            long attackersWon,

            @Schema(description = "Of those, games the defenders won", minimum = "0", examples = "1")
            long defendersWon,

            @Schema(description = "Of those, games drawn", minimum = "0", examples = "0")
            long draws,

            @Schema(
                    description = "Of those, imported records rather than the server's games",
                    minimum = "0",
                    examples = "1")
            long imported) {}
}
