package com.taflpost.rules.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.taflpost.rules.Layout;
import com.taflpost.rules.MoveError;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import org.junit.jupiter.api.Test;

class RecordReaderTest {

    private static final String EXAMPLE = """
            [event:Spring correspondence cup]
            [site:taflpost]
            [date:2024.03.01]
            [date-finished:2024.04.12]
            [attackers:Ragnar]
            [defenders:Astrid]
            [time-control:per-move P3D]
            [ruleset:copenhagen]
            [board:copenhagen]
            [board-size:11]
            [start-position:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]
            [result:1]
            [termination:resignation]

            1. d1-d3 e5-e2
            2. g1-g3 f4-c4
            3. g3-e3xe2
            attackers-win
            """;

    @Test
    void theDocumentedExampleReadsAndWritesBackUnchanged() {
        GameRecord record = RecordReader.read(EXAMPLE);

        assertThat(record.ruleset()).isEqualTo(Ruleset.COPENHAGEN);
        assertThat(record.start()).isEqualTo(Layout.COPENHAGEN.board());
        assertThat(record.sideToMove()).isEqualTo(Side.ATTACKERS);
        assertThat(record.moves()).containsExactly("d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3xe2");
        assertThat(record.result()).isEqualTo(new GameRecord.Result(Winner.ATTACKERS, Termination.RESIGNATION));
        assertThat(record.tags())
                .containsEntry(GameRecord.EVENT, "Spring correspondence cup")
                .containsEntry(GameRecord.ATTACKERS, "Ragnar")
                .containsEntry(GameRecord.DEFENDERS, "Astrid")
                .containsEntry(GameRecord.TIME_CONTROL, "per-move P3D")
                .hasSize(7);
        assertThat(RecordWriter.write(record)).isEqualTo(EXAMPLE);
    }

    @Test
    void aCustomRulesetIsReadFromItsRulesTagAndWrittenBackWithIt() {
        String text = """
                [ruleset:custom]
                [rules:escape:edges corners:none exit-fort:no king-arms:unarmed]
                [board:custom]
                [start-position:/7/7/7/3K3/T6/6t/7/]
                [side-to-move:defenders]

                1. a3-a1 g2-g3
                2. d4-d7
                """;
        GameRecord record = RecordReader.read(text);

        assertThat(record.ruleset().id()).isEqualTo(RulesetFormat.CUSTOM);
        assertThat(record.ruleset().kingArms()).isEqualTo(Ruleset.KingArms.UNARMED);
        assertThat(record.result()).isEqualTo(new GameRecord.Result(Winner.DEFENDERS, Termination.KING_ESCAPED));
        assertThat(RecordWriter.write(record)).contains("[rules:" + RulesetFormat.write(record.ruleset()) + "]");
        assertThat(RecordReader.read(RecordWriter.write(record)).ruleset()).isEqualTo(record.ruleset());
    }

    @Test
    void aRulesTagGoesOnlyWithACustomRuleset() {
        assertThat(failure("[ruleset:copenhagen]\n[rules:escape:edges]\n1. d1-d3\n")
                        .error())
                .isEqualTo(RecordError.TAG);
        assertThat(failure("[ruleset:custom]\n1. d1-d3\n").error()).isEqualTo(RecordError.TAG);
        assertThat(failure("[ruleset:custom]\n[rules:escape:nowhere]\n1. d1-d3\n")
                        .getMessage())
                .contains("escape:nowhere");
    }

    @Test
    void commentsBlankLinesMissingTagsAndLooseSpacingAreAccepted() {
        GameRecord record = RecordReader.read("""
                # exported by hand
                  [ Ruleset : copenhagen ]   {the only tag it needs}
                [attackers:  Ragnar  ]

                1.d1-d3 {a quiet start} e5-e2
                   # a whole line of comment
                2.   g1-g3 [OpenTafl-style commentary|on both moves] f4-c4
                3. g3-e3xe2
                """);

        assertThat(record.moves()).containsExactly("d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3xe2");
        assertThat(record.start()).isEqualTo(Layout.COPENHAGEN.board());
        assertThat(record.tags()).containsExactly(java.util.Map.entry(GameRecord.ATTACKERS, "Ragnar"));
        assertThat(record.result()).isNull();
    }

