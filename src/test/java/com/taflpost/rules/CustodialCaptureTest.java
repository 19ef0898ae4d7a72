package com.taflpost.rules;

import static com.taflpost.rules.Boards.assertBoard;
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

/** docs/rules.md 3.3 and 3.4, 4.1 and 5.1: custodial capture, the armed king, hostile corners and throne. */
class CustodialCaptureTest {

    static List<Ruleset> rulesets() {
        return Ruleset.all();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void anAttackerCapturesADefenderBetweenItselfAndAnotherAttacker(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . K .
                3 . t T . . . .
                2 . . . . . . .
                1 # . . t . . #
                  a b c d e f g
                """), ATTACKERS);

        var after = game.play("d1-d3");

        assertThat(lastCaptures(after)).containsExactly(sq("c3"));
        assertBoard(after.board(), """
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . K .
                3 . t . t . . .
                2 . . . . . . .
                1 # . . . . . #
                  a b c d e f g
                """);
        assertThat(after.plies().get(0).notation()).isEqualTo("d1-d3xc3");
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void aDefenderCapturesAnAttackerBetweenItselfAndAnotherDefender(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . t .
                4 . . . # . K .
                3 . T t . . . .
                2 . . . . . . .
                1 # . . T . . #
                  a b c d e f g
                """), DEFENDERS);

        var after = game.play("d1-d3");

