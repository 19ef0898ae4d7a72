package com.taflpost.catalog;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "Result", description = "How a game ended")
public record ResultView(
        @Schema(
                enumeration = {"attackers", "defenders", "draw"},
                examples = "defenders")
        String winner,

        @Schema(
                description =
                        "Why: the rules' endings, resignation, timeout, or a tournament's forfeit or adjudication",
                enumeration = {
                    "king-captured",
                    "king-escaped",
                    "exit-fort",
                    "encirclement",
                    "repetition",
                    "no-legal-move",
                    "resignation",
                    "timeout",
                    "forfeit",
                    "adjudication"
                },
                examples = "king-escaped")
        String reason) {}
