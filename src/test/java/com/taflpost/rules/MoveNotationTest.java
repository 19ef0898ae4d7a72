package com.taflpost.rules;

import static com.taflpost.rules.Boards.copenhagen;
import static com.taflpost.rules.Boards.refused;
import static com.taflpost.rules.Boards.sq;
import static com.taflpost.rules.Boards.squares;
import static com.taflpost.rules.Side.ATTACKERS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** docs/rules.md 1: move notation, with the captures written after the move and checked when a move claims them. */
class MoveNotationTest {

    /** d3-d1 closes a shieldwall on each side: it captures b1, c1, e1 and f1. */
    private static final String FOUR_CAPTURES = """
            7 # . . . . . #
            6 . . . . . . .
            5 . . . . K . .
            4 . . . # . . .
            3 . . . t . . .
            2 . t t . t t .
            1 # T T . T T #
              a b c d e f g
            """;

    @Test
    void aMoveIsFromDashTo() {
        var move = Move.parse("e5-e1");

        assertThat(move.from()).isEqualTo(sq("e5"));
        assertThat(move.to()).isEqualTo(sq("e1"));
        assertThat(move.claimedCaptures())
                .as("no captures written: not checked")
                .isNull();
        assertThat(move).hasToString("e5-e1");
    }

    @Test
    void capturesAreReadInTheOrderWritten() {
        var move = Move.parse("f4-k4xk3xk2");

        assertThat(move.claimedCaptures()).containsExactly(sq("k3"), sq("k2"));
        assertThat(move.path()).isEqualTo("f4-k4");
        assertThat(move).hasToString("f4-k4xk3xk2");
    }

    /** 214 recorded corpus games write a piece taken by one move twice, e.g. {@code e7-k7xk6xk6}. */
    @Test
    void aCaptureWrittenTwiceIsReadOnce() {
        assertThat(Move.parse("f4-k4xk3xk3xk2").claimedCaptures()).containsExactly(sq("k3"), sq("k2"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"d3-d1", "d3-d1xb1xc1xe1xf1", "d3-d1xf1xe1xc1xb1", "d3-d1xc1xf1xb1xe1"})
    void writtenCapturesMayComeInAnyOrder(String move) {
        var after = copenhagen(FOUR_CAPTURES, ATTACKERS).play(move);

        assertThat(after.plies()).extracting(Ply::notation).containsExactly("d3-d1xb1xc1xe1xf1");
    }

    @ParameterizedTest
    @ValueSource(strings = {"d3-d1xb1xc1xe1", "d3-d1xb1xc1xe1xf1xd2", "d3-d1xb1xc1xe1xe2", "d3-d1xb2"})
    void writtenCapturesMustBeExactlyTheRealOnes(String move) {
        refused(copenhagen(FOUR_CAPTURES, ATTACKERS), move, MoveError.CAPTURE_MISMATCH)
                .hasMessageContaining("b1, c1, e1, f1");
    }

    @Test
    void writtenCapturesOfAMoveThatCapturesNothingAreRefused() {
        refused(copenhagen(FOUR_CAPTURES, ATTACKERS), "d3-d2xc2", MoveError.CAPTURE_MISMATCH)
                .hasMessageContaining("captures nothing");
    }

    @Test
    void aCaptureClaimedTwiceIsNotTheRealCaptures() {
        var game = copenhagen(FOUR_CAPTURES, ATTACKERS);
        var twice = new Move(sq("d3"), sq("d1"), squares("b1 b1 c1 e1"));

        assertThatThrownBy(() -> game.play(twice))
                .isInstanceOf(IllegalMoveException.class)
                .satisfies(e -> assertThat(((IllegalMoveException) e).error()).isEqualTo(MoveError.CAPTURE_MISMATCH));
    }

    /** docs/rules.md's own example: a shieldwall on the k-file written in ascending rank order. */
    @Test
    void capturesAreWrittenInSquareOrder() {
        var game = copenhagen("""
                11 # . . . . . . . . . #
                10 . . . . . . . . . . .
                 9 . . . . . . . . . . .
                 8 . . . . K . . . . . .
                 7 . . . . . . . . . . .
                 6 . . . . . # . . . . .
                 5 . . . . . . . . . . .
                 4 . . . . . t . . . . .
                 3 . . . . . . . . . t T
                 2 . . . . . . . . . t T
                 1 # . . . . . . . . . #
                   a b c d e f g h i j k
                """, ATTACKERS);

        var after = game.play("f4-k4");

        assertThat(after.plies()).extracting(Ply::notation).containsExactly("f4-k4xk2xk3");
        assertThat(game.play("f4-k4xk3xk2").plies().get(0).notation()).isEqualTo("f4-k4xk2xk3");
    }

    @Test
    void squareOrderIsByFileThenByRankNumberNotByText() {
        var game = Game.start(Ruleset.COPENHAGEN, Boards.draw("""
                13 # . . . . . . . . . . . #
                12 . . . . t . . . . . . . .
                11 . . . . T . . . . . . . .
                10 . . t T . . . . t . . . .
                 9 . . . . T . . . . . . . .
                 8 . . . . t . . . . . . . .
                 7 . . . . . . # . . . . . .
                 6 . . . . . . . . . . . . .
                 5 . . . . . . . . . . . . .
                 4 . . . . . . . . . . . . .
                 3 . . . . . . . . . . K . .
                 2 . . . . . . . . . . . . .
                 1 # . . . . . . . . . . . #
                   a b c d e f g h i j k l m
                """), ATTACKERS);

        var after = game.play("i10-e10");

        assertThat(after.plies().get(0).captures()).isEqualTo(squares("d10 e9 e11"));
        assertThat(after.plies().get(0).notation()).isEqualTo("i10-e10xd10xe9xe11");
    }

    @Test
    void aCapturedKingIsNeverWritten() {
        var game = copenhagen("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . t # . . .
                3 . t K . T t .
                2 . . t . . . .
                1 # . . t . . #
                  a b c d e f g
                """, ATTACKERS);

        assertThat(game.play("d1-d3xe3").outcome().reason()).isEqualTo(EndReason.KING_CAPTURED);
        assertThat(game.play("d1-d3").plies().get(0).notation()).isEqualTo("d1-d3xe3");
        refused(game, "d1-d3xc3xe3", MoveError.CAPTURE_MISMATCH).hasMessageContaining("never written");
        refused(game, "d1-d3xc3", MoveError.CAPTURE_MISMATCH);
    }

    @Test
    void checkValidatesAMoveWithoutPlayingIt() {
        var game = copenhagen(FOUR_CAPTURES, ATTACKERS);

        var ply = game.check("d3-d1");

        assertThat(ply.side()).isEqualTo(ATTACKERS);
        assertThat(ply.notation()).isEqualTo("d3-d1xb1xc1xe1xf1");
        assertThat(game.ply()).isZero();
        assertThat(game.board().count(Piece.DEFENDER)).isEqualTo(4);
        assertThatThrownBy(() -> game.check("d3-d1xb1")).isInstanceOf(IllegalMoveException.class);
    }
}
