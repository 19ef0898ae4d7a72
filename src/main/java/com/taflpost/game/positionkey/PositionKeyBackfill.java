package com.taflpost.game.positionkey;

import com.taflpost.fairplay.PositionKey;
import com.taflpost.game.GameStore;
import com.taflpost.rules.Board;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.format.RulesetFormat;
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
import javax.sql.DataSource;

/**
 * Gives the games that were already running when {@code games.position_key} came (migration V52) their key, at
 * startup: positions are not stored, so only a replay of the moves finds them, which SQL cannot do. Games created
 * since have their key from the start and every move writes it. Each key is written on the version read: a game that
 * moved meanwhile already has its key from that move. Written through the store, as every write of a game is.
 */
@ApplicationScoped
public class PositionKeyBackfill {
    private static final int BATCH = 500;

    private static final String WITHOUT_KEY = """
            select id, ruleset, rules, start_position, start_side, moves, version from games
            where status in ('waiting', 'active') and position_key is null and id > ? order by id limit ?""";

    private final DataSource database;
    private final GameStore store;

    PositionKeyBackfill(DataSource database, GameStore store) {
        this.database = database;
        this.store = store;
    }

    void backfill(@Observes StartupEvent startup) {
        try {
            int written = backfill();
            if (written > 0) {
                Log.infof("fair play: gave %d running games their position key", written);
            }
        } catch (SQLException | RuntimeException e) {
            // the check then misses these games until the next start; the server runs on
            Log.warnf(e, "fair play: could not give the running games their position key");
        }
    }

    /** Keys every waiting or running game without one; answers how many it wrote. */
    public int backfill() throws SQLException {
        int written = 0;
        try (Connection connection = database.getConnection();
                PreparedStatement read = connection.prepareStatement(WITHOUT_KEY)) {
            int found;
            String after = "";
            do {
                found = 0;
                read.setString(1, after);
                read.setInt(2, BATCH);
                List<GameStore.KeyedPosition> keyed = new ArrayList<>();
                try (ResultSet row = read.executeQuery()) {
                    while (row.next()) {
                        found++;
                        after = row.getString(1);
                        Long key = key(row);
                        if (key != null) {
                            keyed.add(new GameStore.KeyedPosition(after, row.getLong(7), key));
                        }
                    }
                }
                // a game that moved meanwhile is left out here, and has its key from its move
                written += store.keyPositions(keyed);
            } while (found == BATCH);
        }
        return written;
    }

    /** The key of the game's current position; null, with a warning, for a game that does not replay. */
    private static Long key(ResultSet row) throws SQLException {
        Ruleset ruleset = row.getString(3) == null
                ? Ruleset.fromId(row.getString(2))
                : RulesetFormat.read(row.getString(3)).ruleset();
        List<String> moves = Arrays.stream((Object[]) row.getArray(6).getArray())
                .map(String.class::cast)
                .toList();
        Replay replay =
                Replay.of(ruleset, Board.parse(row.getString(4), ruleset), Side.fromId(row.getString(5)), moves);
        if (!replay.isComplete()) {
            Log.warnf("fair play: stored game %s does not replay: %s", row.getString(1), replay.illegalMove());
            return null;
        }
        return PositionKey.of(replay.game().current());
    }
}
