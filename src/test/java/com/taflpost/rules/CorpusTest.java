package com.taflpost.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Replays the 1,752 recorded Copenhagen 11x11 games of the test corpus ({@code src/test/resources/corpus}, see its
 * README) and classifies how each
 * one ends under our rules. The facts that must hold: every recorded move is legal, its recorded captures are ours,
 * the capture totals agree, and every game our rules end at its last recorded move ends with the recorded winner.
 */
class CorpusTest {

    /** How a recorded game relates to our rules. */
    enum Category {
        /** Our rules end the game on its last recorded move. */
        ENDED_BY_RULE,
        /** The record stops without a rule ending it: resignation, timeout, agreement, or still going. */
        ENDED_WITHOUT_RULE,
        /** The record goes on after a move that our rules say ends the game (the site did not apply that rule). */
        CONTINUES_AFTER_RULE_END
    }

    record Finding(
            CorpusGame game,
            Category category,
            int endPly,
            Outcome outcome,
            IllegalMove illegal,
            int attackerCaptures,
            int defenderCaptures,
            int attackerRepeats,
            int defenderRepeats) {

        boolean winnerDisagrees() {
            return category == Category.ENDED_BY_RULE && outcome.winner() != game.recordedWinner();
        }

        /** The record's totals count every written capture, also a piece written twice in one move. */
        boolean capturesDisagree() {
            return attackerCaptures + attackerRepeats != game.attackerCaptures()
                    || defenderCaptures + defenderRepeats != game.defenderCaptures();
        }

        String recorded() {
            return game.result() + (game.endedOnTime() ? " on time" : "");
        }
    }

    private static List<Finding> findings;

    @BeforeAll
    static void replayTheCorpus() {
        List<CorpusGame> games = CorpusGame.load();
        findings = new ArrayList<>(games.size());
        for (CorpusGame game : games) {
            findings.add(classify(game));
        }
        printTable();
    }

    static Finding classify(CorpusGame game) {
        Replay replay =
                Replay.throughEndings(Ruleset.COPENHAGEN, Layout.COPENHAGEN.board(), Side.ATTACKERS, game.moves());
        int attackerCaptures = 0;
        int defenderCaptures = 0;
        int attackerRepeats = 0;
        int defenderRepeats = 0;
        GameState firstEnd = null;
        for (GameState state : replay.game().states()) {
            if (state.lastPly() != null) {
                int captures = state.lastPly().captures().size();
                int repeats = (int) game.moves()
                                .get(state.ply() - 1)
                                .chars()
                                .filter(c -> c == 'x')
                                .count()
                        - captures;
                if (state.lastPly().side() == Side.ATTACKERS) {
                    attackerCaptures += captures;
                    attackerRepeats += repeats;
                } else {
                    defenderCaptures += captures;
                    defenderRepeats += repeats;
                }
            }
            if (firstEnd == null && state.isOver()) {
                firstEnd = state;
            }
        }
        Category category;
        if (firstEnd == null) {
            category = Category.ENDED_WITHOUT_RULE;
        } else if (firstEnd.ply() == game.moves().size()) {
            category = Category.ENDED_BY_RULE;
        } else {
            category = Category.CONTINUES_AFTER_RULE_END;
        }
        return new Finding(
                game,
                category,
                firstEnd == null ? -1 : firstEnd.ply(),
                firstEnd == null ? null : firstEnd.outcome(),
                replay.illegalMove(),
                attackerCaptures,
                defenderCaptures,
                attackerRepeats,
                defenderRepeats);
    }

