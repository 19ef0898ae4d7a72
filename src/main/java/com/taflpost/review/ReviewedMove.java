package com.taflpost.review;

import com.taflpost.rules.Side;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "ReviewedMove",
        description = "One move of a reviewed game: the evaluation before and after it from the mover's view, the"
                + " computer's best move and line there, and a label when the move lost much")
public record ReviewedMove(
        @Schema(description = "The move's place in the game, from 1", minimum = "1", examples = "5")
        int ply,

        @Schema(description = "The move played, in notation with its captures", examples = "a5-a6")
        String move,

        @Schema(
                description = "The side to make the move",
                enumeration = {"attackers", "defenders"},
                examples = "attackers")
        String side,

        @Schema(
                description = "The evaluation before the move from the mover's view, in hundredths of an attacker:"
                        + " positive is better for the mover; a forced win near +1000000, a forced loss near -1000000",
                examples = "-40")
        int before,

        @Schema(description = "The evaluation after the move from the mover's view, as before", examples = "-999998")
        int after,

        @Schema(
                description = "What the move lost, with both evaluations held within 1000 either way (a forced end"
                        + " counts 1000); never below 0",
                minimum = "0",
                maximum = "2000",
                examples = "960")
        int loss,

        @Schema(
                nullable = true,
                description = "inaccuracy (a loss of 50 or more), mistake (150) or blunder (350); null below 50",
                enumeration = {"inaccuracy", "mistake", "blunder"},
                examples = "blunder")
        String label,

        @Schema(description = "The computer's best move before the move played", examples = "b2-a2")
        String bestMove,

        @Schema(
                description = "The line the computer expects from its best move, starting with it",
                examples = "[\"b2-a2\", \"c7-c4\"]")
        List<String> line) {

    static ReviewedMove of(ReviewStore.Evaluated before, ReviewStore.Evaluated after, String move, Side side) {
        // the position after is evaluated from the other side's view
        int mover = before.score();
        int then = -after.score();
        int loss = Labels.loss(mover, then);
        return new ReviewedMove(
                after.ply(), move, side.id(), mover, then, loss, Labels.of(loss), before.bestMove(), before.line());
    }
}
