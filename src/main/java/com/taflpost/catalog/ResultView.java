package com.taflpost.catalog;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "Result", description = "How a game ended")
public record ResultView(
        @Schema(ref = "Winner", examples = "defenders") String winner,

        @Schema(
                ref = "ResultReason",
                description = "Why: the rules' endings (move-limit in a variant with a move limit), resignation,"
                        + " timeout, or a tournament's forfeit or adjudication",
                examples = "king-escaped")
        String reason) {}
