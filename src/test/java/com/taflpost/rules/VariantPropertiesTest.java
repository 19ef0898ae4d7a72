package com.taflpost.rules;

import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.rules.Playouts.Start;
import com.taflpost.rules.Ruleset.Corners;
import com.taflpost.rules.Ruleset.Escape;
import com.taflpost.rules.Ruleset.Hostility;
import com.taflpost.rules.Ruleset.KingStrength;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The seeded playouts of {@link RulesPropertiesTest} for every preset and for rulesets with random answers, checked
 * ply by ply against {@link Rulebook}, which answers each question square by square on its own.
 */
class VariantPropertiesTest {

    @TestFactory
    Stream<DynamicTest> playoutsKeepEveryInvariant() {
        return Seeds.cases(6_000_000, 300, random -> {
            Game game = Playouts.checkedPlayout(start(random), Playouts.choices(random));
            if (game.isOver()) {
                PlayoutChecks.checkGameOver(game);
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> replayRebuildsEveryStateFromTheNotation() {
        return Seeds.cases(7_000_000, 100, random -> {
            Start start = start(random);
            Game game = Playouts.playout(start, Playouts.choices(random));
            List<String> notations = game.plies().stream().map(Ply::notation).toList();
            Replay replay = Replay.of(start.ruleset(), start.board(), start.sideToMove(), notations);
            assertThat(replay.illegalMove()).isNull();
            PlayoutChecks.assertSameStates(replay.game(), game);
        });
    }

    @TestFactory
    Stream<DynamicTest> everyMoveIsAcceptedIffItIsLegalAndRefusalsSayWhy() {
        return Seeds.cases(8_000_000, 300, random -> {
            Start start = start(random);
            Game game = Playouts.playout(start, Playouts.choices(random));
            PlayoutChecks.checkMoves(game, PlayoutChecks.tries(random));
        });
    }

    /** Two in three a preset (on its layout or a custom board), else random answers on any board. */
    static Start start(SplittableRandom random) {
        if (random.nextInt(3) < 2) {
            return Playouts.presetStart(random);
        }
        Ruleset ruleset = randomRuleset(random);
        if (random.nextBoolean()) {
            Board board =
                    Board.parse(Playouts.pick(random, List.of(Layout.values())).position(), ruleset);
            return new Start(ruleset, board, ruleset.firstMover());
        }
        return new Start(ruleset, Playouts.customBoard(random, ruleset), random.nextBoolean() ? ATTACKERS : DEFENDERS);
    }

    /** Every question answered at random, within the combinations a ruleset allows. */
    static Ruleset randomRuleset(SplittableRandom random) {
        RulesetBuilder rules = Ruleset.builder("custom")
                .firstMover(random.nextBoolean() ? ATTACKERS : DEFENDERS)
                .kingArms(Playouts.pick(random, List.of(Ruleset.KingArms.values())))
                .kingOnEdge(Playouts.pick(random, List.of(Ruleset.KingOnEdge.values())))
                .shieldwall(random.nextBoolean())
                .exitFort(false)
                .encirclement(random.nextBoolean())
                .repetition(Playouts.pick(random, List.of(Ruleset.Repetition.values())))
                .noMove(Playouts.pick(random, List.of(Ruleset.NoMove.values())));
        Corners corners = Playouts.pick(random, List.of(Corners.values()));
        rules.corners(corners);
        if (corners != Corners.NONE) {
            rules.cornersHostileTo(Playouts.pick(random, List.of(Hostility.values())));
        }
        Escape escape = corners == Corners.NONE ? Escape.EDGES : Playouts.pick(random, List.of(Escape.values()));
        rules.escape(escape);
        boolean throne = random.nextBoolean();
        if (throne) {
            rules.othersCrossThrone(random.nextBoolean())
                    .kingReturnsToThrone(random.nextBoolean())
                    .emptyThroneHostileTo(Playouts.pick(random, List.of(Hostility.values())))
                    .occupiedThroneHostileTo(Playouts.pick(random, List.of(Hostility.values())))
                    .kingStrength(Playouts.pick(random, List.of(KingStrength.values())));
        } else {
            rules.noThrone().kingStrength(random.nextBoolean() ? KingStrength.TWO : KingStrength.FOUR);
        }
        if (escape == Escape.CORNERS && corners == Corners.SQUARES) {
            rules.exitFort(random.nextBoolean());
        }
        if (random.nextInt(3) == 0) {
            rules.moveLimit(1 + random.nextInt(60), Playouts.pick(random, List.of(Winner.values())));
        }
        return rules.build();
    }
}
