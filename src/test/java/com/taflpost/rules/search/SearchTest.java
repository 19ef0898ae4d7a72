package com.taflpost.rules.search;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.rules.Board;
import com.taflpost.rules.Game;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Position;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Square;
import com.taflpost.rules.Winner;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The search finds what a tafl player sees at once, and every level answers a legal move. */
class SearchTest {
    private static final Duration PLENTY = Duration.ofSeconds(30);

    private static Game position(String position, Side toMove) {
        return Game.start(Ruleset.COPENHAGEN, Board.parse(position), toMove);
    }

    @Test
    void theKingTakesAnOpenCorner() {
        // 7x7: the king on a2, a1 and a7 open
        Game game = position("/3t3/7/2t4/7/4T2/K6/7/", Side.DEFENDERS);
        Search.Result result = Computer.evaluate(game, 3, PLENTY, null);
        assertThat(game.play(result.best().from() + "-" + result.best().to())
                        .outcome()
                        .winner())
                .isEqualTo(Winner.DEFENDERS);
        assertThat(result.decisive()).isTrue();
        assertThat(result.pliesToWin()).isEqualTo(1);
        assertThat(result.score()).isPositive();
    }

    @Test
    void everyLevelTakesAWinThatIsOneMoveAway() {
        // the careless moves of the weakest levels never pass over a king's escape
        Game game = position("/3t3/7/2t4/7/4T2/K6/7/", Side.DEFENDERS);
        SplittableRandom seeds = new SplittableRandom(31);
        for (int number = Level.MIN; number <= Level.MAX; number++) {
            for (int trial = 0; trial < 40; trial++) {
                Ply ply = Computer.move(game, Level.of(number), Duration.ofMillis(200), seeds.nextLong(), null)
                        .best();
                assertThat(game.play(ply.toString()).outcome())
                        .as("level " + number + " played " + ply)
                        .isNotNull();
            }
        }
    }

    @Test
    void theAttackersCloseTheKingsOnlyRoad() {
        // the king on c1 sees a1 through b1 (e1 closes the other way); only b5-b1 stops him
        Game game = position("/7/7/1t5/7/4T2/7/2K1t2/", Side.ATTACKERS);
        Search.Result result = Computer.evaluate(game, 3, PLENTY, null);
        assertThat(result.best().toString()).isEqualTo("b5-b1");
        Game after = game.play(result.best().toString());
        for (Ply reply : after.legalPlies()) {
            assertThat(after.play(reply.toString()).outcome())
                    .as(reply.toString())
                    .isNull();
        }
    }

    @Test
    void theAttackersSeeTheKingsForkPastTheirDepth() {
        // the king on d3 threatens d3-d1, from where a1 and g1 are both open; one ply deep, only the king's threats
        // played out past the depth show it, and b3-b1, c3-c1, e3-e1 or f3-f1 must meet it at once
        Game game = position("/7/3t3/7/7/1ttKtt1/7/7/", Side.ATTACKERS);
        Search.Result result = Computer.evaluate(game, 1, PLENTY, null);
        assertThat(result.best().toString()).isIn("b3-b1", "c3-c1", "e3-e1", "f3-f1");
    }

    @Test
    void aSearchToldToSeeNoThreatsMissesTheFork() {
        // the weaker levels' deliberate blindness: the same position and depth with no threats played out
        Game game = position("/7/3t3/7/7/1ttKtt1/7/7/", Side.ATTACKERS);
        Search.Result result = new Search(Evaluation.STANDARD, Noise.NONE)
                .search(Position.of(game), new Search.Limits(1, 0, PLENTY.toNanos(), null));
        assertThat(result.best().toString()).isNotIn("b3-b1", "c3-c1", "e3-e1", "f3-f1");
    }

    @Test
    void theKingsThreatsAreHisMovesThatOpenARoad() {
        Position board = Position.of(position("/7/3t3/7/7/1ttKtt1/7/7/", Side.ATTACKERS));
        assertThat(KingRoads.of(board)).isEmpty();
        assertThat(KingRoads.threats(board)).containsExactly(Square.parse("d1"));
        Position open = Position.of(position("/3t3/7/2t4/7/4T2/K6/7/", Side.ATTACKERS));
        assertThat(KingRoads.of(open))
                .containsExactlyInAnyOrder(
                        List.of(Square.parse("a3"), Square.parse("a4"), Square.parse("a5"), Square.parse("a6")),
                        List.of());
    }

