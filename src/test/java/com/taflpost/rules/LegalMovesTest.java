package com.taflpost.rules;

import static com.taflpost.rules.Boards.copenhagen;
import static com.taflpost.rules.Boards.draw;
import static com.taflpost.rules.Boards.sq;
import static com.taflpost.rules.Boards.tablut;
import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Legal move generation: what {@link Game#legalMoves()} and {@link Game#legalMovesFrom(Square)} list. */
class LegalMovesTest {

    /**
     * Brandubh by hand: on each arm the outer attacker has 2 + 2 moves along the edge (not onto the corners) and
     * the inner one 3 + 3, so 4 x 10 = 40; each defender has 3 + 3 sideways, 4 x 6 = 24; the king none. The
     * larger layouts were counted by a separate program written for this test. The king sits on his throne, so
     * the two rulesets agree on every starting layout.
     */
    static Stream<Arguments> startingCounts() {
        return Ruleset.all().stream()
                .flatMap(ruleset -> Stream.of(
                        Arguments.of(ruleset, Layout.BRANDUBH, 40, 24),
                        Arguments.of(ruleset, Layout.TABLUT, 72, 56),
                        Arguments.of(ruleset, Layout.COPENHAGEN, 116, 60),
                        Arguments.of(ruleset, Layout.HNEFATAFL, 180, 116)));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("startingCounts")
    void theStartingLayoutsHaveTheseManyMoves(Ruleset ruleset, Layout layout, int attackerMoves, int defenderMoves) {
        assertThat(Game.start(ruleset, layout).legalMoves())
                .hasSize(attackerMoves)
                .doesNotHaveDuplicates();
        assertThat(Game.start(ruleset, layout.board(), DEFENDERS).legalMoves())
                .hasSize(defenderMoves)
                .doesNotHaveDuplicates();
    }

    @Test
    void theMovesOfOnePieceOnTheCopenhagenLayout() {
        var game = Game.start(Ruleset.COPENHAGEN, Layout.COPENHAGEN);

        assertThat(game.legalMovesFrom(sq("a4")))
                .extracting(Move::toString)
                .containsExactlyInAnyOrder("a4-a3", "a4-a2", "a4-b4", "a4-c4", "a4-d4", "a4-e4");
        assertThat(game.legalMovesFrom(sq("f6"))).as("the king, hemmed in").isEmpty();
        assertThat(game.legalMovesFrom(sq("f4")))
                .as("a defender, not the side to move")
                .isEmpty();
        assertThat(game.legalMovesFrom(sq("c3"))).as("an empty square").isEmpty();
        assertThat(game.legalMovesFrom(sq("s19"))).as("off the board").isEmpty();
    }

    private static final String EMPTY_THRONE = """
            7 # . . . . . #
            6 . . . t . . .
            5 . . . . . . .
            4 . . . # . . .
            3 . . . . . . .
            2 . . . K . . .
            1 # . . . . . #
              a b c d e f g
            """;

    @Test
    void inCopenhagenAPieceMayCrossTheEmptyThroneButNotStopThere() {
        var game = copenhagen(EMPTY_THRONE, ATTACKERS);

        assertThat(game.legalMovesFrom(sq("d6")))
                .extracting(Move::toString)
                .containsExactlyInAnyOrder(
                        "d6-d7", "d6-d5", "d6-d3", "d6-a6", "d6-b6", "d6-c6", "d6-e6", "d6-f6", "d6-g6");
    }

    @Test
    void inTablutAPieceStopsShortOfTheThrone() {
        var game = tablut(EMPTY_THRONE, ATTACKERS);

        assertThat(game.legalMovesFrom(sq("d6")))
                .extracting(Move::toString)
                .containsExactlyInAnyOrder("d6-d7", "d6-d5", "d6-a6", "d6-b6", "d6-c6", "d6-e6", "d6-f6", "d6-g6");
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void theKingMayStopOnAndCrossTheThroneAndReachTheCorners(Ruleset ruleset) {
        var game = Game.start(ruleset, draw(EMPTY_THRONE), DEFENDERS);

        assertThat(game.legalMovesFrom(sq("d2")))
                .extracting(Move::toString)
                .containsExactlyInAnyOrder(
                        "d2-d1", "d2-d3", "d2-d4", "d2-d5", "d2-a2", "d2-b2", "d2-c2", "d2-e2", "d2-f2", "d2-g2");
        var inTheCorner = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . t . . .
                5 . . . . . . .
                4 . . . # . . .
                3 . . . . . . .
                2 . . . . . . .
                1 # . . K . . #
                  a b c d e f g
                """), DEFENDERS);
        assertThat(inTheCorner.legalMovesFrom(sq("d1")))
                .extracting(Move::toString)
                .contains("d1-a1", "d1-g1", "d1-d4", "d1-d5");
    }

    static Stream<Ruleset> rulesets() {
        return Ruleset.all().stream();
    }

    /** A busy middle game: pieces by the corners, beside and across the empty throne. */
    private static final String BUSY = """
            7 # t . . T . #
            6 T . . t . . t
            5 . . T . . K .
            4 t . . # . T .
            3 . . t . . . .
            2 t . . T . t .
            1 # T . . t . #
              a b c d e f g
            """;

    /** Every move from every square to every square is playable exactly when it is listed, for either side. */
    @ParameterizedTest
    @MethodSource("rulesets")
    void theListedMovesAreExactlyThePlayableOnes(Ruleset ruleset) {
        for (Side side : Side.values()) {
            var game = Game.start(ruleset, draw(BUSY), side);
            Set<Move> listed = new HashSet<>(game.legalMoves());
            Set<Move> playable = new HashSet<>();
            Set<Move> fromEachPiece = new HashSet<>();
            int size = game.board().size();
            for (int f1 = 0; f1 < size; f1++) {
                for (int r1 = 0; r1 < size; r1++) {
                    var from = new Square(f1, r1);
                    fromEachPiece.addAll(game.legalMovesFrom(from));
                    for (int f2 = 0; f2 < size; f2++) {
                        for (int r2 = 0; r2 < size; r2++) {
                            var move = new Move(from, new Square(f2, r2));
                            try {
                                game.play(move);
                                playable.add(move);
                            } catch (IllegalMoveException refused) {
                                assertThat(refused.error()).isNotEqualTo(MoveError.CAPTURE_MISMATCH);
                            }
                        }
                    }
                }
            }
            assertThat(listed)
                    .as(ruleset + " " + side)
                    .isNotEmpty()
                    .isEqualTo(playable)
                    .isEqualTo(fromEachPiece);
        }
    }

    @Test
    void theRulesetsDifferOnlyInTheMovesAcrossTheThrone() {
        var copenhagen = new HashSet<>(copenhagen(BUSY, ATTACKERS).legalMoves());
        var tablut = new HashSet<>(tablut(BUSY, ATTACKERS).legalMoves());

        assertThat(copenhagen).containsAll(tablut);
        copenhagen.removeAll(tablut);
        assertThat(copenhagen).extracting(Move::toString).containsExactlyInAnyOrder("a4-e4", "d6-d3");
    }
}
