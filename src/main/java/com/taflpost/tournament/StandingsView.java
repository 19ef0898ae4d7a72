package com.taflpost.tournament;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "Standings",
        description = "The players in order. A game: win 1, draw 1/2, loss 0; a bye as if every game of its pairing"
                + " were won. Round robin order: points, Sonneborn-Berger, wins; Swiss: points, Buchholz,"
                + " Sonneborn-Berger, wins; players equal on all share a rank.")
public record StandingsView(
        @Schema(
                description = "The tournament's status; a finished tournament's standings are final",
                enumeration = {"entry", "running", "finished", "cancelled"},
                examples = "running")
        String status,

        List<Row> rows) {

    @Schema(name = "StandingsRow", description = "One player's line")
    public record Row(
            @Schema(description = "From 1; equal players share it (1, 2, 2, 4)", examples = "1")
            int rank,

            @Schema(description = "The player's name", examples = "astrid")
            String player,

            @Schema(description = "Game points plus bye points", examples = "2.5")
            double points,

            @Schema(description = "Finished games (a bye is not a game)", examples = "3")
            int games,

            @Schema(examples = "2") int wins,
            @Schema(examples = "1") int draws,
            @Schema(examples = "0") int losses,
            TieBreaks tieBreaks) {}

    @Schema(name = "TieBreaks", description = "Both tie-breaks, whatever the format uses")
    public record TieBreaks(
            @Schema(
                    description = "Sum over the player's finished games of the points scored in the game times the"
                            + " opponent's total points",
                    examples = "3.25")
            double sonnebornBerger,

            @Schema(
                    description =
                            "Sum of the total points of every opponent met, once per pairing (a bye adds" + " nothing)",
                    examples = "4.5")
            double buchholz) {}
}