    @Test
    void theAttackersTakeTheKingBesideTheThrone() {
        // the king on d5 beside the empty throne, attackers on c5 and e5: g6-d6 closes the ring
        Game game = position("/7/6t/2tKt2/7/3T3/7/7/", Side.ATTACKERS);
        Search.Result result = Computer.evaluate(game, 2, PLENTY, null);
        assertThat(result.best().toString()).isEqualTo("g6-d6");
        assertThat(result.best().kingCaptured()).isTrue();
        assertThat(result.pliesToWin()).isEqualTo(1);
    }

    @Test
    void theLineIsPlayableAndStartsWithTheBestMove() {
        Game game = playedOut(Ruleset.COPENHAGEN, Layout.COPENHAGEN, 12, 7);
        Search.Result result = Computer.evaluate(game, 3, PLENTY, null);
        assertThat(result.depth()).isEqualTo(3);
        assertThat(result.principalVariation()).isNotEmpty().first().isEqualTo(result.best());
        Game line = game;
        for (Ply ply : result.principalVariation()) {
            assertThat(line.legalPlies()).contains(ply);
            line = line.play(ply.toString());
        }
    }

    @Test
    void aSearchToldToStopStillAnswersALegalMove() {
        Game game = Game.start(Ruleset.COPENHAGEN, Layout.COPENHAGEN);
        Search.Result result = Computer.evaluate(game, 10, PLENTY, () -> true);
        assertThat(game.legalPlies()).contains(result.best());
    }

    @Test
    void aSearchThatMustAlwaysGiveWayStillAnswersByTwiceItsTime() {
        Game game = Game.start(Ruleset.COPENHAGEN, Layout.COPENHAGEN);
        long time = Duration.ofMillis(100).toNanos();
        Pause alwaysBusy = latest -> {
            long start = System.nanoTime();
            java.util.concurrent.locks.LockSupport.parkNanos(Math.max(0, latest - start));
            return System.nanoTime() - start;
        };
        long start = System.nanoTime();
        Search.Result result = new Search(Evaluation.STANDARD, Noise.NONE)
                .search(Position.of(game), new Search.Limits(64, Search.THREATS, time, null, alwaysBusy));
        long elapsed = System.nanoTime() - start;
        assertThat(game.legalPlies()).contains(result.best());
        assertThat(elapsed).as("it waited past its own time").isGreaterThanOrEqualTo(2 * time);
        assertThat(elapsed).isLessThan(Duration.ofSeconds(20).toNanos());
    }

    @Test
    void theTimeASearchGivesWayIsNotCountedAsItsThought() {
        // one wait at its first checkpoint, longer than its own time: it searches on after the wait
        Game game = Game.start(Ruleset.COPENHAGEN, Layout.COPENHAGEN);
        long time = Duration.ofMillis(500).toNanos();
        int[] checkpointsAfterTheWait = {-1};
        Pause onceBusy = latest -> {
            if (checkpointsAfterTheWait[0]++ >= 0) {
                return 0;
            }
            long start = System.nanoTime();
            java.util.concurrent.locks.LockSupport.parkNanos(
                    Duration.ofMillis(600).toNanos());
            return System.nanoTime() - start;
        };
        new Search(Evaluation.STANDARD, Noise.NONE)
                .search(Position.of(game), new Search.Limits(64, Search.THREATS, time, null, onceBusy));
        assertThat(checkpointsAfterTheWait[0]).isPositive();
    }

    @Test
    void theSameSeedPlaysTheSameMove() {
        Game game = playedOut(Ruleset.TABLUT, Layout.TABLUT, 10, 3);
        for (int level = 1; level <= 5; level++) {
            Ply first = Computer.move(game, Level.of(level), PLENTY, 42, null).best();
            Ply again = Computer.move(game, Level.of(level), PLENTY, 42, null).best();
            assertThat(again).as("level " + level).isEqualTo(first);
        }
    }

    @Test
    void everyLevelPlaysLegalMovesOnEveryBoardAndRuleset() {
        long seed = 1;
        for (Ruleset ruleset : Ruleset.all()) {
            for (Layout layout : List.of(Layout.BRANDUBH, Layout.TABLUT, Layout.COPENHAGEN, Layout.HNEFATAFL)) {
                Game game = playedOut(ruleset, layout, 8, seed++);
                for (int level = 1; level <= 8; level++) {
                    Search.Result result = Computer.move(game, Level.of(level), Duration.ofMillis(40), seed++, null);
                    assertThat(game.legalPlies())
                            .as(ruleset + " " + layout + " level " + level)
                            .contains(result.best());
                }
            }
        }
    }

