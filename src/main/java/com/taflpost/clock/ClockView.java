package com.taflpost.clock;

import java.time.Duration;
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(
        name = "Clock",
        description = "The game's time control and where the clocks stand. Durations are ISO-8601"
                + " (in hours at most: P3D reads PT72H).")
public record ClockView(
        @Schema(
                enumeration = {"none", "per-move", "fischer"},
                examples = "per-move")
        String type,

        @Schema(description = "per-move: the time for every move", nullable = true, examples = "PT72H")
        String perMove,

        @Schema(description = "fischer: each side's time at the start", nullable = true)
        String initial,

        @Schema(description = "fischer: the time added after each move", nullable = true)
        String increment,

        @Schema(description = "fischer: the most time a side can bank; null for no cap", nullable = true)
        String cap,

        @Schema(description = "The attackers' remaining time; null without a clock", nullable = true)
        Remaining attackers,

        @Schema(description = "The defenders' remaining time; null without a clock", nullable = true)
        Remaining defenders,

        @Schema(
                description =
                        "When the side to move loses on time; null without a clock, while the game waits and once it"
                                + " is over",
                nullable = true,
                examples = "2025-03-04T10:12:41.512Z")
        Instant deadline) {

    @Schema(name = "RemainingTime", description = "A side's remaining time, counted down while it is to move")
    public record Remaining(
            @Schema(description = "ISO-8601 duration", examples = "PT71H58M12.5S")
            String time,

            @Schema(examples = "259092500") long millis) {
        static Remaining of(Duration duration) {
            return duration == null ? null : new Remaining(duration.toString(), duration.toMillis());
        }
    }

    static String text(Long millis) {
        return millis == null ? null : Duration.ofMillis(millis).toString();
    }
}
