package com.taflpost.catalog;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "Ruleset", description = "A ruleset that games can be played under")
public record RulesetView(
        @Schema(
                description = "The id to send when creating a game",
                enumeration = {"copenhagen", "tablut"},
                examples = "copenhagen")
        String id,

        @Schema(description = "The ruleset's name", examples = "Copenhagen Hnefatafl")
        String name,

        @Schema(description = "The rules in short") String summary,

        @Schema(
                description =
                        "How the rules can end a game under this ruleset (result reasons); any game can also end by"
                                + " resignation or timeout",
                examples = "[\"king-captured\", \"king-escaped\"]")
        List<String> endings,

        @Schema(description = "Whether a game can end in a draw (Tablut, when a side cannot move)")
        boolean draws) {}
