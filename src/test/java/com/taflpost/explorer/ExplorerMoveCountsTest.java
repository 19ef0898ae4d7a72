package com.taflpost.explorer;

import static org.assertj.core.api.Assertions.assertThat;

import com.taflpost.rules.Layout;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import com.taflpost.rules.format.GameRecord;
import com.taflpost.rules.format.Termination;
import com.taflpost.testsupport.Games;
import com.taflpost.testsupport.Seats;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The counts the explorer's move list reads (migration V59) are kept by PostgreSQL for every writer of the index: after
 * games end, an import, an import again and a collection taken out, they equal the index's moves counted afresh. The
 * comparison covers the whole index, so rows earlier runs left are checked too.
 */
@QuarkusTest
class ExplorerMoveCountsTest {
    private static final String COLLECTION = "move-counts-test";

    /** The counts that differ from a fresh aggregate of explorer_moves, one line each; none when they are kept. */
    private static final String DIFFERENCES = """
            select position_key || ' ' || ruleset || ' ' || move || ': kept '
                   || coalesce(c.attackers || '/' || c.defenders || '/' || c.draws || '/' || c.imported, 'none')
                   || ', counted ' || coalesce(f.attackers || '/' || f.defenders || '/' || f.draws || '/' || f.imported,
                   'none')
            from explorer_move_counts c
            full join (select position_key, ruleset, move,
                              count(*) filter (where winner = 'attackers') as attackers,
                              count(*) filter (where winner = 'defenders') as defenders,
                              count(*) filter (where winner = 'draw') as draws,
                              count(*) filter (where imported) as imported
                       from explorer_moves group by position_key, ruleset, move) f
                using (position_key, ruleset, move)
            where (c.attackers, c.defenders, c.draws, c.imported)
                  is distinct from (f.attackers, f.defenders, f.draws, f.imported)
            limit 20""";

    /** The counts of the first move a game played, from the position it was played in. */
    private static final String FIRST_MOVE = """
            select c.attackers, c.defenders, c.draws, c.imported
            from explorer_moves m join explorer_move_counts c using (position_key, ruleset, move)
            where m.game_id = ? and m.ply = 1""";

    @Inject
    RecordImport imports;

    @Inject
    AgroalDataSource database;

    @Test
    void theCountsEqualTheMovesCountedAfresh() throws Exception {
        update("delete from explorer_records where collection like '" + COLLECTION + "%'");
        assertThat(differences()).isEmpty();

        // two games on brandubh that open b4-b2: the defenders win one (the king escapes), the attackers the other
        Seats escaped = Games.playedToTheEnd();
        Seats resigned = Seats.of(Games.anonymous("copenhagen", "brandubh"));
        for (int ply = 0; ply < 2; ply++) {
            Games.move(resigned.id(), resigned.toMoveAt(ply), Games.KING_ESCAPES.get(ply), ply)
                    .then()
                    .statusCode(201);
        }
        Games.resign(resigned.id(), resigned.defenders()).then().statusCode(200);
        awaitIndexed(escaped.id(), resigned.id());
        assertThat(differences()).isEmpty();
        long[] played = firstMove(escaped.id());
        assertThat(played[0]).isPositive();
        assertThat(played[1]).isPositive();

        // records that open the same way, imported: each counted once, as imported
        List<GameRecord> records = records();
        for (GameRecord record : records) {
            assertThat(imports.add(COLLECTION, record)).isEqualTo(RecordImport.Outcome.IMPORTED);
        }
        assertThat(differences()).isEmpty();
        long[] withRecords = firstMove(escaped.id());
        assertThat(withRecords[0]).isEqualTo(played[0] + records.size());
        assertThat(withRecords[3]).isEqualTo(played[3] + records.size());

        // the same records again, under another name: known, nothing counted twice
        for (GameRecord record : records) {
            assertThat(imports.add(COLLECTION + " again", record)).isEqualTo(RecordImport.Outcome.KNOWN);
        }
        assertThat(differences()).isEmpty();
        assertThat(firstMove(escaped.id())).isEqualTo(withRecords);

        // the collection taken out: its moves go, and their counts with them
        update("delete from explorer_records where collection = '" + COLLECTION + "'");
        assertThat(differences()).isEmpty();
        assertThat(firstMove(escaped.id())).isEqualTo(played);
    }

    /** Copenhagen on brandubh, the first one to four moves of the king's escape, each resigned by the defenders. */
    private static List<GameRecord> records() {
        List<GameRecord> records = new ArrayList<>();
        for (int plies = 1; plies <= 4; plies++) {
            Replay replay = Replay.of(
                    Ruleset.COPENHAGEN, Layout.BRANDUBH.board(), Side.ATTACKERS, Games.KING_ESCAPES.subList(0, plies));
            records.add(GameRecord.of(replay.game())
                    .withResult(new GameRecord.Result(Winner.ATTACKERS, Termination.RESIGNATION)));
        }
        return records;
    }

    private void awaitIndexed(String... games) throws Exception {
        Instant until = Instant.now().plus(Duration.ofSeconds(10));
        while (indexed(games) < games.length && Instant.now().isBefore(until)) {
            Thread.sleep(50);
        }
        assertThat(indexed(games)).isEqualTo(games.length);
    }

    private int indexed(String... games) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement read =
                        connection.prepareStatement("select count(*) from explorer_games where game_id = any (?)")) {
            read.setArray(1, connection.createArrayOf("text", games));
            try (ResultSet row = read.executeQuery()) {
                row.next();
                return row.getInt(1);
            }
        }
    }

    private List<String> differences() throws Exception {
        List<String> differences = new ArrayList<>();
        try (Connection connection = database.getConnection();
                PreparedStatement read = connection.prepareStatement(DIFFERENCES);
                ResultSet row = read.executeQuery()) {
            while (row.next()) {
                differences.add(row.getString(1));
            }
        }
        return differences;
    }

    /** Attackers' wins, defenders' wins, draws and imported records of the game's first move. */
    private long[] firstMove(String game) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement read = connection.prepareStatement(FIRST_MOVE)) {
            read.setString(1, game);
            try (ResultSet row = read.executeQuery()) {
                assertThat(row.next()).isTrue();
                return new long[] {row.getLong(1), row.getLong(2), row.getLong(3), row.getLong(4)};
            }
        }
    }

    private void update(String sql) throws Exception {
        try (Connection connection = database.getConnection();
                PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.executeUpdate();
        }
    }
}
