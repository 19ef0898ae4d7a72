package com.taflpost.challenge;

import com.taflpost.clock.DurationAtMost;
import com.taflpost.clock.TimeControlRequest;
import com.taflpost.contract.Lengths;
import com.taflpost.contract.TextPatterns;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "CreateChallenge",
        description = "A game offered to a named opponent, or to anyone: a ruleset plus either a"
                + " named board or a custom position with its side to move, as when creating a game")
public record CreateChallengeRequest(
        @Schema(required = true, ref = "RulesetName", examples = "copenhagen")
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
                description = "The challenger's side; random is drawn when the game starts",
                enumeration = {"attackers", "defenders", "random"},
                defaultValue = "random",
                examples = "attackers")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String side,

        @Schema(description = "The time control; none when left out") @Valid
        TimeControlRequest timeControl,

        @Schema(
                description =
                        "The name of the player challenged; leave out for an open challenge any player may accept",
                minLength = 1,
                examples = "bjorn")
        @Size(max = Lengths.NAME, message = Lengths.MESSAGE)
        String opponent,

        @Schema(
                description = "How long the challenge stays open, an ISO-8601 duration of at least PT1M and at most "
                        + ChallengeService.MAXIMUM_EXPIRY,
                defaultValue = "P7D",
                pattern = TextPatterns.DURATION,
                examples = "P3D")
        @Size(max = Lengths.DURATION, message = Lengths.MESSAGE)
        @DurationAtMost(ChallengeService.MAXIMUM_EXPIRY)
        String expiresIn,

        @Schema(
                description = "Whether the game counts in both players' Glicko-2 ratings; needs a named board (a custom"
                        + " position is never rated). Default false.",
                defaultValue = "false",
                examples = "true")
        Boolean rated,

        @Schema(
                description = "Whether the game allows takebacks whatever its kind, as in CreateGame; unrated games"
                        + " only (takebacks-in-rated-game). Default false.",
                defaultValue = "false",
                examples = "false")
        Boolean takebacks) {

    /** A challenge to a game with the takebacks its kind allows. */
    public CreateChallengeRequest(
            String ruleset,
            String board,
            String position,
            String sideToMove,
            String side,
            TimeControlRequest timeControl,
            String opponent,
            String expiresIn,
            Boolean rated) {
        this(ruleset, board, position, sideToMove, side, timeControl, opponent, expiresIn, rated, null);
    }
}
