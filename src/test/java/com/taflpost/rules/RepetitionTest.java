package com.taflpost.rules;

import static com.taflpost.rules.Boards.copenhagen;
import static com.taflpost.rules.Boards.lastCaptures;
import static com.taflpost.rules.Boards.sq;
import static com.taflpost.rules.Boards.tablut;
import static com.taflpost.rules.Side.ATTACKERS;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/rules.md 4.6: the third occurrence of a position loses for the defenders; Tablut has no such rule (5.3). */
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

    /** Plays the moves one by one, and checks that a replay of the whole game (which keeps a tally) agrees. */
    private static Game play(Game game, String moves) {
        for (String move : moves.trim().split("\\s+")) {
            game = game.play(move);
        }
        assertReplayAgrees(game);
        return game;
    }

    private static void assertReplayAgrees(Game game) {
        List<String> moves = game.plies().stream().map(Ply::notation).toList();
        Replay replay =
                Replay.of(game.ruleset(), game.start().board(), game.start().sideToMove(), moves);
        assertThat(replay.isComplete()).isTrue();
        assertThat(replay.game().states())
                .extracting(GameState::outcome)
                .containsExactlyElementsOf(
                        game.states().stream().map(GameState::outcome).toList());
    }

    @Test
    void theThirdOccurrenceLosesForTheDefendersWhenTheyMakeIt() {
        var game = copenhagen(SHUFFLE, ATTACKERS);

        var twice = play(game, "b6-b5 f3-f2 b5-b6 f2-f3");
        assertThat(twice.board()).isEqualTo(game.board());
        assertThat(twice.isOver()).as("two occurrences").isFalse();

        var almost = play(twice, "b6-b5 f3-f2 b5-b6");
        assertThat(almost.isOver())
                .as("every other position has occurred twice")
                .isFalse();

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
        assertThat(once.isOver())
                .as("the board three times, the position twice")
                .isFalse();

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
        assertThat(thrice.outcome())
                .as("the position just after the capture was the first")
                .isEqualTo(REPETITION);
    }

    @Test
    void tablutHasNoRepetitionRule() {
        var game = tablut(SHUFFLE, ATTACKERS);
        String cycle = "b6-b5 f3-f2 b5-b6 f2-f3";

        var fourTimes = play(play(play(game, cycle), cycle), cycle);

        assertThat(fourTimes.board()).isEqualTo(game.board());
        assertThat(fourTimes.isOver()).isFalse();
    }

    /**
     * An attacker that walks a cycle of 5 moves and a king that walks one of 7: a position comes back every 70 plies.
     */
    private static List<String> coprimeCycles(int rounds) {
        String[] attacker = {"b2-b3", "b3-b4", "b4-b5", "b5-b6", "b6-b2"};
        String[] king = {"h2-h3", "h3-h4", "h4-h5", "h5-h6", "h6-h7", "h7-h8", "h8-h2"};
        List<String> moves = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            moves.add(attacker[round % attacker.length]);
            moves.add(king[round % king.length]);
        }
        return moves;
    }

    private static final String TWO_WALKERS = """
            9 # . . . . . . . #
            8 . . . . . . . . .
            7 . . . . . . . . .
            6 . . . . . . . . .
            5 . . . . # . . . .
            4 . . . . . . . . .
            3 . . . . . . . . .
            2 . t . . . . . K .
            1 # . . . . . . . #
              a b c d e f g h i
            """;

    @Test
    void aReplayFindsTheThirdOccurrenceAfterManyPlies() {
        var game = copenhagen(TWO_WALKERS, ATTACKERS);

        Replay replay = Replay.of(Ruleset.COPENHAGEN, game.board(), ATTACKERS, coprimeCycles(70));

        assertThat(replay.isComplete()).isTrue();
        assertThat(replay.game().state(70).board()).as("the second occurrence").isEqualTo(game.board());
        assertThat(replay.game().states().subList(0, 140)).noneMatch(GameState::isOver);
        assertThat(replay.game().outcome()).isEqualTo(REPETITION);
        assertThat(replay.game().ply()).isEqualTo(140);
        assertReplayAgrees(play(game, String.join(" ", coprimeCycles(70))));

        Replay further = Replay.of(Ruleset.COPENHAGEN, game.board(), ATTACKERS, coprimeCycles(71));
        assertThat(further.illegalMove().ply()).isEqualTo(141);
        assertThat(further.illegalMove().error()).isEqualTo(MoveError.GAME_OVER);
    }

    @Test
    void aReplayStartsTheCountAgainAfterEachCapture() {
        // The attacker on e8 is taken by the first move; the position after it is the first of its kind.
        var game = copenhagen(
                TWO_WALKERS
                        .replace("8 . . . . . . . . .", "8 . . . T t . . . .")
                        .replace("7 . . . . . . . . .", "7 . . . . . T . . ."),
                DEFENDERS);
        List<String> moves = new ArrayList<>(List.of("f7-f8"));
        moves.addAll(coprimeCycles(70));

        Replay replay = Replay.of(Ruleset.COPENHAGEN, game.board(), DEFENDERS, moves);

        assertThat(replay.game().state(1).lastPly().captures()).containsExactly(sq("e8"));
        assertThat(replay.game().ply()).isEqualTo(141);
        assertThat(replay.game().outcome()).isEqualTo(REPETITION);
    }

    @Test
    void aTallyTellsApartPositionsWhoseHashesCollide() {
        Board one = Boards.draw(TWO_WALKERS);
        Board other = game(TWO_WALKERS).play("b2-b3").board();
        long hash = 42;
        var tally = new Repetition.Tally();
        tally.record(new GameState(one, ATTACKERS, 0, null, null, hash, 0, 0));
        tally.record(new GameState(other, DEFENDERS, 1, null, null, hash, 1, 0));
        tally.record(new GameState(one, ATTACKERS, 2, null, null, hash, 2, 0));
        tally.record(new GameState(other, ATTACKERS, 3, null, null, hash, 3, 0));

        assertThat(tally.occurrences(one.cells, ATTACKERS, hash, 4)).isEqualTo(2);
        assertThat(tally.occurrences(other.cells, DEFENDERS, hash, 4)).isEqualTo(1);
        assertThat(tally.occurrences(other.cells, ATTACKERS, hash, 4)).isEqualTo(1);
        assertThat(tally.occurrences(one.cells, DEFENDERS, hash, 4)).isZero();
        assertThat(tally.occurrences(one.cells, ATTACKERS, hash + 1, 4))
                .as("another hash")
                .isZero();

        tally.record(new GameState(one, ATTACKERS, 4, null, null, hash, 0, 0));
        assertThat(tally.occurrences(one.cells, ATTACKERS, hash, 2))
                .as("after a capture")
                .isEqualTo(1);
        assertThat(tally.occurrences(other.cells, DEFENDERS, hash, 2))
                .as("after a capture")
                .isZero();
    }

    private static Game game(String drawing) {
        return copenhagen(drawing, ATTACKERS);
    }
}
