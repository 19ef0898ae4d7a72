package com.taflpost.tournament;

import com.taflpost.clock.TimeControlRequest;
import com.taflpost.contract.Lengths;
import com.taflpost.contract.TextPatterns;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "CreateTournament", description = "A new tournament: how it pairs, and the games it plays")
public record CreateTournamentRequest(
        @Schema(
                required = true,
                description = "1 to 100 characters, not all white space",
                pattern = TextPatterns.NOT_BLANK,
                examples = "Spring Copenhagen open")
        @Size(max = TournamentService.NAME_LENGTH, message = Lengths.MESSAGE)
        String name,

        @Schema(
                required = true,
                enumeration = {"round-robin", "swiss"},
                examples = "swiss")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String format,

        @Schema(
                description = "Swiss only, and required there: the rounds to play, 1 to 20",
                minimum = "1",
                maximum = "" + TournamentSettings.MAX_ROUNDS,
                examples = "3")
        Integer rounds,

        @Schema(required = true, ref = "RulesetName", examples = "copenhagen")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String ruleset,

        @Schema(required = true, ref = "BoardName", examples = "copenhagen")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String board,

        @Schema(description = "Every game's time control; none when left out") @Valid
        TimeControlRequest timeControl,

        @Schema(description = "Whether its games count in the players' ratings; default false", examples = "true")
        Boolean rated,

        @Schema(
                description = "2 (default): a match of two games, one with each side; 1: one game, the sides"
                        + " balanced over the rounds",
                enumeration = {"1", "2"},
                defaultValue = "2",
                examples = "2")
        Integer gamesPerPairing,

        @Schema(
                description = "The most players who may enter, 2 to 64; default 64",
                minimum = "2",
                maximum = "" + TournamentSettings.MAX_PLAYERS,
                examples = "8")
        Integer maxPlayers,

        @Schema(
                description = "Free text for the players, at most 500 characters",
                examples = "Three rounds, P3D a move")
        @Size(max = Lengths.REASON, message = Lengths.MESSAGE)
        String description,

        @Schema(
                description = "Whether a player's vacation pauses the clocks of the tournament's games; default true",
                defaultValue = "true",
                examples = "false")
        Boolean vacationAllowed) {}
