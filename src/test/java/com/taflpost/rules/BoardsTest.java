package com.taflpost.rules;

import static com.taflpost.rules.Boards.draw;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The drawing helper reads what the tests draw, and refuses a drawing that does not add up. */
class BoardsTest {

    @Test
    void aDrawnLayoutIsTheLayout() {
        var brandubh = draw("""
                7 # . . t . . #
                6 . . . t . . .
                5 . . . T . . .
                4 t t T K T t t
                3 . . . T . . .
                2 . . . t . . .
                1 # . . t . . #
                  a b c d e f g
                """);
        assertThat(brandubh).isEqualTo(Layout.BRANDUBH.board());
    }

    @Test
    void labelsAreOptional() {
        var unlabelled = draw("""
                # . . . #
                . t . . .
                . . K . .
                . . . T .
                # . . . #
                """);
        assertThat(unlabelled.toString()).isEqualTo("/5/1t3/2K2/3T1/5/");
    }

    @Test
    void aWrongRankLabelOrALineOfTheWrongLengthIsRefused() {
        assertThatThrownBy(() -> draw("""
                5 # . . . #
                3 . . . . .
                3 . . K . .
                2 . . . . .
                1 # . . . #
                """)).hasMessageContaining("rank 3").hasMessageContaining("rank 4");
        assertThatThrownBy(() -> draw("""
                # . . . #
                . . . .
                . . K . .
                . . . . .
                # . . . #
                """)).hasMessageContaining("rank 4 of the drawing has 4 squares");
    }
}