    @Test
    void aLevelBelowTheStrongestCountsPositionsAndTheStrongestThinksForItsTime() {
        Duration strongest = Duration.ofMillis(500);
        assertThat(Level.of(8).positions(strongest)).isEqualTo(Long.MAX_VALUE);
        assertThat(Level.of(8).limits(strongest, null, null).nanos()).isEqualTo(strongest.toNanos());
        for (int number = Level.MIN; number < Level.MAX; number++) {
            Level level = Level.of(number);
            assertThat(level.positions(strongest)).as("level " + number).isBetween(1L, Long.MAX_VALUE - 1);
            assertThat(level.positions(strongest.multipliedBy(10)))
                    .as("level " + number + " thinks more when the strongest does")
                    .isGreaterThan(level.positions(strongest));
        }
        assertThat(Level.of(1).positions(Duration.ofNanos(1))).isEqualTo(1);
    }

    @Test
    void aSearchStopsAtItsPositions() {
        Game game = playedOut(Ruleset.COPENHAGEN, Layout.COPENHAGEN, 20, 4);
        Search.Result result = new Search(Evaluation.STANDARD, Noise.NONE)
                .search(Position.of(game), new Search.Limits(64, Search.THREATS, PLENTY.toNanos(), 3000, null, null));
        assertThat(result.nodes()).isEqualTo(3000);
        assertThat(game.legalPlies()).contains(result.best());
    }

    @Test
    void aLevelPlaysTheSameMoveOnASlowMachine() {
        // a pause that sleeps and says it did not wait: the search's clock runs as on a machine a few times slower
        Pause slowMachine = latest -> {
            java.util.concurrent.locks.LockSupport.parkNanos(
                    Duration.ofMillis(15).toNanos());
            return 0;
        };
        Duration strongest = Duration.ofSeconds(2);
        for (int number : new int[] {3, 6}) {
            Game game = playedOut(Ruleset.COPENHAGEN, Layout.COPENHAGEN, 24, number);
            Search.Result fast = Computer.move(game, Level.of(number), strongest, 11, null);
            Search.Result slow = Computer.move(game, Level.of(number), strongest, 11, null, slowMachine);
            assertThat(slow.best()).as("level " + number).isEqualTo(fast.best());
            assertThat(slow.nodes()).as("level " + number).isEqualTo(fast.nodes());
        }
    }

    @Test
    void noLevelAttacksCarelesslyAndTheWeakestDefendCarelessly() {
        // a careless move is one the search did not choose: it comes with no depth searched
        Game attacking = playedOut(Ruleset.COPENHAGEN, Layout.COPENHAGEN, 10, 2);
        Game defending = playedOut(Ruleset.COPENHAGEN, Layout.COPENHAGEN, 11, 2);
        assertThat(attacking.sideToMove()).isEqualTo(Side.ATTACKERS);
        assertThat(defending.sideToMove()).isEqualTo(Side.DEFENDERS);
        int careless = 0;
        for (long seed = 0; seed < 60; seed++) {
            assertThat(Computer.move(attacking, Level.of(1), PLENTY, seed, null).depth())
                    .as("seed " + seed)
                    .isPositive();
            careless +=
                    Computer.move(defending, Level.of(1), PLENTY, seed, null).depth() == 0 ? 1 : 0;
        }
        assertThat(careless).isBetween(10, 40);
    }

    @Test
    void aPositionKnowsItsFeatures() {
        Position.Features start =
                Position.of(Game.start(Ruleset.COPENHAGEN, Layout.COPENHAGEN)).features();
        assertThat(start.attackers()).isEqualTo(24);
        assertThat(start.defenders()).isEqualTo(12);
        assertThat(start.kingEscapesNow()).isZero();
        assertThat(start.attackersNextToKing()).isZero();
        Position.Features open =
                Position.of(position("/3t3/7/2t4/7/4T2/K6/7/", Side.DEFENDERS)).features();
        assertThat(open.kingEscapesNow()).isEqualTo(2);
    }

    /** A game after {@code plies} random legal moves (fewer if it ends), the same for the same seed. */
    static Game playedOut(Ruleset ruleset, Layout layout, int plies, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Game game = Game.start(ruleset, layout);
        for (int i = 0; i < plies && !game.isOver(); i++) {
            List<Ply> legal = game.legalPlies();
            Game next = game.play(legal.get(random.nextInt(legal.size())).toString());
            if (next.isOver()) {
                break;
            }
            game = next;
        }
        return game;
    }
}
