package com.taflpost.rules.format;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.rules.Board;
import com.taflpost.rules.CorpusGame;
import com.taflpost.rules.Game;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Records written and read back: the recorded corpus, Tablut and custom boards. */
class RecordRoundTripTest {

    private static List<GameRecord> corpus;

    /**
     * Every corpus game our rules accept to its last move, with the result the corpus records: the rules' outcome
     * when they end it, else a timeout or a resignation. Drawn games are left out: Copenhagen has no draws.
     */
    @BeforeAll
    static void recordTheCorpus() {
        corpus = new ArrayList<>();
        for (CorpusGame game : CorpusGame.load()) {
            Replay replay = Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, game.moves());
            if (!replay.isComplete() || game.result().equals("Draw")) {
                continue;
            }
            GameRecord.Result result;
            if (replay.game().isOver()) {
                result = GameRecord.Result.of(replay.game().outcome());
            } else if (game.recordedWinner() == null) {
                result = null;
            } else {
                result = new GameRecord.Result(
                        game.recordedWinner(), game.endedOnTime() ? Termination.TIMEOUT : Termination.RESIGNATION);
            }
            corpus.add(new GameRecord(
                    Ruleset.COPENHAGEN,
                    Layout.COPENHAGEN.board(),
                    Side.ATTACKERS,
                    game.moves(),
                    result,
                    Map.of(GameRecord.SITE, "aagenielsen.dk", GameRecord.EVENT, "corpus line " + game.line())));
        }
    }

    @Test
    void theCorpusGivesRecordsOfEveryKind() {
        assertThat(corpus).hasSizeGreaterThan(1700);
        assertThat(corpus).extracting(GameRecord::result).containsNull();
        assertThat(corpus)
                .extracting(record ->
                        record.result() == null ? null : record.result().termination())
                .contains(
                        Termination.KING_CAPTURED,
                        Termination.KING_ESCAPED,
                        Termination.EXIT_FORT,
                        Termination.RESIGNATION,
                        Termination.TIMEOUT);
    }

    @Test
    void everyCorpusGameReadsBackEqualAndWritesTheSameText() {
        for (GameRecord record : corpus) {
            String text = RecordWriter.write(record);
            GameRecord read = RecordReader.read(text);
            assertThat(read).as(text).isEqualTo(record);
            assertThat(RecordWriter.write(read)).isEqualTo(text);
        }
    }

    @Test
    void corpusMovesAsRecordedReadAsTheCanonicalRecord() {
        List<CorpusGame> games = CorpusGame.load();
        int checked = 0;
        for (CorpusGame game : games) {
            Replay replay = Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, game.moves());
            if (!replay.isComplete() || replay.game().isOver()) {
                continue;
            }
            // The corpus spelling: captures in any order, a piece sometimes written twice, no turn numbers.
            GameRecord read = RecordReader.read("[ruleset:copenhagen]\n" + String.join(" ", game.moves()) + "\n");
            assertThat(read.moves()).isEqualTo(GameRecord.of(replay.game()).moves());
            assertThat(read.result()).isNull();
            checked++;
        }
        assertThat(checked).isGreaterThan(1000);
    }

    @Test
    void aTablutGameWithEveryTagRoundTrips() {
        Game game = Game.start(Ruleset.TABLUT, Layout.TABLUT)
                .play("d1-d3")
                .play("c5-c2")
                .play("b5-b3")
                .play("e4-h4");
        GameRecord record = GameRecord.of(game)
                .withTag(GameRecord.EVENT, "Tablut ] league \\ spring")
                .withTag(GameRecord.SITE, "taflpost")
                .withDates(LocalDate.of(2024, 3, 1), LocalDate.of(2024, 4, 12))
                .withTag(GameRecord.ATTACKERS, "Ragnar")
                .withTag(GameRecord.DEFENDERS, "Astrid\nof the north")
                .withTag(GameRecord.TIME_CONTROL, "per-move P3D")
                .withTag("round", "3")
                .withResult(new GameRecord.Result(Winner.DEFENDERS, Termination.TIMEOUT));

        String text = RecordWriter.write(record);

        assertThat(text).isEqualTo("""
                [event:Tablut \\] league \\\\ spring]
                [site:taflpost]
                [date:2024.03.01]
                [date-finished:2024.04.12]
                [attackers:Ragnar]
                [defenders:Astrid\\nof the north]
                [time-control:per-move P3D]
                [ruleset:tablut]
                [board:tablut]
                [board-size:9]
                [start-position:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/]
                [result:-1]
                [termination:timeout]
                [round:3]

                1. d1-d3 c5-c2
                2. b5-b3 e4-h4
                defenders-win
                """);
        GameRecord read = RecordReader.read(text);
        assertThat(read).isEqualTo(record);
        assertThat(read.tag(GameRecord.DEFENDERS)).isEqualTo("Astrid\nof the north");
        assertThat(read.started()).isEqualTo(LocalDate.of(2024, 3, 1));
        assertThat(read.finished()).isEqualTo(LocalDate.of(2024, 4, 12));
    }

    @Test
    void aCustomBoardWithTheDefendersToMoveRoundTrips() {
        Board board = Board.parse("/5/5/4K/1T3/1tT2/");
        GameRecord record =
                GameRecord.of(Game.start(Ruleset.TABLUT, board, Side.DEFENDERS).play("e3-e4"));

        String text = RecordWriter.write(record);

        assertThat(text).isEqualTo("""
                [ruleset:tablut]
                [board:custom]
                [board-size:5]
                [start-position:/5/5/4K/1T3/1tT2/]
                [side-to-move:defenders]
                [result:0]
                [termination:no-legal-move]

                1. e3-e4
                draw
                """);
        assertThat(RecordReader.read(text)).isEqualTo(record);
    }

    @Test
    void aGameWithoutMovesRoundTrips() {
        GameRecord record = GameRecord.of(Game.start(Ruleset.COPENHAGEN, Layout.BRANDUBH));

        String text = RecordWriter.write(record);

        assertThat(text).endsWith("[result:?]\n\n*\n").contains("[board:brandubh]", "[ruleset:copenhagen]");
        assertThat(RecordReader.read(text)).isEqualTo(record);
    }
}