    private static void printTable() {
        StringBuilder out = new StringBuilder("\nCorpus: ")
                .append(findings.size())
                .append(" Copenhagen 11x11 games, ")
                .append(findings.stream().mapToInt(f -> f.game().moves().size()).sum())
                .append(" plies\n");
        for (Category category : Category.values()) {
            List<Finding> inCategory =
                    findings.stream().filter(f -> f.category() == category).toList();
            out.append(String.format("%-26s %5d%n", category, inCategory.size()));
            Function<Finding, String> key = category == Category.ENDED_WITHOUT_RULE
                    ? f -> "recorded " + f.recorded()
                    : f -> f.outcome().reason().id() + ", recorded " + f.recorded();
            Map<String, Long> counts =
                    inCategory.stream().collect(Collectors.groupingBy(key, TreeMap::new, Collectors.counting()));
            counts.forEach((label, count) -> out.append(String.format("    %-40s %5d%n", label, count)));
        }
        out.append(String.format(
                "%-26s %5d%n",
                "illegal recorded moves",
                findings.stream().filter(f -> f.illegal() != null).count()));
        out.append(String.format(
                "%-26s %5d%n",
                "games naming a capture twice",
                findings.stream()
                        .filter(f -> f.attackerRepeats() + f.defenderRepeats() > 0)
                        .count()));
        out.append(String.format(
                "%-26s %5d%n",
                "capture totals differing",
                findings.stream().filter(Finding::capturesDisagree).count()));
        out.append(String.format(
                "%-26s %5d%n",
                "winner disagreements",
                findings.stream().filter(Finding::winnerDisagrees).count()));
        findings.stream()
                .filter(f -> f.category() == Category.CONTINUES_AFTER_RULE_END)
                .forEach(f -> out.append(String.format(
                        "    line %4d: %s at ply %d of %d, recorded %s%n",
                        f.game().line(),
                        f.outcome(),
                        f.endPly(),
                        f.game().moves().size(),
                        f.recorded())));
        System.out.println(out);
    }

    @Test
    void theWholeCorpusIsRead() {
        assertThat(findings).hasSize(1752);
    }

    @Test
    void everyRecordedMoveIsLegalWithItsRecordedCaptures() {
        assertThat(findings.stream()
                        .filter(f -> f.illegal() != null)
                        .map(f -> "line " + f.game().line() + ": " + f.illegal()))
                .isEmpty();
    }

    @Test
    void theCaptureTotalsOfEveryGameAgreeWithTheRecord() {
        assertThat(findings.stream()
                        .filter(Finding::capturesDisagree)
                        .map(f -> "line " + f.game().line()
                                + ": ours " + f.attackerCaptures() + "/" + f.defenderCaptures()
                                + ", recorded " + f.game().attackerCaptures() + "/"
                                + f.game().defenderCaptures()))
                .isEmpty();
    }

    @Test
    void everyGameOurRulesEndAtItsLastMoveHasTheRecordedWinner() {
        assertThat(findings.stream()
                        .filter(Finding::winnerDisagrees)
                        .map(f -> "line " + f.game().line() + ": ours " + f.outcome() + ", recorded " + f.recorded()))
                .isEmpty();
    }

    @Test
    void noRecordGoesOnAfterTheKingIsTakenOrOutOrInAFort() {
        assertThat(findings.stream()
                        .filter(f -> f.category() == Category.CONTINUES_AFTER_RULE_END)
                        .filter(f -> f.outcome().reason() != EndReason.REPETITION
                                && f.outcome().reason() != EndReason.ENCIRCLEMENT)
                        .map(f -> "line " + f.game().line() + ": " + f.outcome() + " at ply " + f.endPly()))
                .isEmpty();
    }

    @Test
    void exitFortsEndFortyEightGamesAllWonByTheDefenders() {
        List<Finding> forts = findings.stream()
                .filter(f -> f.outcome() != null && f.outcome().reason() == EndReason.EXIT_FORT)
                .toList();
        assertThat(forts).hasSize(48).allSatisfy(f -> {
            assertThat(f.category()).isEqualTo(Category.ENDED_BY_RULE);
            assertThat(f.game().recordedWinner()).isEqualTo(Winner.DEFENDERS);
        });
    }
}