    @Test
    void movesWithoutTurnNumbersOrCapturesGetTheirCapturesWritten() {
        GameRecord record = RecordReader.read("[ruleset:copenhagen]\nd1-d3 e5-e2 g1-g3 f4-c4 g3-e3");

        assertThat(record.moves()).endsWith("g3-e3xe2");
    }

    @Test
    void openTaflSpellingsOfMovesAreRead() {
        GameRecord record = RecordReader.read("""
                [ruleset:copenhagen]
                1. d1-d3 e5-e2+ 2. g1-g3 f4-c4 3. g3-e3xe2- e6-e4 4. a4-b4 Kf6-e6
                """);

        assertThat(record.moves())
                .containsExactly("d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3xe2", "e6-e4", "a4-b4", "f6-e6");
        assertThat(RecordReader.fromOpenTafl("g2-g3xf3/h3")).isEqualTo("g2-g3xf3xh3");
        assertThat(RecordReader.fromOpenTafl("Ke1-a1--")).isEqualTo("e1-a1");
        assertThat(RecordReader.fromOpenTafl("e3-e4++")).isEqualTo("e3-e4");
        assertThat(RecordReader.fromOpenTafl("d1-")).isEqualTo("d1-");
        assertThat(RecordReader.fromOpenTafl("k4-k3")).isEqualTo("k4-k3");
    }

    @Test
    void aRulesEndingIsTakenFromTheMovesWhenTheRecordDoesNotSayIt() {
        String moves =
                "[ruleset:tablut]\n[board:custom]\n[start-position:5/5/4K/1T3/1tT2]\n[side-to-move:defenders]\ne3-e4\n";

        assertThat(RecordReader.read(moves).result())
                .isEqualTo(new GameRecord.Result(Winner.DRAW, Termination.NO_LEGAL_MOVE));
        assertThat(RecordReader.read(moves.replace("tablut", "copenhagen")).result())
                .isEqualTo(new GameRecord.Result(Winner.DEFENDERS, Termination.NO_LEGAL_MOVE));
        assertThat(RecordReader.read(moves + "draw").result().winner()).isEqualTo(Winner.DRAW);
    }

    @Test
    void aTimeoutOrResignationWithoutAWinnerLosesTheSideToMove() {
        GameRecord record = RecordReader.read("[ruleset:copenhagen]\n[termination:timeout]\n1. d1-d3\n");

        assertThat(record.result()).isEqualTo(new GameRecord.Result(Winner.ATTACKERS, Termination.TIMEOUT));
    }

    @Test
    void aTablutGameOnTheBrandubhBoardStartsFromTheLayout() {
        GameRecord record = RecordReader.read("[ruleset:tablut]\n[board:brandubh]\n1. d2-b2 d3-c3\n");

        assertThat(record.start()).isEqualTo(Layout.BRANDUBH.board());
        assertThat(record.boardId()).isEqualTo("brandubh");
    }

    // ---- errors ----

    @Test
    void anIllegalMoveIsReportedWithItsPlaceNumberAndTheEnginesCode() {
        RecordException e = failure(EXAMPLE.replace("2. g1-g3", "2. g1-g8"));

        assertThat(e.error()).isEqualTo(RecordError.ILLEGAL_MOVE);
        assertThat(e.moveError()).isEqualTo(MoveError.BLOCKED);
        assertThat(e.ply()).isEqualTo(3);
        assertThat(e.line()).isEqualTo(16);
        assertThat(e.column()).isEqualTo(4);
        assertThat(e.getMessage())
                .isEqualTo("line 16, column 4: move 3 (turn 2, attackers) 'g1-g8' is illegal (blocked): "
                        + "the way from g1 to g8 is blocked at g5");
    }

    @Test
    void writtenCapturesMustBeTheRealOnes() {
        RecordException e = failure(EXAMPLE.replace("g3-e3xe2", "g3-e3xe4"));

        assertThat(e.moveError()).isEqualTo(MoveError.CAPTURE_MISMATCH);
        assertThat(e.ply()).isEqualTo(5);
        assertThat(e.getMessage())
                .startsWith("line 17, column 4: move 5 (turn 3, attackers) 'g3-e3xe4' is illegal (capture-mismatch)");
    }

