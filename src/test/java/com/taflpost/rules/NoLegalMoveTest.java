package com.taflpost.rules;

import static com.taflpost.rules.Boards.copenhagen;
import static com.taflpost.rules.Boards.lastCaptures;
import static com.taflpost.rules.Boards.sq;
import static com.taflpost.rules.Boards.tablut;
import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** docs/rules.md 4.7 and 5.4: a side without a legal move loses in Copenhagen; in Tablut the game is drawn. */
class NoLegalMoveTest {

    private static final String LAST_ATTACKER = """
            7 # . . . . . #
            6 . . . . T . .
            5 . . t . . . .
            4 . . T # . . .
            3 . . . . K . .
            2 . . . . . . .
            1 # . . . . . #
              a b c d e f g
            """;

    @Test
    void inCopenhagenTakingTheLastAttackerWins() {
        var after = copenhagen(LAST_ATTACKER, DEFENDERS).play("e6-c6");

        assertThat(lastCaptures(after)).containsExactly(sq("c5"));
        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.DEFENDERS, EndReason.NO_LEGAL_MOVE));
    }

    @Test
    void inTablutTakingTheLastAttackerDraws() {
        var after = tablut(LAST_ATTACKER, DEFENDERS).play("e6-c6");

        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.DRAW, EndReason.NO_LEGAL_MOVE));
    }

    /** The attacker on b1 has the corner on one side, a defender on the other and one lands in front of it. */
    private static final String ATTACKER_BLOCKED_IN = """
            7 # . . . . . #
            6 . . . . . . .
            5 . . . . . . .
            4 . . . # . . .
            3 . . . . K . .
            2 . . . . . . T
            1 # t T . . . #
              a b c d e f g
            """;

    @Test
    void inCopenhagenAttackersWithPiecesButNoMoveLose() {
        var after = copenhagen(ATTACKER_BLOCKED_IN, DEFENDERS).play("g2-b2");

        assertThat(after.board().count(Piece.ATTACKER)).isEqualTo(1);
        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.DEFENDERS, EndReason.NO_LEGAL_MOVE));
    }

    @Test
    void inTablutAttackersWithoutAMoveDraw() {
        var after = tablut(ATTACKER_BLOCKED_IN, DEFENDERS).play("g2-b2");

        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.DRAW, EndReason.NO_LEGAL_MOVE));
    }

    /** The king on c1 and the defender on d1 are walled in once an attacker lands on d2. */
    private static final String DEFENDERS_BLOCKED_IN = """
            7 # . . . . . #
            6 . . . . . . .
            5 . . . . . . .
            4 . . . # . . .
            3 . . . . . . .
            2 . . t . . . t
            1 # t K T t . #
              a b c d e f g
            """;

    @Test
    void inCopenhagenDefendersWithoutAMoveLose() {
        var after = copenhagen(DEFENDERS_BLOCKED_IN, ATTACKERS).play("g2-d2");

        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.ATTACKERS, EndReason.NO_LEGAL_MOVE));
    }

    @Test
    void inTablutDefendersWithoutAMoveDraw() {
        var after = tablut(DEFENDERS_BLOCKED_IN, ATTACKERS).play("g2-d2");

        assertThat(after.outcome()).isEqualTo(new Outcome(Winner.DRAW, EndReason.NO_LEGAL_MOVE));
    }

    @Test
    void aSideThatCannotMoveAtTheStartHasLostBeforeItsFirstMove() {
        var noAttackers = """
                5 # . . . #
                4 . . . . .
                3 . . K . .
                2 . T . . .
                1 # . . . #
                  a b c d e
                """;

        var copenhagen = copenhagen(noAttackers, ATTACKERS);
        assertThat(copenhagen.ply()).isZero();
        assertThat(copenhagen.outcome()).isEqualTo(new Outcome(Winner.DEFENDERS, EndReason.NO_LEGAL_MOVE));
        assertThat(tablut(noAttackers, ATTACKERS).outcome())
                .isEqualTo(new Outcome(Winner.DRAW, EndReason.NO_LEGAL_MOVE));
        assertThat(copenhagen(noAttackers, DEFENDERS).outcome())
                .as("the defenders can move")
                .isNull();
    }
}
