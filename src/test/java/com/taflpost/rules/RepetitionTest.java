package com.taflpost.rules;

import static com.taflpost.rules.Boards.copenhagen;
import static com.taflpost.rules.Boards.lastCaptures;
import static com.taflpost.rules.Boards.sq;
import static com.taflpost.rules.Boards.tablut;
import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** RULES.md 4.6: the third occurrence of a position loses for the defenders; Tablut has no such rule (5.3). */
class RepetitionTest {
    private static final Outcome REPETITION = new Outcome(Winner.ATTACKERS, EndReason.REPETITION);

    private static final String SHUFFLE = """
            7 # . . . . . #
            6 . t . . . . .
            5 . . . . . . .
            4 . . . # . . .
            3 . . . . . K .
            2 . . . . . . .
            1 # . . . . . #
              a b c d e f g
            """;

    private static Game play(Game game, String moves) {
        for (String move : moves.trim().split("\\s+")) {
            game = game.play(move);
        }
        return game;
    }

    @Test
    void theThirdOccurrenceLosesForTheDefendersWhenTheyMakeIt() {
        var game = copenhagen(SHUFFLE, ATTACKERS);

        var twice = play(game, "b6-b5 f3-f2 b5-b6 f2-f3");
        assertThat(twice.board()).isEqualTo(game.board());
        assertThat(twice.isOver()).as("two occurrences").isFalse();

        var almost = play(twice, "b6-b5 f3-f2 b5-b6");
        assertThat(almost.isOver()).as("every other position has occurred twice").isFalse();

        var thrice = almost.play("f2-f3");
        assertThat(thrice.outcome()).isEqualTo(REPETITION);
        assertThat(thrice.ply()).isEqualTo(8);
    }

    @Test
    void theThirdOccurrenceLosesForTheDefendersWhenTheAttackersMakeIt() {
        var game = copenhagen(SHUFFLE, DEFENDERS);

        var almost = play(game, "f3-f2 b6-b5 f2-f3 b5-b6 f3-f2 b6-b5 f2-f3");
        assertThat(almost.isOver()).isFalse();

        var thrice = almost.play("b5-b6");
        assertThat(thrice.current().lastPly().side()).isEqualTo(ATTACKERS);
        assertThat(thrice.outcome()).isEqualTo(REPETITION);
    }

    @Test
    void thePositionIncludesTheSideToMove() {
        // The attacker walks a triangle (3 moves), the king a line (2 moves): the starting board comes back after
        // 5 plies with the defenders to move, and after 12 with the attackers to move.
        var game = copenhagen(SHUFFLE, ATTACKERS);
        String cycle = "b6-b5 f3-f2 b5-b4 f2-f3 b4-b6 f3-f2 b6-b5 f2-f3 b5-b4 f3-f2 b4-b6 f2-f3";

        var once = play(game, cycle);
        assertThat(once.state(5).board()).isEqualTo(game.board());
        assertThat(once.state(5).sideToMove()).isEqualTo(DEFENDERS);
        assertThat(once.board()).isEqualTo(game.board());
        assertThat(once.isOver()).as("the board three times, the position twice").isFalse();

        assertThat(play(once, cycle).outcome()).isEqualTo(REPETITION);
    }

    @Test
    void theCountStartsAgainAfterACapture() {
        var game = copenhagen("""
                7 # . . . . . #
                6 . . t . . . .
                5 . . . . . . .
                4 . . T # . . .
                3 . . t . . K .
                2 . . . . . . .
                1 # . . . . . #
                  a b c d e f g
                """, ATTACKERS);

        var captured = game.play("c6-c5");
        assertThat(lastCaptures(captured)).containsExactly(sq("c4"));

        var twice = play(captured, "f3-f2 c5-c6 f2-f3 c6-c5");
        assertThat(twice.board()).isEqualTo(captured.board());
        assertThat(twice.isOver()).isFalse();

        var thrice = play(twice, "f3-f2 c5-c6 f2-f3 c6-c5");
        assertThat(thrice.outcome()).as("the position just after the capture was the first").isEqualTo(REPETITION);
    }

    @Test
    void tablutHasNoRepetitionRule() {
        var game = tablut(SHUFFLE, ATTACKERS);
        String cycle = "b6-b5 f3-f2 b5-b6 f2-f3";

        var fourTimes = play(play(play(game, cycle), cycle), cycle);

        assertThat(fourTimes.board()).isEqualTo(game.board());
        assertThat(fourTimes.isOver()).isFalse();
    }
}
