package com.taflpost.game;

import com.taflpost.clock.TimeControlRequest;
import com.taflpost.contract.Lengths;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "CreateGame",
        description = "A new game: a ruleset plus either a named board or a custom position with its side to move")
public record CreateGameRequest(
        @Schema(
                required = true,
                enumeration = {"copenhagen", "tablut"},
                examples = "copenhagen")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String ruleset,

        @Schema(
                description = "A named board; leave out when giving a position",
                enumeration = {"brandubh", "tablut", "copenhagen", "hnefatafl"},
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
        Boolean takebacks) {

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
