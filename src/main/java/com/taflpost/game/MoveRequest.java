package com.taflpost.game;

import com.taflpost.contract.Lengths;
import com.taflpost.contract.TextPatterns;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "MoveRequest", description = "A move to play")
public record MoveRequest(
        @Schema(
                required = true,
                description = "The move in notation, from-to, optionally with its captures (then they"
                        + " must be exactly the captures it makes)",
                minLength = 1,
                pattern = TextPatterns.NOT_BLANK,
                examples = "d1-d3")
        @Size(max = Lengths.MOVE, message = Lengths.MESSAGE)
        String move,

        @Schema(
                description =
                        "The game's ply the move is meant to follow (the number of moves played so far). With it a"
                                + " move sent twice is applied once, and a move made for an older position is"
                                + " refused (stale-ply).",
                minimum = "0",
                examples = "12")
        Integer ply) {}
