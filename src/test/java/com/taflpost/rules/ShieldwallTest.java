package com.taflpost.rules;

import static com.taflpost.rules.Boards.assertBoard;
import static com.taflpost.rules.Boards.copenhagen;
import static com.taflpost.rules.Boards.lastCaptures;
import static com.taflpost.rules.Boards.sq;
import static com.taflpost.rules.Boards.squares;
import static com.taflpost.rules.Boards.tablut;
import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** docs/rules.md 4.3: shieldwalls, a Copenhagen rule that Tablut does not have (5.3). */
class ShieldwallTest {

    private static final String ROW_AGAINST_THE_CORNER = """
            7 # . . . . . #
            6 . . . . . . .
            5 . . . . K . .
            4 . . . # . . .
            3 . . . t . . .
            2 . t t . . . .
            1 # T T . . . #
              a b c d e f g
            """;

    @Test
    void aCornerBracketsARowThatFallsAsAWhole() {
        var after = copenhagen(ROW_AGAINST_THE_CORNER, ATTACKERS).play("d3-d1");

        assertThat(lastCaptures(after)).containsExactly(sq("b1"), sq("c1"));
        assertBoard(after.board(), """
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . K . .
                4 . . . # . . .
                3 . . . . . . .
                2 . t t . . . .
                1 # . . t . . #
                  a b c d e f g
                """);
    }

    @Test
    void tablutHasNoShieldwall() {
        var after = tablut(ROW_AGAINST_THE_CORNER, ATTACKERS).play("d3-d1");

        assertThat(lastCaptures(after)).isEmpty();
        assertThat(after.board().count(Piece.DEFENDER)).isEqualTo(2);
    }

    @Test
    void aPieceOfTheMovingSideBracketsTheFarEnd() {
        var after = copenhagen("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . K . .
                4 . . . # . . .
                3 . . . . . t .
                2 . . t t t . .
                1 # t T T T . #
                  a b c d e f g
                """, ATTACKERS).play("f3-f1");

        assertThat(lastCaptures(after)).containsExactly(sq("c1"), sq("d1"), sq("e1"));
    }

    @Test
    void withoutABracketAtTheFarEndNothingFalls() {
        var after = copenhagen("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . K . .
                4 . . . # . . .
                3 . . . . t . .
                2 . . t t . . .
                1 # . T T . . #
                  a b c d e f g
                """, ATTACKERS).play("e3-e1");

        assertThat(lastCaptures(after)).isEmpty();
    }

    @Test
    void theKingInTheRowSurvivesButTheDefendersBesideHimFall() {
        var after = copenhagen("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . . .
                3 . . . . t . .
                2 . t t t . . .
                1 # T K T . . #
                  a b c d e f g
                """, ATTACKERS).play("e3-e1");

        assertThat(lastCaptures(after)).containsExactly(sq("b1"), sq("d1"));
        assertThat(after.board().at(sq("c1"))).isEqualTo(Piece.KING);
        assertThat(after.current().lastPly().kingCaptured()).isFalse();
        assertThat(after.isOver()).isFalse();
        assertThat(after.current().lastPly().notation()).isEqualTo("e3-e1xb1xd1");
    }

    @Test
    void theKingAndOneDefenderMakeARow() {
        var after = copenhagen("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . . .
                3 . . . . . t .
                2 . . . t t . .
                1 # . t K T . #
                  a b c d e f g
                """, ATTACKERS).play("f3-f1");

        assertThat(lastCaptures(after)).containsExactly(sq("e1"));
        assertThat(after.board().at(sq("d1"))).isEqualTo(Piece.KING);
    }

    @Test
    void theKingClosesARowOfAttackersByLandingBesideIt() {
        var after = copenhagen("""
                7 # . . . . . #
                6 . . . . . t .
                5 . . . . . . .
                4 . . . # . . .
                3 . . . K . . .
                2 . T T . . . .
                1 # t t . . . #
                  a b c d e f g
                """, DEFENDERS).play("d3-d1");

        assertThat(lastCaptures(after)).containsExactly(sq("b1"), sq("c1"));
    }

