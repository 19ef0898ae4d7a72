package com.taflpost.rules;

import static com.taflpost.rules.Boards.draw;
import static com.taflpost.rules.Boards.sq;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** docs/rules.md 1 and 2: position strings, squares and the starting layouts. */
class PositionNotationTest {

    @ParameterizedTest
    @EnumSource(Layout.class)
    void everyLayoutRoundTrips(Layout layout) {
        var board = Board.parse(layout.position());

        assertThat(board.toString()).isEqualTo(layout.position());
        assertThat(layout.board()).isEqualTo(board);
        assertThat(Layout.fromId(layout.id())).isEqualTo(layout);
        assertThat(board.count(Piece.KING)).isOne();
        assertThat(board.isThrone(board.king()))
                .as("every layout starts with the king on his throne")
                .isTrue();
    }

    @Test
    void theLayoutsHaveTheirSizesAndPieces() {
        assertThat(Layout.BRANDUBH.board().size()).isEqualTo(7);
        assertThat(Layout.TABLUT.board().size()).isEqualTo(9);
        assertThat(Layout.COPENHAGEN.board().size()).isEqualTo(11);
        assertThat(Layout.HNEFATAFL.board().size()).isEqualTo(13);
        assertThat(Layout.COPENHAGEN.board().count(Piece.ATTACKER)).isEqualTo(24);
        assertThat(Layout.COPENHAGEN.board().count(Piece.DEFENDER)).isEqualTo(12);
        assertThat(Layout.TABLUT.board().count(Piece.ATTACKER)).isEqualTo(16);
        assertThat(Layout.TABLUT.board().count(Piece.DEFENDER)).isEqualTo(8);
        assertThat(Layout.COPENHAGEN.position())
                .isEqualTo("/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/");
    }

    @Test
    void theTablutLayoutIsTheDrawnOne() {
        assertThat(Layout.TABLUT.board()).isEqualTo(draw("""
                9 # . . t t t . . #
                8 . . . . t . . . .
                7 . . . . T . . . .
                6 t . . . T . . . t
                5 t t T T K T T t t
                4 t . . . T . . . t
                3 . . . . T . . . .
                2 . . . . t . . . .
                1 # . . t t t . . #
                  a b c d e f g h i
                """));
    }

    @Test
    void aSmallestCustomBoardRoundTrips() {
        var board = Board.parse("/1t1t1/5/T1K1T/5/1t1t1/");

        assertThat(board.size()).isEqualTo(5);
        assertThat(board.toString()).isEqualTo("/1t1t1/5/T1K1T/5/1t1t1/");
        assertThat(board.throne()).isEqualTo(sq("c3"));
        assertThat(board.at(sq("b5"))).isEqualTo(Piece.ATTACKER);
        assertThat(board.at(sq("e3"))).isEqualTo(Piece.DEFENDER);
        assertThat(board.rows()).containsExactly(".t.t.", ".....", "T.K.T", ".....", ".t.t.");
    }

    @Test
    void aLargestCustomBoardRoundTripsWithTwoDigitNumbers() {
        List<String> ranks = new ArrayList<>(Collections.nCopies(19, "19"));
        ranks.set(0, "2t13t2");
        ranks.set(8, "10t8");
        ranks.set(9, "9K9");
        ranks.set(10, "8T10");
        String position = "/" + String.join("/", ranks) + "/";

        var board = Board.parse(position);

        assertThat(board.size()).isEqualTo(19);
        assertThat(board.toString()).isEqualTo(position);
        assertThat(board.at(sq("k11"))).isEqualTo(Piece.ATTACKER);
        assertThat(board.at(sq("j10"))).isEqualTo(Piece.KING);
        assertThat(board.at(sq("i9"))).isEqualTo(Piece.DEFENDER);
        assertThat(board.at(sq("c19"))).isEqualTo(Piece.ATTACKER);
        assertThat(board.at(sq("q19"))).isEqualTo(Piece.ATTACKER);
        assertThat(board.isThrone(sq("j10"))).isTrue();
        assertThat(board.isCorner(sq("s19"))).isTrue();
        assertThat(board.isRestricted(sq("a19"))).isTrue();
        assertThat(board.isRestricted(sq("b19"))).isFalse();
    }

    @Test
    void theOuterSlashesAreOptionalOnInputAndAlwaysWritten() {
        var expected = Layout.BRANDUBH.board();

        assertThat(Board.parse("3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3")).isEqualTo(expected);
        assertThat(Board.parse("/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3")).isEqualTo(expected);
        assertThat(Board.parse("3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/")).isEqualTo(expected);
        assertThat(Board.parse("3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3").toString()).isEqualTo(Layout.BRANDUBH.position());
    }

