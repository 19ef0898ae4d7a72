package com.taflpost.rules;

import static com.taflpost.rules.Boards.assertBoard;
import static com.taflpost.rules.Boards.copenhagen;
import static com.taflpost.rules.Boards.draw;
import static com.taflpost.rules.Boards.refused;
import static com.taflpost.rules.Boards.sq;
import static com.taflpost.rules.Boards.tablut;
import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** docs/rules.md 3.1 and 3.2, 4.1 and 5.1: how pieces move, and every reason a move is refused. */
class MovementTest {

    /** A lone attacker in the open, for the plain rook moves. */
    private static final String OPEN = """
            7 # . . . . . #
            6 . . . . . . .
            5 . . . . K . .
            4 . . . # . . .
            3 . t . . . . .
            2 . . . . . . .
            1 # . . . . . #
              a b c d e f g
            """;

    static List<Ruleset> rulesets() {
        return Ruleset.all();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void aPieceMovesLikeARookAnyNumberOfEmptySquares(Ruleset ruleset) {
        var game = Game.start(ruleset, draw(OPEN), ATTACKERS);

        assertThat(game.legalMovesFrom(sq("b3")))
                .extracting(Move::toString)
                .containsExactlyInAnyOrder(
                        "b3-b4", "b3-b5", "b3-b6", "b3-b7", "b3-b2", "b3-b1", "b3-a3", "b3-c3", "b3-d3", "b3-e3",
                        "b3-f3", "b3-g3");
        var after = game.play("b3-b7");
        assertBoard(after.board(), """
                7 # t . . . . #
                6 . . . . . . .
                5 . . . . K . .
                4 . . . # . . .
                3 . . . . . . .
                2 . . . . . . .
                1 # . . . . . #
                  a b c d e f g
                """);
        assertThat(after.sideToMove()).isEqualTo(DEFENDERS);
        assertThat(after.isOver()).isFalse();
        assertThat(game.board().at(sq("b3")))
                .as("the game before the move is unchanged")
                .isEqualTo(Piece.ATTACKER);
        assertThat(game.play("b3-g3").board().at(sq("g3"))).isEqualTo(Piece.ATTACKER);
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void aPieceMayNeitherJumpOverNorLandOnAPiece(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . t . . K . .
                4 . . . # . . .
                3 . t . T . . .
                2 . . . . . . .
                1 # . . . . . #
                  a b c d e f g
                """), ATTACKERS);

        refused(game, "b3-e3", MoveError.BLOCKED).hasMessageContaining("blocked at d3");
        refused(game, "b3-d3", MoveError.BLOCKED).hasMessageContaining("d3 is occupied");
        refused(game, "b3-b6", MoveError.BLOCKED).hasMessageContaining("b5");
        refused(game, "b3-b5", MoveError.BLOCKED);
    }

    @Test
    void aMoveMustStartFromAPieceOfTheSideToMove() {
        var game = copenhagen("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . K . .
                4 . . . # . . .
                3 . t . T . . .
                2 . . . . . . .
                1 # . . . . . #
                  a b c d e f g
                """, ATTACKERS);

        refused(game, "c2-c4", MoveError.NO_PIECE).hasMessageContaining("c2");
        refused(game, "d3-d1", MoveError.NOT_YOUR_PIECE).hasMessageContaining("d3");
        refused(game, "e5-e7", MoveError.NOT_YOUR_PIECE).hasMessageContaining("the king");
        var defendersTurn = game.play("b3-b2");
        refused(defendersTurn, "b2-b1", MoveError.NOT_YOUR_PIECE);
        assertThat(defendersTurn.play("e5-e7").board().at(sq("e7"))).isEqualTo(Piece.KING);
    }

    @Test
    void aMoveGoesAlongARankOrAFileAndLeavesItsSquare() {
        var game = copenhagen(OPEN, ATTACKERS);

        refused(game, "b3-c4", MoveError.NOT_STRAIGHT).hasMessageContaining("not along a rank or a file");
        refused(game, "b3-d2", MoveError.NOT_STRAIGHT);
        refused(game, "b3-b3", MoveError.NOT_STRAIGHT).hasMessageContaining("leave its square");
    }

    @ParameterizedTest
    @ValueSource(strings = {"b3-h3", "b3-b8", "h1-h2", "b3-s19"})
    void aSquareBeyondTheBoardIsOffBoard(String move) {
        refused(copenhagen(OPEN, ATTACKERS), move, MoveError.OFF_BOARD).hasMessageContaining("7x7");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "   ",
                "b3b4",
                "b3-",
                "-b4",
                "B3-B4",
                "b3-b4x",
                "b3-b4xb",
                "b3-z4",
                "b0-b1",
                "b3-b20",
                "b3 - b4",
                "b3-b4-b5",
                "b03-b4",
                "bb-b4"
            })
    void textThatIsNotAMoveIsMalformed(String move) {
        refused(copenhagen(OPEN, ATTACKERS), move, MoveError.MALFORMED);
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void onlyTheKingMayStopOnTheThroneOrACorner(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # t . . . . #
                6 . . . t . . .
                5 . . . . . . .
                4 . T . # . . .
                3 T . . . . . .
                2 . . . . K . .
                1 # . . . . . #
                  a b c d e f g
                """), ATTACKERS);

        refused(game, "d6-d4", MoveError.RESTRICTED).hasMessageContaining("throne");
        refused(game, "b7-a7", MoveError.RESTRICTED).hasMessageContaining("corner");
        var defendersTurn = game.play("b7-c7");
        refused(defendersTurn, "b4-d4", MoveError.RESTRICTED).hasMessageContaining("throne");
        refused(defendersTurn, "a3-a1", MoveError.RESTRICTED).hasMessageContaining("corner");
        var kingOnTheThrone = defendersTurn.play("e2-e4").play("c7-b7").play("e4-d4");
        assertThat(kingOnTheThrone.board().at(sq("d4"))).isEqualTo(Piece.KING);
        assertThat(kingOnTheThrone.isOver()).isFalse();
    }

    @Test
    void inCopenhagenAnyPieceMayPassOverTheEmptyThrone() {
        var game = copenhagen("""
                7 # . . . . . #
                6 . . . t . . .
                5 . . . . . . .
                4 . T . # . . .
                3 . . . . . . .
                2 . . . . . K .
                1 # . . . . . #
                  a b c d e f g
                """, ATTACKERS);

        var attackerCrossed = game.play("d6-d2");
        assertThat(attackerCrossed.board().at(sq("d2"))).isEqualTo(Piece.ATTACKER);
        var defenderCrossed = attackerCrossed.play("b4-f4");
        assertThat(defenderCrossed.board().at(sq("f4"))).isEqualTo(Piece.DEFENDER);
    }

    @Test
    void inTablutOnlyTheKingMayPassOverTheThrone() {
        var game = tablut("""
                7 # . . . . . #
                6 . . . t . . .
                5 . . . . . . .
                4 . T . # . . .
                3 . . . . . . .
                2 . . . . . . .
                1 # . . . K . #
                  a b c d e f g
                """, ATTACKERS);

        refused(game, "d6-d2", MoveError.RESTRICTED).hasMessageContaining("pass over the throne");
        refused(game, "d6-d1", MoveError.RESTRICTED);
        var defendersTurn = game.play("d6-d5");
        refused(defendersTurn, "b4-f4", MoveError.RESTRICTED);
        assertThat(defendersTurn.play("b4-c4").board().at(sq("c4"))).isEqualTo(Piece.DEFENDER);

        var kingCrosses = tablut("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . K . # . . .
                3 . . . . . . .
                2 . . . . . . .
                1 # . . . t . #
                  a b c d e f g
                """, DEFENDERS).play("b4-f4");
        assertThat(kingCrosses.board().at(sq("f4"))).isEqualTo(Piece.KING);
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void noMoveIsAcceptedOnceTheGameIsOver(Ruleset ruleset) {
        var game = Game.start(ruleset, draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . . t
                3 . . . . . . .
                2 . t . . . . .
                1 # . . . . K #
                  a b c d e f g
                """), DEFENDERS);

        var escaped = game.play("f1-g1");
        assertThat(escaped.outcome()).isEqualTo(new Outcome(Winner.DEFENDERS, EndReason.KING_ESCAPED));
        refused(escaped, "b2-b3", MoveError.GAME_OVER).hasMessageContaining("king-escaped");
        assertThat(escaped.legalMoves()).isEmpty();
        assertThat(escaped.legalMovesFrom(sq("b2"))).isEmpty();
    }

    /** docs/rules.md 2: a start position is judged like the position after a move, whichever side is to move. */
    @ParameterizedTest
    @MethodSource("rulesets")
    void aKingWhoStartsOnACornerHasAlreadyEscaped(Ruleset ruleset) {
        for (Side sideToMove : Side.values()) {
            var game = Game.start(ruleset, draw("""
                    7 K . . . . . #
                    6 . . . . . . .
                    5 . . . t . . .
                    4 . . . # . . .
                    3 . . . T . . .
                    2 . . . . . . .
                    1 # . . . . . #
                      a b c d e f g
                    """), sideToMove);

            assertThat(game.ply()).isZero();
            assertThat(game.outcome()).isEqualTo(new Outcome(Winner.DEFENDERS, EndReason.KING_ESCAPED));
            assertThat(game.legalMoves()).isEmpty();
            refused(game, sideToMove == ATTACKERS ? "d5-d6" : "d3-d2", MoveError.GAME_OVER);
        }
    }
}
