package com.taflpost.catalog;

import com.taflpost.rules.EndReason;
import com.taflpost.rules.NamedBoard;
import com.taflpost.rules.NotationException;
import com.taflpost.rules.Preset;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import com.taflpost.rules.format.RulesetFormat;
import com.taflpost.rules.format.RulesetQuestions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** What can be chosen when starting a game: the rulesets and the boards. Fixed, so built once. */
public final class Catalog {
    private static final Map<String, String> RULESET_NAMES = Map.of(
            "copenhagen", "Copenhagen Hnefatafl",
            "tablut", "Tablut",
            "fetlar", "Fetlar Hnefatafl",
            "brandubh", "Brandubh",
            "linnaeus-tablut", "Linnaeus Tablut",
            "tawlbwrdd", "Tawlbwrdd",
            "ard-ri", "Ard Ri",
            "sea-battle", "Sea Battle",
            "alea-evangelii", "Alea Evangelii");
    private static final Map<String, String> SUMMARIES = Map.of(
            "copenhagen",
                    "The attackers move first. Pieces move like rooks and capture by enclosing an enemy between"
                            + " two of their own or a hostile square; any piece may pass the empty throne, only the"
                            + " king may"
                            + " stop on it or on a corner. The king is captured by four attackers, or three beside"
                            + " the throne,"
                            + " never on an edge; shieldwalls capture rows on an edge. The defenders win when the"
                            + " king reaches"
                            + " a corner or builds an exit fort on an edge; the attackers win by capturing the king or"
                            + " encircling every defender. A move that repeats a position a third time loses for the"
                            + " defenders;"
                            + " a side without a legal move loses.",
            "tablut",
                    "The attackers move first. Pieces move like rooks and capture by enclosing an enemy between two"
                            + " of their own or a hostile square; only the king may stop on or pass the throne,"
                            + " which is hostile"
                            + " to everyone. The king is captured when enclosed on all four sides, where the edge, a"
                            + " corner or"
                            + " the throne close a side. The defenders win when the king reaches a corner, the"
                            + " attackers by"
                            + " capturing the king; a side without a legal move draws.");
    private static final Map<String, String> BOARD_NAMES = Map.of(
            "brandubh", "Brandubh",
            "tablut", "Tablut",
            "copenhagen", "Copenhagen",
            "hnefatafl", "Hnefatafl",
            "tawlbwrdd", "Tawlbwrdd",
            "ard-ri", "Ard Ri",
            "alea-evangelii", "Alea Evangelii");

    private static final Map<String, String> DESCRIPTIONS = Map.of(
            "copenhagen", "copenhagen-copenhagen-hnefatafl-11x11-and-copenhagen-13-13x13",
            "tablut", "tablut-the-sites-tablut",
            "fetlar", "fetlar-fetlar-hnefatafl-11x11",
            "brandubh", "brandubh-brandubh-7x7",
            "linnaeus-tablut", "linnaeus-tablut-linnaeus-tablut-9x9",
            "tawlbwrdd", "tawlbwrdd-tawlbwrdd-11x11",
            "ard-ri", "ard-ri-ard-ri-7x7",
            "sea-battle", "sea-battle-sea-battle-9x9",
            "alea-evangelii", "alea-evangelii-alea-evangelii-19x19");

    private static final List<RulesetView> RULESETS =
            Preset.rulesets().stream().map(Catalog::view).toList();
    private static final List<QuestionView> QUESTIONS =
            RulesetQuestions.ALL.stream().map(QuestionView::of).toList();
    private static final List<BoardView> BOARDS =
            NamedBoard.all().stream().map(Catalog::view).toList();

    private Catalog() {}

    public static List<RulesetView> rulesets() {
        return RULESETS;
    }

    public static List<QuestionView> questions() {
        return QUESTIONS;
    }

    public static List<BoardView> boards() {
        return BOARDS;
    }

    private static RulesetView view(Ruleset ruleset) {
        List<String> endings = new ArrayList<>(List.of(EndReason.KING_CAPTURED.id(), EndReason.KING_ESCAPED.id()));
        if (ruleset.hasExitForts()) {
            endings.add(EndReason.EXIT_FORT.id());
        }
        if (ruleset.hasEncirclement()) {
            endings.add(EndReason.ENCIRCLEMENT.id());
        }
        if (ruleset.hasRepetitionLoss()) {
            endings.add(EndReason.REPETITION.id());
        }
        endings.add(EndReason.NO_LEGAL_MOVE.id());
        boolean draws = ruleset.noLegalMove(Side.ATTACKERS).winner() == Winner.DRAW;
        return new RulesetView(
                ruleset.id(),
                RULESET_NAMES.get(ruleset.id()),
                SUMMARIES.getOrDefault(
                        ruleset.id(),
                        "The rules of " + RULESET_NAMES.get(ruleset.id()) + " as docs/variants.md gives them."),
                List.copyOf(endings),
                draws,
                NamedBoard.defaultFor(ruleset).id(),
                fittingBoards(ruleset),
                "docs/variants.md#" + DESCRIPTIONS.get(ruleset.id()),
                Collections.unmodifiableMap(RulesetFormat.toMap(ruleset, null)));
    }

    /** The boards whose start the ruleset accepts, as game creation does ({@link Setup#resolve}). */
    private static List<String> fittingBoards(Ruleset ruleset) {
        List<String> fitting = new ArrayList<>();
        for (NamedBoard layout : NamedBoard.all()) {
            try {
                layout.startUnder(ruleset);
                fitting.add(layout.id());
            } catch (NotationException e) {
                // A piece stands where the ruleset lets only the king stand: not a board for it.
            }
        }
        return List.copyOf(fitting);
    }

    private static BoardView view(NamedBoard layout) {
        return new BoardView(
                layout.id(),
                BOARD_NAMES.get(layout.id()),
                layout.start().size(),
                layout.start().toString(),
                Grid.of(layout.start(), ownRuleset(layout)));
    }

    /** The ruleset of the first preset that starts on the board: its marks are the ones the board is known by. */
    private static Ruleset ownRuleset(NamedBoard layout) {
        return Preset.all().stream()
                .filter(preset -> preset.start().equals(layout.start()))
                .findFirst()
                .orElseThrow()
                .ruleset();
    }
}