        assertThat(lastCaptures(after)).containsExactly(sq("c3"));
        assertThat(after.board().at(sq("c3"))).isNull();
        assertThat(after.board().count(Piece.ATTACKER)).isEqualTo(1);
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void oneMoveCapturesEveryEnemyItSandwiches(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . K . . t . .
                5 . . . . . . .
                4 . . . # . . .
                3 . . t T . T t
                2 . . . . T . .
                1 # . . . t . #
                  a b c d e f g
                """), ATTACKERS);

        var after = game.play("e6-e3");

        assertThat(lastCaptures(after)).containsExactly(sq("d3"), sq("e2"), sq("f3"));
        assertBoard(after.board(), """
                7 # . . . . . #
                6 . K . . . . .
                5 . . . . . . .
                4 . . . # . . .
                3 . . t . t . t
                2 . . . . . . .
                1 # . . . t . #
                  a b c d e f g
                """);
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void aPieceMayMoveBetweenTwoEnemiesSafely(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . . .
                3 . t . t . t .
                2 . . T . K . .
                1 # . . . . . #
                  a b c d e f g
                """), DEFENDERS);

        var defenderBetween = game.play("c2-c3");
        assertThat(lastCaptures(defenderBetween)).isEmpty();
        assertThat(defenderBetween.board().at(sq("c3"))).isEqualTo(Piece.DEFENDER);

        var kingBetween = game.play("e2-e3");
        assertThat(lastCaptures(kingBetween)).isEmpty();
        assertThat(kingBetween.board().at(sq("e3"))).isEqualTo(Piece.KING);
        assertThat(kingBetween.isOver()).isFalse();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void noCaptureWithoutAnAnvil(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . K .
                4 . . . # . . .
                3 . . T . t . .
                2 . . . . . . .
                1 # . . t . . #
                  a b c d e f g
                """), ATTACKERS);

        var after = game.play("d1-d3");

        assertThat(lastCaptures(after)).isEmpty();
        assertThat(after.board().at(sq("c3"))).isEqualTo(Piece.DEFENDER);
        assertThat(after.board().at(sq("e3"))).isEqualTo(Piece.ATTACKER);
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void theKingCapturesAsTheMovingPiece(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . . .
                3 . T t . . K .
                2 . . . . . . .
                1 # . . t . . #
                  a b c d e f g
                """), DEFENDERS);

        var after = game.play("f3-d3");

        assertThat(lastCaptures(after)).containsExactly(sq("c3"));
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void theKingIsTheAnvilOfADefenderCapture(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . . .
                3 . K t . . T .
                2 . . . . . . .
                1 # . . t . . #
                  a b c d e f g
                """), DEFENDERS);

        var after = game.play("f3-d3");

        assertThat(lastCaptures(after)).containsExactly(sq("c3"));
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void anEmptyCornerIsHostileToAttackersAndDefenders(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # t . . . T #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . K .
                3 . . . . . . .
                2 . . . . . . .
                1 # T . . t . #
                  a b c d e f g
                """), ATTACKERS);

        var attackerTakesAgainstTheCorner = game.play("e1-c1");
        assertThat(lastCaptures(attackerTakesAgainstTheCorner)).containsExactly(sq("b1"));

        var defenderTakesAgainstTheCorner = attackerTakesAgainstTheCorner.play("f7-c7");
        assertThat(lastCaptures(defenderTakesAgainstTheCorner)).containsExactly(sq("b7"));
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void theEmptyThroneIsHostileToAttackers(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                9 # . . . . . . . #
                8 . . . . . . . . .
                7 . . . . . . T . .
                6 . . . . t . . . .
                5 . . . . # . . . .
                4 . . . . . . . . .
                3 . . . . . . . . .
                2 . . . . . . . . .
                1 # . . K . . . t #
                  a b c d e f g h i
                """), DEFENDERS);

        var after = game.play("g7-e7");

        assertThat(lastCaptures(after)).containsExactly(sq("e6"));
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void theThroneHoldingTheKingIsHostileToAttackers(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                9 # . . . . . . . #
                8 . . . . . . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . T . K t . . .
                4 . . . . . . . . .
                3 . . . . . . . . .
                2 . . . . . . . . .
                1 # . . . . . T t #
                  a b c d e f g h i
                """), DEFENDERS);

        var after = game.play("g1-g5");

        assertThat(lastCaptures(after)).containsExactly(sq("f5"));
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void theEmptyThroneIsHostileToDefenders(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                9 # . . . . . . . #
                8 . . . . . . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . . . # . . . .
                4 . . . . T . . . .
                3 . . . . . . . . .
                2 . . t . . . . . .
                1 # . . . . . K . #
                  a b c d e f g h i
                """), ATTACKERS);

        var after = game.play("c2-c3").play("g1-g2").play("c3-e3");

        assertThat(lastCaptures(after)).containsExactly(sq("e4"));
    }

    /** The one place the rulesets' captures differ: a defender beside the king on his throne. */
    @Test
    void inCopenhagenTheOccupiedThroneIsNotHostileToDefenders() {
        var after =
                copenhagen(DEFENDER_BESIDE_THE_KING_ON_HIS_THRONE, ATTACKERS).play("b3-e3");

        assertThat(lastCaptures(after)).isEmpty();
        assertThat(after.board().at(sq("e4"))).isEqualTo(Piece.DEFENDER);
    }

    @Test
    void inTablutTheThroneIsHostileToDefendersEvenWithTheKingOnIt() {
        var after = tablut(DEFENDER_BESIDE_THE_KING_ON_HIS_THRONE, ATTACKERS).play("b3-e3");

        assertThat(lastCaptures(after)).containsExactly(sq("e4"));
        assertThat(after.board().at(sq("e5"))).isEqualTo(Piece.KING);
    }

    private static final String DEFENDER_BESIDE_THE_KING_ON_HIS_THRONE = """
            9 # . . . . . . . #
            8 . . . . . . . . .
            7 . . . . . . . . .
            6 . . . . . . . . .
            5 . . . . K . . . .
            4 . . . . T . . . .
            3 . t . . . . . . .
            2 . . . . . . . . .
            1 # . . . . . . . #
              a b c d e f g h i
            """;

    @ParameterizedTest
    @MethodSource("rulesets")
    void capturesOnTheCopenhagenLayout(Ruleset ruleset) {
        var game = Game.start(ruleset, Layout.COPENHAGEN).play("h1-h3").play("f4-h4");
        assertThat(lastCaptures(game))
                .as("stepping next to an attacker is safe")
                .isEmpty();

        var after = game.play("k5-h5");

        assertThat(lastCaptures(after)).containsExactly(sq("h4"));
        assertBoard(after.board(), """
                11 # . . t t t t t . . #
                10 . . . . . t . . . . .
                 9 . . . . . . . . . . .
                 8 t . . . . T . . . . t
                 7 t . . . T T T . . . t
                 6 t t . T T K T T . t t
                 5 t . . . T T T t . . .
                 4 t . . . . . . . . . t
                 3 . . . . . . . t . . .
                 2 . . . . . t . . . . .
                 1 # . . t t t t . . . #
                   a b c d e f g h i j k
                """);
    }
}