    @Test
    void aMoveThatIsNotNotationIsMalformed() {
        RecordException e = failure("[ruleset:copenhagen]\n1. d1-d3 e5e2\n");

        assertThat(e.moveError()).isEqualTo(MoveError.MALFORMED);
        assertThat(e.getMessage()).startsWith("line 2, column 10: move 2 (turn 1, defenders) 'e5e2'");
    }

    @Test
    void aMoveAfterTheEndIsRefusedAsGameOver() {
        RecordException e =
                failure("[ruleset:tablut]\n[start-position:5/5/4K/1T3/1tT2]\n[side-to-move:defenders]\ne3-e4 b1-b3");

        assertThat(e.moveError()).isEqualTo(MoveError.GAME_OVER);
        assertThat(e.ply()).isEqualTo(2);
    }

    @Test
    void theRulesetIsRequired() {
        RecordException e = failure("1. d1-d3\n");

        assertThat(e.error()).isEqualTo(RecordError.TAG);
        assertThat(e.line()).isZero();
        assertThat(e.getMessage())
                .isEqualTo(
                        "the record has no [ruleset:...] tag; expected one of copenhagen, tablut, fetlar, brandubh, linnaeus-tablut, tawlbwrdd, ard-ri, sea-battle,"
                                + " alea-evangelii");
    }

    @Test
    void badTagsSayWhichAndWhere() {
        assertThat(failure("[ruleset:chess]\n").getMessage())
                .isEqualTo(
                        "line 1, column 10: unknown ruleset 'chess': expected one of copenhagen, tablut, fetlar, brandubh, linnaeus-tablut, tawlbwrdd, ard-ri, sea-battle,"
                                + " alea-evangelii");
        assertThat(failure("[ruleset:tablut]\n[site:a]\n[site:b]\n").getMessage())
                .isEqualTo("line 3, column 1: the 'site' tag is written twice");
        assertThat(failure("[ruleset:tablut]\n[date:yesterday]\n").getMessage())
                .isEqualTo("line 2, column 7: the 'date' tag 'yesterday' is not a date like 2024.03.01");
        assertThat(failure("[ruleset:tablut]\n[board:go]\n").getMessage())
                .contains("line 2, column 8: unknown board 'go'");
        assertThat(failure("[ruleset:tablut]\n[side-to-move:white]\n").error()).isEqualTo(RecordError.TAG);
        assertThat(failure("[ruleset:tablut]\n[termination:agreement]\n").getMessage())
                .startsWith("line 2, column 14: unknown termination 'agreement': expected one of king-captured,"
                        + " king-escaped");
        assertThat(failure("[ruleset:tablut]\n[result:2]\n").getMessage())
                .startsWith("line 2, column 9: the result '2'");
    }

    @Test
    void badPositionsSayWhy() {
        RecordException bad = failure("[ruleset:tablut]\n[board:custom]\n[start-position:/5/5/5/5/5/]\n");
        assertThat(bad.error()).isEqualTo(RecordError.POSITION);
        assertThat(bad.getMessage())
                .isEqualTo("line 3, column 17: the start position is not playable: "
                        + "the position has 0 kings; it needs exactly one");

        assertThat(failure("[ruleset:tablut]\n[board:custom]\n").getMessage())
                .isEqualTo("line 2, column 1: a custom board needs a [start-position:...] tag");
        assertThat(failure("[ruleset:tablut]\n[board:tablut]\n[start-position:5/5/2K2/5/5]\n")
                        .getMessage())
                .isEqualTo("line 3, column 17: the start position is not the tablut layout; write [board:custom] for"
                        + " another position");
        assertThat(failure("[ruleset:tablut]\n[board-size:11]\n").getMessage())
                .isEqualTo("line 2, column 13: the board size is written '11', but the board is 9x9");
    }

