package com.taflpost.clock;

import com.taflpost.contract.Lengths;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "TimeControl",
        description = "How much time each side has: per-move (a fixed time for every move), fischer"
                + " (an initial buffer, an increment after each move, an optional cap) or none. Durations are"
                + " ISO-8601, at least"
                + " PT1M where they are a time to move, at most " + TimeControl.MAXIMUM_TEXT + ".")
public record TimeControlRequest(
        @Schema(
                required = true,
                enumeration = {"none", "per-move", "fischer"},
                examples = "per-move")
        @Size(max = Lengths.KEYWORD, message = Lengths.MESSAGE)
        String type,

        @Schema(description = "per-move: the time for every move", examples = "P3D")
        @Size(max = Lengths.DURATION, message = Lengths.MESSAGE)
        @DurationAtMost(TimeControl.MAXIMUM_TEXT)
        String perMove,

        @Schema(description = "fischer: each side's time at the start", examples = "P7D")
        @Size(max = Lengths.DURATION, message = Lengths.MESSAGE)
        @DurationAtMost(TimeControl.MAXIMUM_TEXT)
        String initial,

        @Schema(description = "fischer: the time added after each of the side's moves", examples = "P1D")
        @Size(max = Lengths.DURATION, message = Lengths.MESSAGE)
        @DurationAtMost(TimeControl.MAXIMUM_TEXT)
        String increment,

        @Schema(
                description = "fischer, optional: the most time a side can have banked, at least initial",
                examples = "P14D")
        @Size(max = Lengths.DURATION, message = Lengths.MESSAGE)
        @DurationAtMost(TimeControl.MAXIMUM_TEXT)
        String cap) {}
