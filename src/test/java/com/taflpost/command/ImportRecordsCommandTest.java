package com.taflpost.command;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.rules.CorpusGame;
import com.taflpost.rules.Game;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import com.taflpost.rules.format.GameRecord;
import com.taflpost.rules.format.RecordWriter;
import com.taflpost.rules.format.Termination;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The operator's import of a collection of records into the explorer (docs/operations.md), with the repository's own
 * corpus of real Copenhagen games written out as records: the explorer then answers their moves, counted as imported,
 * and importing the collection again counts nothing twice.
 */
@QuarkusTest
class ImportRecordsCommandTest {
    /** Enough games for openings many share, few enough to import in a moment. */
    private static final int GAMES = 60;

    @Inject
    ImportRecordsCommand command;

    @Inject
    AgroalDataSource database;

    @TempDir
    Path folder;

    record Run(int status, String out, String err) {}

    @Test
    void theCorpusImportedShowsInTheExplorerOnce() throws Exception {
        List<GameRecord> records = finishedCorpusGames();
        forget();
        Path games = Files.createDirectory(folder.resolve("aagenielsen"));
        for (int i = 0; i < records.size(); i++) {
            Files.writeString(games.resolve("game-" + i + ".otg"), RecordWriter.write(records.get(i)));
        }
        Files.writeString(games.resolve("notes.txt"), "not a record at all");
        Files.writeString(games.resolve("going-on.otg"), "[ruleset:copenhagen]\n\n1. d1-d3 *\n");
        Map<String, Long> firstMoves = new TreeMap<>();
        records.forEach(record -> firstMoves.merge(record.moves().get(0), 1L, Long::sum));

        Run first = run("--collection", "aagenielsen.dk corpus", games.toString());
        assertThat(first.status()).as(first.err()).isEqualTo(1);
        assertThat(first.out())
                .contains("collection aagenielsen.dk corpus: " + records.size() + " records imported, 0 imported"
                        + " before, 1 passed over (going on or custom rules), 1 files not records");
        assertThat(first.err()).contains("notes.txt").doesNotContain("game-");

        JsonPath start = explorer("");
        assertThat(start.getLong("imported")).isEqualTo(records.size());
        assertThat(start.getLong("games")).isGreaterThanOrEqualTo(records.size());
        Map<String, Long> imported = new TreeMap<>();
        for (Map<String, Object> move : start.<Map<String, Object>>getList("moves")) {
            long count = ((Number) move.get("imported")).longValue();
            if (count > 0) {
                imported.put((String) move.get("move"), count);
            }
        }
        assertThat(imported).isEqualTo(firstMoves);

        // deeper in, the moves of the games through a shared opening, with how they ended
        GameRecord sample = records.get(0);
        List<String> opening = sample.moves().subList(0, 2);
        long through = records.stream()
                .filter(r -> r.moves().size() > 2 && r.moves().subList(0, 2).equals(opening))
                .count();
        long attackersWon = records.stream()
                .filter(r -> r.moves().size() > 2 && r.moves().subList(0, 2).equals(opening))
                .filter(r -> r.result().winner() == Winner.ATTACKERS)
                .count();
        JsonPath after = explorer(String.join(",", opening));
        assertThat(after.getLong("imported")).isEqualTo(through);
        List<Map<String, Object>> importedMoves = after.<Map<String, Object>>getList("moves").stream()
                .filter(move -> ((Number) move.get("imported")).longValue() > 0)
                .toList();
        assertThat(importedMoves.stream()
                        .mapToLong(move -> ((Number) move.get("attackersWon")).longValue())
                        .sum())
                .isGreaterThanOrEqualTo(attackersWon);

        // the same collection again, under another name: every record is known by its game, nothing counts twice
        Run again = run(games.toString());
        assertThat(again.out())
                .contains("collection aagenielsen: 0 records imported, " + records.size() + " imported before");
        assertThat(explorer("").getLong("imported")).isEqualTo(records.size());
    }

    @Test
    void aCommandLineItCannotFollowIsRefused() {
        assertThat(run().status()).isEqualTo(2);
        assertThat(run("--sideways", folder.toString()).status()).isEqualTo(2);
        Run missing = run(folder.resolve("nothing-here").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("no such file or folder");
    }

    private Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = command.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static JsonPath explorer(String moves) {
        return given().queryParam("ruleset", "copenhagen")
                .queryParam("board", "copenhagen")
                .queryParam("moves", moves)
                .get("/api/explorer")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /**
     * The first finished games of the corpus as records: the result the rules give, else the recorded winner by
     * resignation or timeout; a game our rules read otherwise than the site did is left out.
     */
    private static List<GameRecord> finishedCorpusGames() {
        List<GameRecord> records = new ArrayList<>();
        for (CorpusGame corpus : CorpusGame.load()) {
            Winner winner = corpus.recordedWinner();
            if (winner == null || corpus.moves().isEmpty()) {
                continue;
            }
            Replay replay = Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN.board(), Side.ATTACKERS, corpus.moves());
            if (!replay.isComplete()) {
                continue;
            }
            Game game = replay.game();
            GameRecord.Result result = game.isOver()
                    ? GameRecord.Result.of(game.outcome())
                    : new GameRecord.Result(
                            winner, corpus.endedOnTime() ? Termination.TIMEOUT : Termination.RESIGNATION);
            if (result.winner() != winner) {
                continue;
            }
            try {
                records.add(GameRecord.of(game)
                        .withResult(result)
                        .withTag(GameRecord.EVENT, "aagenielsen.dk, corpus line " + corpus.line()));
            } catch (IllegalArgumentException disagreeing) {
                // a timeout the record gives the side not to move: the site's reading, not ours
            }
            if (records.size() == GAMES) {
                break;
            }
        }
        return records;
    }

    /** Takes this test's records out of the index, as an earlier run left them: only this test imports them. */
    private void forget() throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement delete = connection.prepareStatement(
                        "delete from explorer_records where collection like 'aagenielsen%'")) {
            delete.executeUpdate();
        }
    }
}
