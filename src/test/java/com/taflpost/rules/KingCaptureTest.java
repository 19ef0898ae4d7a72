package com.taflpost.rules;

import static com.taflpost.rules.Boards.copenhagen;
import static com.taflpost.rules.Boards.draw;
import static com.taflpost.rules.Boards.lastCaptures;
import static com.taflpost.rules.Boards.sq;
import static com.taflpost.rules.Boards.tablut;
import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** docs/rules.md 4.2 and 5.2: when the king falls, in each ruleset. */
class KingCaptureTest {
    private static final Outcome CAPTURED = new Outcome(Winner.ATTACKERS, EndReason.KING_CAPTURED);

    static List<Ruleset> rulesets() {
        return Ruleset.all();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void fourAttackersCaptureTheKingInTheOpen(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . t # . . .
                3 . t K t . . .
                2 . . . . . . .
                1 # . t . . . #
                  a b c d e f g
                """), ATTACKERS);

        var after = game.play("c1-c2");

        assertThat(after.outcome()).isEqualTo(CAPTURED);
        assertThat(after.current().lastPly().kingCaptured()).isTrue();
        assertThat(after.current().lastPly().notation()).isEqualTo("c1-c2");
        assertThat(lastCaptures(after)).isEmpty();
        assertThat(after.board().at(sq("c3")))
                .as("the captured king stays on the board")
                .isEqualTo(Piece.KING);
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void twoAttackersDoNotCaptureTheKingCustodially(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . . .
                3 . t K . . . .
                2 . . . . . . .
                1 # . . t . . #
                  a b c d e f g
                """), ATTACKERS);

        var after = game.play("d1-d3");

        assertThat(after.outcome()).isNull();
        assertThat(lastCaptures(after)).isEmpty();
        assertThat(after.current().lastPly().kingCaptured()).isFalse();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void onTheThroneTheKingNeedsFourAttackers(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . T .
                5 . . . . . . t
                4 . . t K t . .
                3 . . . . . . .
                2 . . . . . . .
                1 # . . t . . #
                  a b c d e f g
                """), ATTACKERS);

        var three = game.play("g5-d5");
        assertThat(three.isOver()).as("three attackers and a free side").isFalse();

        var four = three.play("f6-f7").play("d1-d3");
        assertThat(four.outcome()).isEqualTo(CAPTURED);
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void besideTheThroneThreeAttackersAndTheThroneCaptureTheKing(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . t . .
                4 . . . # K t .
                3 . . . . . . .
                2 . . . . . . .
                1 # . . . t . #
                  a b c d e f g
                """), ATTACKERS);

        var after = game.play("e1-e3");

        assertThat(after.outcome()).isEqualTo(CAPTURED);
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void besideTheThroneADefenderOnTheFourthSideSavesTheKing(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . t . .
                4 . . . # K . t
                3 . . . . T . .
                2 . . . . . . .
                1 # . . . . . #
                  a b c d e f g
                """), ATTACKERS);

        var after = game.play("g4-f4");

        assertThat(after.outcome()).isNull();
    }

    /** On an edge: Copenhagen never captures the king there, in Tablut the edge closes his fourth side. */
    private static final String KING_ON_THE_EDGE = """
            7 # . . . . . #
            6 . . . . . T .
            5 . . . . . . .
            4 . . . # . . .
            3 . . . . t . .
            2 . . . t . . .
            1 # . t K . . #
              a b c d e f g
            """;

    @Test
    void inCopenhagenTheKingIsNeverCapturedOnAnEdge() {
        var after = copenhagen(KING_ON_THE_EDGE, ATTACKERS).play("e3-e1");

        assertThat(after.outcome()).isNull();
        assertThat(after.current().lastPly().kingCaptured()).isFalse();
    }

    @Test
    void inTablutTheEdgeClosesTheKingsFourthSide() {
        var after = tablut(KING_ON_THE_EDGE, ATTACKERS).play("e3-e1");

        assertThat(after.outcome()).isEqualTo(CAPTURED);
    }

    @Test
    void inTablutTwoAttackersAndTheEdgeAreNotEnough() {
        var after = tablut("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . . .
                3 . . . . t . .
                2 . . . . . . .
                1 # . t K . . #
                  a b c d e f g
                """, ATTACKERS).play("e3-e1");

        assertThat(after.outcome()).isNull();
    }

    private static final String KING_BESIDE_A_CORNER = """
            7 # . . . . . #
            6 . . . . . . .
            5 . . . . . . .
            4 . t . # . T .
            3 . . . . . . .
            2 . . . . . . .
            1 # K t . . . #
              a b c d e f g
            """;

    @Test
    void inCopenhagenTheKingBesideACornerIsOnAnEdgeAndSafe() {
        var after = copenhagen(KING_BESIDE_A_CORNER, ATTACKERS).play("b4-b2");

        assertThat(after.outcome()).isNull();
    }

    @Test
    void inTablutTheCornerAndTheEdgeCloseTwoSidesOfTheKing() {
        var after = tablut(KING_BESIDE_A_CORNER, ATTACKERS).play("b4-b2");

        assertThat(after.outcome()).isEqualTo(CAPTURED);
    }

    /**
     * The king steps off his throne into three attackers: the ring is complete, but a defender closed it. An
     * attacker move elsewhere, even one that captures, does not complete it either.
     */
    @ParameterizedTest
    @MethodSource("rulesets")
    void onlyAnAttackerMovingBesideTheKingCompletesTheRing(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . t . . .
                5 . . t . t . .
                4 . . . K . . .
                3 . . . . . . .
                2 . . . . . T t
                1 # . . . t . #
                  a b c d e f g
                """), DEFENDERS);

        var ringClosedByTheKing = game.play("d4-d5");
        assertThat(ringClosedByTheKing.isOver()).isFalse();

        var captureElsewhere = ringClosedByTheKing.play("e1-e2");
        assertThat(lastCaptures(captureElsewhere)).containsExactly(sq("f2"));
        assertThat(captureElsewhere.isOver()).isFalse();
        assertThat(captureElsewhere.current().lastPly().kingCaptured()).isFalse();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void anAttackerThatLeavesTheRingAndComesBackCapturesTheKing(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . t . . .
                5 . . t K t . .
                4 . . . # . . .
                3 . . . . . . .
                2 . . . . . . T
                1 # . . . . . #
                  a b c d e f g
                """), ATTACKERS);

        var left = game.play("d6-f6");
        assertThat(left.isOver()).isFalse();

        var back = left.play("g2-g3").play("f6-d6");

        assertThat(back.outcome()).isEqualTo(CAPTURED);
    }

    @Test
    void inTablutTheKingFallsOnTheEdgeOfTheTablutLayout() {
        var game = Game.start(Ruleset.TABLUT, draw("""
                9 # . . t K t . . #
                8 . . . . . . . . .
                7 . . . . t . . . .
                6 t . . . T . . . t
                5 t t T T # T T t t
                4 t . . . T . . . t
                3 . . . . T . . . .
                2 . . . . t . . . .
                1 # . . t t t . . #
                  a b c d e f g h i
                """), ATTACKERS);

        var after = game.play("e7-e8");

        assertThat(after.outcome()).isEqualTo(CAPTURED);
    }
}