    @Test
    void theKingBracketsTheFarEndOfARowOfAttackers() {
        var after = copenhagen("""
                7 # . . . . . #
                6 . . . . . t .
                5 . . . . . . .
                4 . . . # . . .
                3 . . . . T . .
                2 . . T T . . .
                1 # K t t . . #
                  a b c d e f g
                """, DEFENDERS).play("e3-e1");

        assertThat(lastCaptures(after)).containsExactly(sq("c1"), sq("d1"));
    }

    @Test
    void theKingStandsInFrontOfARowOfAttackers() {
        var after = copenhagen("""
                7 # . . . . . #
                6 . . . . . t .
                5 . . . . . . .
                4 . . . # . . .
                3 . . . . T . .
                2 . . K T . . .
                1 # T t t . . #
                  a b c d e f g
                """, DEFENDERS).play("e3-e1");

        assertThat(lastCaptures(after)).containsExactly(sq("c1"), sq("d1"));
    }

    @Test
    void defendersTakeARowOfAttackersOnTheTopEdge() {
        var after = copenhagen("""
                9 # . T t t t . . #
                8 . . . T T T . . .
                7 . . . . . . . T .
                6 . . . . . . . . .
                5 . . . . # . . . .
                4 . . . . . . . . .
                3 . . . . K . . . .
                2 . . . . . . . . .
                1 # . . . . . . t #
                  a b c d e f g h i
                """, DEFENDERS).play("h7-h9").play("h1-h2").play("h9-g9");

        assertThat(lastCaptures(after)).containsExactly(sq("d9"), sq("e9"), sq("f9"));
    }

    @Test
    void oneUncoveredPieceSavesTheWholeRow() {
        var after = copenhagen("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . K . .
                4 . . . # . . .
                3 . . . . t . .
                2 . t t . . . .
                1 # T T T . . #
                  a b c d e f g
                """, ATTACKERS).play("e3-e1");

        assertThat(lastCaptures(after)).isEmpty();
        assertThat(after.board().count(Piece.DEFENDER)).isEqualTo(3);
    }

    @Test
    void oneMoveClosesRowsOnBothSidesOfItsSquare() {
        var after = copenhagen("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . K . .
                4 . . . # . . .
                3 . . . t . . .
                2 . t t . t t .
                1 # T T . T T #
                  a b c d e f g
                """, ATTACKERS).play("d3-d1");

        assertThat(lastCaptures(after)).isEqualTo(squares("b1 c1 e1 f1"));
    }

    @Test
    void aShieldwallAndAnOrdinaryCaptureHappenInOneMove() {
        var after = copenhagen("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . K . .
                4 . . . # . . .
                3 . . . t . . .
                2 . t t . . . .
                1 # T T . T t #
                  a b c d e f g
                """, ATTACKERS).play("d3-d1");

        assertThat(lastCaptures(after)).isEqualTo(squares("b1 c1 e1"));
    }

    @Test
    void aMoveOffTheEdgeThatCompletesTheCoverCapturesNoRow() {
        var after = copenhagen("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . K . .
                4 . . t # . . .
                3 . . . . . . .
                2 . t . . . . .
                1 # T T t . . #
                  a b c d e f g
                """, ATTACKERS).play("c4-c2");

        assertThat(lastCaptures(after)).isEmpty();
        assertThat(after.board().count(Piece.DEFENDER)).isEqualTo(2);
    }

    @Test
    void aRowOfOneIsOnlyTakenByAnOrdinaryCapture() {
        var covered = """
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . K . .
                4 . . . # . . .
                3 . . t . . . .
                2 . . . t . . .
                1 # . . T . . #
                  a b c d e f g
                """;
        assertThat(lastCaptures(copenhagen(covered, ATTACKERS).play("c3-c1")))
                .as("a covered single piece with nothing beyond it stays")
                .isEmpty();

        var bracketed = """
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . K . .
                4 . . . # . . .
                3 . . t . . . .
                2 . . . . . . .
                1 # . . T t . #
                  a b c d e f g
                """;
        assertThat(lastCaptures(copenhagen(bracketed, ATTACKERS).play("c3-c1")))
                .as("an uncovered single piece between two attackers falls the ordinary way")
                .containsExactly(sq("d1"));
    }
}
