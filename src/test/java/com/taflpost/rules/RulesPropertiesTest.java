package com.taflpost.rules;

import static com.taflpost.rules.Side.ATTACKERS;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.rules.Playouts.Start;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Random legal playouts on every layout and on random custom boards, under both rulesets, checked ply by ply
 * against invariants and against {@link Rulebook}, a slow model of docs/rules.md written without the engine's
 * shortcuts. Each case is a seed (see {@link Seeds}); a failure names it.
 */
class RulesPropertiesTest {

    @TestFactory
    Stream<DynamicTest> playoutsKeepEveryInvariant() {
        return Seeds.cases(1_000_000, 150, random -> {
            Game game = Playouts.checkedPlayout(Playouts.start(random), Playouts.choices(random));
            if (game.isOver()) {
                PlayoutChecks.checkGameOver(game);
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> replayRebuildsEveryStateFromTheNotation() {
        return Seeds.cases(2_000_000, 100, random -> {
            Start start = Playouts.start(random);
            Game game = Playouts.playout(start, Playouts.choices(random));
            List<String> notations = game.plies().stream().map(Ply::notation).toList();
            List<String> paths = game.plies().stream()
                    .map(ply -> ply.from() + "-" + ply.to())
                    .toList();

            for (List<String> moves : List.of(notations, paths, notations)) {
                Replay replay = Replay.of(start.ruleset(), start.board(), start.sideToMove(), moves);
                assertThat(replay.isComplete())
                        .as("replay of %s: %s", moves, replay.illegalMove())
                        .isTrue();
                assertThat(replay.illegalMove()).isNull();
                PlayoutChecks.assertSameStates(replay.game(), game);
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> everyMoveIsAcceptedIffItIsLegalAndRefusalsSayWhy() {
        return Seeds.cases(3_000_000, 1000, random -> {
            Start start = Playouts.start(random);
            Game game = Playouts.playout(start, Playouts.choices(random));
            List<PlayoutChecks.Try> tries = PlayoutChecks.tries(random);
            PlayoutChecks.checkMoves(game, tries);
            if (game.isOver() && game.ply() > 0) {
                List<String> played = game.plies().stream().map(Ply::notation).toList();
                Game before = Replay.of(
                                start.ruleset(),
                                start.board(),
                                start.sideToMove(),
                                played.subList(0, played.size() - 1))
                        .game();
                PlayoutChecks.checkMoves(before, tries);
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> closingARingAroundEveryDefenderEndsACopenhagenGame() {
        return Seeds.cases(4_000_000, 100, random -> {
            Ring ring = ring(random);
            List<Integer> choices = Playouts.choices(random);
            Game game = ring.start().game();
            PlayoutChecks.checkState(game, ring.start().ruleset());
            Game closed = game.play(ring.closing());
            PlayoutChecks.checkPly(game, closed, ring.start().ruleset());
            PlayoutChecks.checkState(closed, ring.start().ruleset());
            if (ring.start().ruleset() == Ruleset.COPENHAGEN) {
                assertThat(closed.outcome())
                        .isIn(
                                new Outcome(Winner.ATTACKERS, EndReason.ENCIRCLEMENT),
                                new Outcome(Winner.ATTACKERS, EndReason.KING_CAPTURED));
                PlayoutChecks.checkGameOver(closed);
            } else {
                assertThat(closed.outcome() == null || closed.outcome().reason() != EndReason.ENCIRCLEMENT)
                        .isTrue();
                Playouts.checkedPlayout(new Start(Ruleset.TABLUT, closed.board(), closed.sideToMove()), choices);
            }
        });
    }

    /** A board where the defenders sit inside a ring of attackers with one gap, and the attacker that closes it. */
    record Ring(Start start, Move closing) {}

    /** A ring on a random rectangle of a random board; drawn again until it is one whose game is not yet over. */
    static Ring ring(SplittableRandom random) {
        while (true) {
            Ruleset ruleset = Playouts.ruleset(random);
            int size = Playouts.pick(random, List.of(7, 9, 11, 13, 15, 19));
            int left = 1 + random.nextInt(size - 4);
            int width = 3 + random.nextInt(size - 4);
            int bottom = 1 + random.nextInt(size - 4);
            int height = 3 + random.nextInt(size - 4);
            int king = random.nextInt(1001);
            int gap = random.nextInt(1001);
            int distance = random.nextInt(1001);
            List<Integer> fill = new ArrayList<>(size * size);
            for (int i = 0; i < size * size; i++) {
                fill.add(random.nextInt(5));
            }
            Ring ring = ring(
                    ruleset,
                    size,
                    left,
                    Math.min(left + width - 1, size - 2),
                    bottom,
                    Math.min(bottom + height - 1, size - 2),
                    king,
                    gap,
                    distance,
                    fill);
            if (ring != null && !ring.start().game().isOver()) {
                return ring;
            }
        }
    }

    /**
     * Builds a ring on the rectangle [left, right] x [bottom, top] (at least one square from every edge): the king
     * and some defenders inside, attackers on the border but for one gap, a few more attackers outside, and an
     * attacker straight out from the gap with a clear way to it. Null when the rectangle holds the throne on its
     * border or has no room inside, or when the way to the gap meets a restricted square.
     */
    static Ring ring(
            Ruleset ruleset,
            int size,
            int left,
            int right,
            int bottom,
            int top,
            int king,
            int gap,
            int distance,
            List<Integer> fill) {
        int middle = size / 2;
        boolean throneOnBorder = middle >= left
                && middle <= right
                && middle >= bottom
                && middle <= top
                && (middle == left || middle == right || middle == bottom || middle == top);
        if (throneOnBorder || right - left < 2 || top - bottom < 2) {
            return null;
        }
        char[][] grid = new char[size][size]; // [file][rank]
        List<Square> inside = new ArrayList<>();
        List<int[]> gaps = new ArrayList<>(); // file, rank, outward file step, outward rank step
        for (int file = 0; file < size; file++) {
            for (int rank = 0; rank < size; rank++) {
                boolean in = file > left && file < right && rank > bottom && rank < top;
                boolean border = !in && file >= left && file <= right && rank >= bottom && rank <= top;
                boolean restricted = Rulebook.isCorner(size, file, rank) || Rulebook.isThrone(size, file, rank);
                int roll = fill.get(file * size + rank);
                grid[file][rank] = border
                        ? 't'
                        : in ? (roll == 0 && !restricted ? 'T' : '.') : (roll == 0 && !restricted ? 't' : '.');
                if (in) {
                    inside.add(new Square(file, rank));
                }
                boolean rectangleCorner = (file == left || file == right) && (rank == bottom || rank == top);
                if (border && !rectangleCorner) {
                    gaps.add(new int[] {
                        file, rank, file == left ? -1 : file == right ? 1 : 0, rank == bottom ? -1 : rank == top ? 1 : 0
                    });
                }
            }
        }
        Square kingSquare = inside.get(king % inside.size());
        grid[kingSquare.file()][kingSquare.rank()] = 'K';
        int[] hole = gaps.get(gap % gaps.size());
        grid[hole[0]][hole[1]] = '.';
        int room =
                hole[2] < 0 ? hole[0] : hole[2] > 0 ? size - 1 - hole[0] : hole[3] < 0 ? hole[1] : size - 1 - hole[1];
        int steps = 1 + distance % room;
        for (int step = 1; step <= steps; step++) {
            int file = hole[0] + step * hole[2];
            int rank = hole[1] + step * hole[3];
            if (Rulebook.isCorner(size, file, rank) || Rulebook.isThrone(size, file, rank)) {
                return null;
            }
            grid[file][rank] = '.';
        }
        Square closer = new Square(hole[0] + steps * hole[2], hole[1] + steps * hole[3]);
        grid[closer.file()][closer.rank()] = 't';
        List<String> rows = new ArrayList<>();
        for (int rank = size - 1; rank >= 0; rank--) {
            StringBuilder row = new StringBuilder();
            for (int file = 0; file < size; file++) {
                row.append(grid[file][rank]);
            }
            rows.add(row.toString());
        }
        Board board = Board.parse(Rulebook.positionString(rows));
        return new Ring(new Start(ruleset, board, ATTACKERS), new Move(closer, new Square(hole[0], hole[1])));
    }
}
