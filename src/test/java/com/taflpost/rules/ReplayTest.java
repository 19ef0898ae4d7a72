package com.taflpost.rules;

import static com.taflpost.rules.Boards.draw;
import static com.taflpost.rules.Side.DEFENDERS;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Replay}: a move list becomes a game, or the game up to the first move the rules refuse. */
class ReplayTest {

    @Test
    void aLegalMoveListReplaysCompletely() {
        var replay = Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, List.of("h1-h3", "f4-h4", "k5-h5"));

        assertThat(replay.isComplete()).isTrue();
        assertThat(replay.illegalMove()).isNull();
        assertThat(replay.game().ply()).isEqualTo(3);
        assertThat(replay.game().plies()).extracting(Ply::notation).containsExactly("h1-h3", "f4-h4", "k5-h5xh4");
        assertThat(replay.game().states()).hasSize(4);
        assertThat(replay.game().start().board()).isEqualTo(Layout.COPENHAGEN.board());
        assertThat(replay.game().board())
                .isEqualTo(Game.start(Ruleset.COPENHAGEN, Layout.COPENHAGEN)
                        .play("h1-h3")
                        .play("f4-h4")
                        .play("k5-h5")
                        .board());
    }

    @Test
    void anEmptyMoveListIsTheStart() {
        var replay = Replay.of(Ruleset.TABLUT, Layout.TABLUT, List.of());

        assertThat(replay.isComplete()).isTrue();
        assertThat(replay.game().ply()).isZero();
        assertThat(replay.game().sideToMove()).isEqualTo(Side.ATTACKERS);
    }

    @Test
    void theFirstIllegalMoveIsReportedWithItsPlyAndCodeAndTheGameBeforeItIsKept() {
        var moves = List.of("h1-h3", "f4-h4", "k5-k3", "f2-f1", "nonsense");

        var replay = Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, moves);

        assertThat(replay.isComplete()).isFalse();
        var illegal = replay.illegalMove();
        assertThat(illegal.ply()).isEqualTo(3);
        assertThat(illegal.move()).isEqualTo("k5-k3");
        assertThat(illegal.error()).isEqualTo(MoveError.BLOCKED);
        assertThat(illegal.message()).contains("k4");
        assertThat(replay.game().ply()).isEqualTo(2);
        assertThat(replay.game().plies()).extracting(Ply::notation).containsExactly("h1-h3", "f4-h4");
        assertThat(replay.game().sideToMove()).isEqualTo(Side.ATTACKERS);
    }

    @Test
    void aMalformedFirstMoveLeavesTheStart() {
        var replay = Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, List.of("h1h3", "h1-h3"));

        assertThat(replay.illegalMove().ply()).isEqualTo(1);
        assertThat(replay.illegalMove().error()).isEqualTo(MoveError.MALFORMED);
        assertThat(replay.game().ply()).isZero();
    }

    @Test
    void theDefendersMayNotMoveFirstOnALayout() {
        var replay = Replay.of(Ruleset.TABLUT, Layout.TABLUT, List.of("e3-c3"));

        assertThat(replay.illegalMove().error()).isEqualTo(MoveError.NOT_YOUR_PIECE);
        assertThat(replay.illegalMove().ply()).isEqualTo(1);
    }

    @Test
    void wrongWrittenCapturesStopTheReplay() {
        var replay = Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, List.of("h1-h3", "f4-h4", "k5-h5xh3"));

        assertThat(replay.illegalMove().ply()).isEqualTo(3);
        assertThat(replay.illegalMove().error()).isEqualTo(MoveError.CAPTURE_MISMATCH);
        assertThat(replay.game().ply()).isEqualTo(2);
    }

    @Test
    void aMoveAfterTheEndIsGameOverAndTheEndingIsKept() {
        var board = draw("""
                7 # . . . . . #
                6 . . . . . . .
                5 . . . . . . .
                4 . . . # . . t
                3 . . . . . . .
                2 . t . . . . .
                1 # . . . . K #
                  a b c d e f g
                """);

        var replay = Replay.of(Ruleset.TABLUT, board, DEFENDERS, List.of("f1-g1", "b2-b3"));

        assertThat(replay.illegalMove().ply()).isEqualTo(2);
        assertThat(replay.illegalMove().error()).isEqualTo(MoveError.GAME_OVER);
        assertThat(replay.game().ply()).isEqualTo(1);
        assertThat(replay.game().outcome()).isEqualTo(new Outcome(Winner.DEFENDERS, EndReason.KING_ESCAPED));
    }

    @Test
    void everyStateOfTheReplayIsKept() {
        var replay = Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, List.of("h1-h3", "f4-h4", "k5-h5"));
        var game = replay.game();

        assertThat(game.state(0).lastPly()).isNull();
        assertThat(game.state(0).sideToMove()).isEqualTo(Side.ATTACKERS);
        assertThat(game.state(2).lastPly().notation()).isEqualTo("f4-h4");
        assertThat(game.state(2).position())
                .isEqualTo("/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t6T2t/7t3/5t5/3tttt4/");
        assertThat(game.state(3).ply()).isEqualTo(3);
        assertThat(game.state(3).sideToMove()).isEqualTo(DEFENDERS);
        assertThat(game.state(3).outcome()).isNull();
    }
}
