package com.taflpost.catalog;

import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(name = "Ruleset", description = "A ruleset that games can be played under")
public record RulesetView(
        @Schema(description = "The id to send when creating a game", ref = "RulesetName", examples = "copenhagen")
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
        boolean draws,

        @Schema(
                description = "The board a game under this ruleset starts on when it names none (GET /api/boards)",
                ref = "BoardName",
                examples = "copenhagen")
        String board,

        @Schema(
                description = "The boards a game under this ruleset can start on (GET /api/boards): those with no piece"
                        + " but the king on a square the ruleset restricts",
                examples = "[\"brandubh\", \"tablut\", \"copenhagen\"]")
        List<String> boards,

        @Schema(
                description =
                        "Where the ruleset is described, with its sources and readings: a docs/variants.md anchor",
                examples = "docs/variants.md#fetlar-fetlar-hnefatafl-11x11")
        String description,

        @Schema(
                ref = "RulesDescription",
                description = "The ruleset's answer to each question, as the keys and values of a ruleset description"
                        + " (docs/variants.md, the description format); a front end can show and edit them, and send"
                        + " the changed ones as a new game's rules")
        Map<String, String> questions) {}
