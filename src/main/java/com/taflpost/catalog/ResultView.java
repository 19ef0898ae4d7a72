package com.taflpost.catalog;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "Result", description = "How a game ended")
public record ResultView(
        @Schema(
                enumeration = {"attackers", "defenders", "draw"},
                examples = "defenders")
        String winner,

        @Schema(
                description = "Why: the rules' endings, or resignation or timeout",
                enumeration = {
                    "king-captured",
                    "king-escaped",
                    "exit-fort",
                    "encirclement",
                    "repetition",
                    "no-legal-move",
                    "resignation",
                    "timeout"
                },
                examples = "king-escaped")
        String reason) {}
