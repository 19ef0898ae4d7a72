package com.taflpost.explorer;

import com.taflpost.rules.Game;
import com.taflpost.rules.format.GameRecord;
import com.taflpost.rules.format.RecordWriter;
import com.taflpost.rules.format.RulesetFormat;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.Map;
import javax.sql.DataSource;

/**
 * Puts an imported collection's records into the explorer's index, each once: a record is known by the hash of its game
 * (the record as {@link RecordWriter} writes it without its descriptive tags), and one whose hash is in the index
 * already is passed over, whoever imported it. A record and its moves go in in one transaction, so an import stopped
 * half-way leaves whole records only, and running it again finishes it.
 */
@ApplicationScoped
public class RecordImport {
    /** What became of one record. */
    public enum Outcome {
        IMPORTED,
        KNOWN,
        /** A game going on, or under custom rules: the explorer holds finished games under named rulesets. */
        PASSED_OVER
    }

    private final DataSource database;

    RecordImport(DataSource database) {
        this.database = database;
    }

    public Outcome add(String collection, GameRecord record) {
        if (record.isOngoing() || record.ruleset().id().equals(RulesetFormat.CUSTOM)) {
            return Outcome.PASSED_OVER;
        }
        Game game = record.game();
        String hash = hash(record);
        try (Connection connection = database.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement keep = connection.prepareStatement(
                    "insert into explorer_records (hash, collection, winner, reason, attackers, defenders)"
                            + " values (?, ?, ?, ?, ?, ?) on conflict (hash) do nothing")) {
                keep.setString(1, hash);
                keep.setString(2, collection);
                keep.setString(3, record.result().winner().id());
                keep.setString(4, record.result().termination().id());
                keep.setString(5, record.tag(GameRecord.ATTACKERS));
                keep.setString(6, record.tag(GameRecord.DEFENDERS));
                if (keep.executeUpdate() == 0) {
                    connection.rollback();
                    return Outcome.KNOWN;
                }
                IndexedMoves.insert(
                        connection,
                        IndexedMoves.Source.RECORD,
                        hash,
                        record.ruleset().id(),
                        game,
                        record.result().winner().id(),
                        Timestamp.from(endedAt(record)));
                connection.commit();
                return Outcome.IMPORTED;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** The hex SHA-256 of the game alone: the same game recorded with other names, dates or comments is the same. */
    static String hash(GameRecord record) {
        GameRecord game = new GameRecord(
                record.ruleset(), record.start(), record.sideToMove(), record.moves(), record.result(), Map.of());
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256")
                            .digest(RecordWriter.write(game).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The day it ended, else the day it started, at midnight UTC; a record without dates ends as it is imported. */
    private static Instant endedAt(GameRecord record) {
        LocalDate day = record.finished() != null ? record.finished() : record.started();
        return day == null ? Instant.now() : day.atStartOfDay(ZoneOffset.UTC).toInstant();
    }
}
