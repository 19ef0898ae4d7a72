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

/**
 * The order of checks after a move (docs/rules.md 4 and 5): captures, king captured, king on a corner, exit fort,
 * encirclement, repetition, no legal move. Each test is a move after which two endings hold at once.
 */
class OutcomeOrderTest {

    static List<Ruleset> rulesets() {
        return Ruleset.all();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void theMoveThatTakesTheKingAlsoMakesItsOrdinaryCaptures(Ruleset ruleset) {
        var after = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . t # . . .
                3 . t K . T t .
                2 . . t . . . .
                1 # . . t . . #
                  a b c d e f g
                """), ATTACKERS).play("d1-d3");

        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.ATTACKERS, EndReason.KING_CAPTURED));
        assertThat(lastCaptures(after)).containsExactly(sq("e3"));
        assertThat(after.current().lastPly().notation()).isEqualTo("d1-d3xe3");
    }

    /** The king alone on the edge: in Tablut he is captured, in Copenhagen he cannot be but cannot move either. */
    private static final String LONE_KING_ON_THE_EDGE = """
            7 # . . . . . #
            6 . . . . . . .
            5 . . . . . . .
            4 . . . # . . .
            3 . . . . t . .
            2 . . . t . . .
            1 # . t K . . #
              a b c d e f g
            """;

    @Test
    void inTablutTheKingCapturedComesBeforeTheDrawOfNoLegalMove() {
        var after = tablut(LONE_KING_ON_THE_EDGE, ATTACKERS).play("e3-e1");

        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.ATTACKERS, EndReason.KING_CAPTURED));
    }

    @Test
    void inCopenhagenTheUncapturableKingWithoutAMoveLoses() {
        var after = copenhagen(LONE_KING_ON_THE_EDGE, ATTACKERS).play("e3-e1");

        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.ATTACKERS, EndReason.NO_LEGAL_MOVE));
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void theKingReachingACornerWinsEvenWhenHeTakesTheLastAttacker(Ruleset ruleset) {
        var after = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 K . . . . . .
                4 . . . # . . .
                3 . . . . . . .
                2 . . . . . . .
                1 # t T . . . #
                  a b c d e f g
                """), DEFENDERS).play("a5-a1");

        assertThat(lastCaptures(after)).containsExactly(sq("b1"));
        assertThat(after.board().count(Piece.ATTACKER)).isZero();
        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.DEFENDERS, EndReason.KING_ESCAPED));
    }

    @Test
    void anExitFortComesBeforeTheAttackersHavingNoMove() {
        var after = copenhagen("""
                9 # . . . . . . . #
                8 . . . . . . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . . . # . . . .
                4 . . . T T . . . .
                3 T . . . t T . . .
                2 . . . T . T . . .
                1 # . . T K T . . #
                  a b c d e f g h i
                """, DEFENDERS).play("a3-d3");

        assertThat(after.board().count(Piece.ATTACKER)).isZero();
        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.DEFENDERS, EndReason.EXIT_FORT));
    }

    /** The defenders are walled in on c3 and c4 and, once c2 closes, can neither reach an edge nor move. */
    private static final String WALLED_IN = """
            9 # . . . . . . . #
            8 . . . . . . . . .
            7 . . . . . . . . .
            6 . . . . . . . . .
            5 . . t . # . . . .
            4 . t K t . . . . .
            3 . t T t . . . . .
            2 . . . . . . . . .
            1 # . t . . . . . #
              a b c d e f g h i
            """;

    @Test
    void encirclementComesBeforeTheDefendersHavingNoMove() {
        var after = copenhagen(WALLED_IN, ATTACKERS).play("c1-c2");

        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.ATTACKERS, EndReason.ENCIRCLEMENT));
    }

    @Test
    void inTablutTheSameWallOnlyLeavesTheDefendersWithoutAMove() {
        var after = tablut(WALLED_IN, ATTACKERS).play("c1-c2");

        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.DRAW, EndReason.NO_LEGAL_MOVE));
    }

    @Test
    void theKingCapturedComesBeforeEncirclement() {
        var after = copenhagen("""
                9 # . . . . . . . #
                8 . . . . . . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . t . # . . . .
                4 . t K t . . . . .
                3 . . . . . . . . .
                2 . . . . . . . . .
                1 # . t . . . . . #
                  a b c d e f g h i
                """, ATTACKERS).play("c1-c3");

        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.ATTACKERS, EndReason.KING_CAPTURED));
    }
}
