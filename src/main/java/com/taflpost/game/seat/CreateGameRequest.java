package com.taflpost.game.seat;

import com.taflpost.clock.TimeControlRequest;
import com.taflpost.contract.Lengths;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "CreateGame",
        description = "A new game: a ruleset plus either a named board or a custom position with its side to move")
public record CreateGameRequest(
        @Schema(
                ref = "RulesetName",
                description = "The ruleset; required unless rules are given (then it is the ruleset they amend)",
                examples = "copenhagen")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String ruleset,

        @Schema(
                description = "A named board; leave out when giving a position",
                ref = "BoardName",
                examples = "copenhagen")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String board,

        @Schema(
                description = "A custom position string (OpenTafl notation); leave out when giving a board",
                examples = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/")
        @Size(max = Lengths.POSITION, message = Lengths.MESSAGE)
        String position,

        @Schema(
                description = "Who moves first in the custom position; required with position, not allowed with board",
                enumeration = {"attackers", "defenders"})
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String sideToMove,

        @Schema(
                description =
                        "The creator's side; default random. In an anonymous game it says which seat is the creator's",
                enumeration = {"attackers", "defenders", "random"},
                defaultValue = "random",
                examples = "attackers")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String side,

        @Schema(
                description =
                        "The name of the registered player the open seat is kept for; needs a player token. Without"
                                + " it any registered player may join.",
                minLength = 1,
                examples = "bjorn")
        @Size(max = Lengths.NAME, message = Lengths.MESSAGE)
        String opponent,

        @Schema(description = "The time control; none when left out") @Valid
        TimeControlRequest timeControl,

        @Schema(
                description = "Whether the game counts in both players' Glicko-2 ratings; needs a player token and a"
                        + " named board (anonymous games and custom positions are never rated). Default false.",
                defaultValue = "false",
                examples = "true")
        Boolean rated,

        @Schema(
                description = "Whether the players may take moves back even where the game's kind refuses it (a"
                        + " tournament's game); unrated games only: true with rated true is refused"
                        + " (takebacks-in-rated-game). An unrated game outside tournaments allows takebacks anyway."
                        + " Default false.",
                defaultValue = "false",
                examples = "true")
        Boolean takebacks,

        @Schema(
                description = "Play the computer: it takes the other seat at this level and the game starts at once,"
                        + " with no invitation. With or without a player token; never rated, so not with rated true"
                        + " (422 unratable-game), and not with an opponent (400 computer-and-opponent)")
        @Valid
        ComputerRequest computer,

        @Schema(
                ref = "RulesDescription",
                description = "Custom rules: a ruleset description's keys and answers (docs/variants.md), amending the"
                        + " named ruleset, or Copenhagen when ruleset is left out; a key left out keeps that ruleset's"
                        + " answer. The game starts on the position given, the board named, or the named ruleset's"
                        + " own board. Rules that play like a named ruleset make the game that ruleset's; any others"
                        + " make it a custom game (ruleset custom). Never rated")
        Map<String, String> rules) {

    @Schema(name = "ComputerRequest", description = "The computer as the opponent")
    public record ComputerRequest(
            @Schema(
                    required = true,
                    description = "Its level, 1 (a beginner) to 8 (its best)",
                    minimum = "1",
                    maximum = "8",
                    examples = "3")
            @NotNull(message = "must be 1 to 8")
            @Min(value = 1, message = "must be 1 to 8")
            @Max(value = 8, message = "must be 1 to 8")
            Integer level) {}

    /** A game of two people. */
    public CreateGameRequest(
            String ruleset,
            String board,
            String position,
            String sideToMove,
            String side,
            String opponent,
            TimeControlRequest timeControl,
            Boolean rated,
            Boolean takebacks) {
        this(ruleset, board, position, sideToMove, side, opponent, timeControl, rated, takebacks, null, null);
    }

    /** A game with the takebacks its kind allows. */
    public CreateGameRequest(
            String ruleset,
            String board,
            String position,
            String sideToMove,
            String side,
            String opponent,
            TimeControlRequest timeControl,
            Boolean rated) {
        this(ruleset, board, position, sideToMove, side, opponent, timeControl, rated, null);
    }

    /** An unrated game. */
    public CreateGameRequest(
            String ruleset,
            String board,
            String position,
            String sideToMove,
            String side,
            String opponent,
            TimeControlRequest timeControl) {
        this(ruleset, board, position, sideToMove, side, opponent, timeControl, null);
    }

    /** Whether the creator asked for a rated game. */
    public boolean isRated() {
        return Boolean.TRUE.equals(rated);
    }

    /** Whether the creator asked for takebacks allowed whatever the game's kind. */
    public boolean allowsTakebacks() {
        return Boolean.TRUE.equals(takebacks);
    }
}
