package com.taflpost.explorer;

import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import io.quarkus.logging.Log;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;

/**
 * Indexes the finished games the explorer does not know yet (those that ended before it came, or whose indexing
 * failed), at startup, on a thread of its own: a server with many finished games starts at once and its explorer
 * fills in behind.
 */
@ApplicationScoped
public class ExplorerBackfill {
    private static final int BATCH = 200;

    private static final String NOT_INDEXED = """
            select g.id, g.ruleset, g.rules, g.start_position, g.start_side, g.moves, g.result_winner, g.updated_at
            from games g
            where g.status = 'finished' and g.id > ?
              and not exists (select from explorer_games e where e.game_id = g.id)
            order by g.id limit ?""";

    private final DataSource database;
    private final ExplorerIndex index;

    ExplorerBackfill(DataSource database, ExplorerIndex index) {
        this.database = database;
        this.index = index;
    }

    void start(@Observes StartupEvent startup) {
        Thread thread = new Thread(
                () -> {
                    try {
                        int indexed = backfill();
                        if (indexed > 0) {
                            Log.infof("explorer: indexed %d finished games", indexed);
                        }
                    } catch (SQLException | RuntimeException e) {
                        Log.warnf(e, "explorer: could not index the finished games; the next start tries again");
                    }
                },
                "explorer-backfill");
        thread.setDaemon(true);
        thread.start();
    }

    /** Indexes every finished game not indexed yet; answers how many it read. */
    int backfill() throws SQLException {
        int indexed = 0;
        String after = "";
        List<ExplorerIndex.Finished> batch;
        do {
            batch = read(after);
            for (ExplorerIndex.Finished game : batch) {
                try {
                    index.index(game);
                } catch (RuntimeException e) {
                    Log.warnf(e, "explorer: cannot index game %s", game.id());
                }
                after = game.id();
            }
            indexed += batch.size();
        } while (batch.size() == BATCH);
        return indexed;
    }

    private List<ExplorerIndex.Finished> read(String after) throws SQLException {
        List<ExplorerIndex.Finished> games = new ArrayList<>();
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(NOT_INDEXED)) {
            query.setString(1, after);
            query.setInt(2, BATCH);
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    games.add(new ExplorerIndex.Finished(
                            row.getString(1),
                            row.getString(2),
                            row.getString(3),
                            row.getString(4),
                            Side.fromId(row.getString(5)),
                            Arrays.stream((Object[]) row.getArray(6).getArray())
                                    .map(String.class::cast)
                                    .toList(),
                            Winner.valueOf(row.getString(7).toUpperCase(Locale.ROOT)),
                            row.getTimestamp(8).toInstant()));
                }
            }
        }
        return games;
    }
}