    @Test
    void aKingMayStandOnACorner() {
        var board = Board.parse("/K4/5/5/5/3t1/");

        assertThat(board.king()).isEqualTo(sq("a5"));
        assertThat(Game.start(Ruleset.COPENHAGEN, board, Side.ATTACKERS).outcome())
                .isEqualTo(new Outcome(Winner.DEFENDERS, EndReason.KING_ESCAPED));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            /3t3/3t3/3T3/ttTKTtt/3T2/3t3/3t3/        | rank 3 ('3T2') has 6 squares
            /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t4/        | rank 1 ('3t4') has more than 7 squares
            /3t3/3t3/3T3/ttTKTttt/3T3/3t3/3t3/       | rank 4 ('ttTKTttt') has more than 7 squares
            /3t3/3t3/3T3/ttTKTtt/3T3/3t3/7t/         | rank 1 ('7t') has more than 7 squares
            /3t3/3t3/3T3/ttT1Ttt/3T3/3t3/3t3K/       | rank 1 ('3t3K') has more than 7 squares
            /3t3/3t3/3T3/ttTKTtt/3T3/3x3/3t3/        | rank 2 ('3x3'): unexpected 'x' at character 2
            /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3 x/      | rank 1 ('3t3 x'): unexpected ' '
            /3t3/3t3/3T3/ttTKTtt/3T3/03t3/3t3/       | rank 2 ('03t3'): unexpected '0' at character 1
            /3t3/3t3/3T3/ttTKTtt/3T3/3K3/3t3/        | the position has 2 kings
            /3t3/3t3/3T3/ttT1Ttt/3T3/3t3/3t3/        | the position has 0 kings
            /t2t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/       | stands on a7, a restricted square
            /3t3/3t3/3T3/ttTTTtt/3K3/3t3/3t3/        | rank 4: a defender stands on d4, a restricted square
            /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t2T/       | g1, a restricted square
            /6/6/2K3/6/6/6/                          | the position has 6 ranks
            /3/1K1/3/                                | the position has 3 ranks
            /3t3/3t3/3T3/ttTKTtt/3T3/3t3/            | the position has 6 ranks
            //3t3/3T3/ttTKTtt/3T3/3t3/3t3/           | rank 7 ('') has 0 squares
            """)
    void aBadPositionIsRefusedWithWhereAndWhy(String position, String message) {
        assertThatThrownBy(() -> Board.parse(position))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining(message);
    }

    @Test
    void aBoardLargerThan19IsRefused() {
        String position = String.join("/", Collections.nCopies(10, "21")) + "/10K10/"
                + String.join("/", Collections.nCopies(10, "21"));

        assertThatThrownBy(() -> Board.parse(position))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("21 ranks");
    }

    @Test
    void anEmptyPositionIsRefused() {
        assertThatThrownBy(() -> Board.parse(""))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("empty");
        assertThatThrownBy(() -> Board.parse("  ")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> Board.parse("/")).isInstanceOf(NotationException.class);
    }

    @Test
    void aHugeNumberOfEmptySquaresIsRefusedAsNotation() {
        assertThatThrownBy(() -> Board.parse("/5/5/2K2/5/99999999999/"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("rank 1 ('99999999999') has more than 5 squares");
        assertThatThrownBy(() -> Board.parse("/5/5/2K2/5/1" + "0".repeat(40) + "/"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("rank 1");
    }

    @Test
    void squaresAreNamedByFileLetterAndRankNumber() {
        assertThat(Square.parse("a1")).isEqualTo(new Square(0, 0));
        assertThat(Square.parse("k11")).isEqualTo(new Square(10, 10));
        assertThat(Square.parse("s19")).isEqualTo(new Square(18, 18));
        assertThat(new Square(8, 9)).hasToString("i10");
        assertThatThrownBy(() -> Square.parse("t1")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> Square.parse("a0")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> Square.parse("a20")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> Square.parse("A1")).isInstanceOf(NotationException.class);
    }

    @Test
    void squaresSortByFileThenByRankNumber() {
        List<Square> squares = new ArrayList<>(List.of(sq("k10"), sq("b11"), sq("k2"), sq("b3"), sq("a19")));

        Collections.sort(squares);

        assertThat(squares).extracting(Square::toString).containsExactly("a19", "b3", "b11", "k2", "k10");
    }
}
