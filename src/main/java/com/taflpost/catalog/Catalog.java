package com.taflpost.catalog;

import com.taflpost.rules.EndReason;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** What can be chosen when starting a game: the rulesets and the boards. Fixed, so built once. */
public final class Catalog {
    private static final Map<String, String> RULESET_NAMES = Map.of(
            "copenhagen", "Copenhagen Hnefatafl",
            "tablut", "Tablut");
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
            "hnefatafl", "Hnefatafl");

    private static final List<RulesetView> RULESETS =
            Ruleset.all().stream().map(Catalog::view).toList();
    private static final List<BoardView> BOARDS =
            Arrays.stream(Layout.values()).map(Catalog::view).toList();

    private Catalog() {}

    public static List<RulesetView> rulesets() {
        return RULESETS;
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
                SUMMARIES.get(ruleset.id()),
                List.copyOf(endings),
                draws);
    }

    private static BoardView view(Layout layout) {
        return new BoardView(
                layout.id(),
                BOARD_NAMES.get(layout.id()),
                layout.board().size(),
                layout.board().toString(),
                Grid.of(layout.board()));
    }
}