    @Test
    void syntaxErrorsSayWhere() {
        assertThat(failure("[ruleset:tablut]\n1. d1-d3 {never closed\n e5-e2").getMessage())
                .isEqualTo("line 2, column 10: this comment is never closed: '}' is missing");
        assertThat(failure("[ruleset:tablut]\n[site:taflpost\n").getMessage())
                .isEqualTo("line 2, column 1: the 'site' tag is never closed: ']' is missing");
        assertThat(failure("[ruleset tablut]\n").getMessage())
                .isEqualTo("line 1, column 1: a tag is written [name:value]; this one has no ':'");
        assertThat(failure("[ruleset:tablut]\n1. e1-e2 2. e3-e4").getMessage())
                .isEqualTo("line 2, column 10: turn 1 has only one move before '2.'; a turn has two moves, one for each"
                        + " side");
        assertThat(failure("[ruleset:tablut]\n1. d1-d3 c5-c2\n3. b5-b3").getMessage())
                .isEqualTo("line 3, column 1: turn 2 comes here, but it is numbered 3");
        assertThat(failure("[ruleset:tablut]\n1. d1-d3 * c5-c2").getMessage())
                .isEqualTo("line 2, column 12: nothing may follow the result '*', but 'c5-c2' does");
    }

    @Test
    void aDeclaredResultMustAgreeWithTheMoves() {
        String ongoing = "[ruleset:copenhagen]\n1. d1-d3 e5-e2\n";
        assertThat(failure(ongoing + "defenders-win").getMessage())
                .isEqualTo("line 3, column 1: the record says the "
                        + "defenders won but not how, and the moves do not end the game: add"
                        + " [termination:resignation] or "
                        + "[termination:timeout]");
        assertThat(failure("[termination:king-escaped]\n" + ongoing).getMessage())
                .isEqualTo("line 1, column 1: the record says the game ended by king-escaped, but the moves do not end"
                        + " it");
        assertThat(failure("[result:1]\n[termination:timeout]\n" + ongoing).getMessage())
                .isEqualTo("line 1, column 1: only the side to move (attackers) can lose on time, but the record says"
                        + " attackers (timeout)");
        assertThat(failure("[result:1]\n" + ongoing + "defenders-win").getMessage())
                .isEqualTo("line 4, column 1: the result 'defenders-win' disagrees with the [result:1] tag");
        assertThat(failure("[result:0]\n[termination:resignation]\n" + ongoing).error())
                .isEqualTo(RecordError.RESULT);

        String ended = "[ruleset:tablut]\n[start-position:5/5/4K/1T3/1tT2]\n[side-to-move:defenders]\ne3-e4 ";
        assertThat(failure(ended + "*").getMessage())
                .isEqualTo("line 4, column 7: the moves end the game (draw (no-legal-move)) but the record says it goes"
                        + " on");
        assertThat(failure("[termination:resignation]\n" + ended).getMessage())
                .isEqualTo("line 1, column 1: the moves end the game (draw (no-legal-move)) but the record says"
                        + " defenders (resignation)");
    }

    @Test
    void aRecordBuiltByHandIsCheckedToo() {
        assertThatThrownBy(() -> new GameRecord(
                        Ruleset.COPENHAGEN,
                        Layout.COPENHAGEN.board(),
                        Side.ATTACKERS,
                        java.util.List.of("d1-d3", "d3-d4"),
                        null,
                        java.util.Map.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("move 2 'd3-d4' is illegal (not-your-piece): d3 holds an attacker, but it is the defenders'"
                        + " turn");
        assertThatThrownBy(() -> GameRecord.of(com.taflpost.rules.Game.start(Ruleset.TABLUT, Layout.TABLUT))
                        .withTag("result", "1"))
                .hasMessage("the 'result' tag is written from the record itself");
        assertThatThrownBy(() -> GameRecord.of(com.taflpost.rules.Game.start(Ruleset.TABLUT, Layout.TABLUT))
                        .withTag("Bad Name", "1"))
                .hasMessageStartingWith("'Bad Name' is not a tag name");
    }

    private static RecordException failure(String text) {
        RecordException e = catchThrowableOfType(() -> RecordReader.read(text), RecordException.class);
        assertThat(e).as("reading should fail:\n" + text).isNotNull();
        return e;
    }
}
