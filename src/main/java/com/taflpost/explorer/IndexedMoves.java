package com.taflpost.explorer;

import com.taflpost.fairplay.PositionKey;
import com.taflpost.rules.Game;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;

/**
 * Writes a finished game's moves into the explorer's index, each by the position it was played from, in one statement:
 * the counts per position and move (migration V59) are kept by a trigger that runs once a statement, so a game costs
 * one grouped upsert however many moves it has.
 */
final class IndexedMoves {
    /** Where the moves came from: a server game or an imported record, each its column of explorer_moves. */
    enum Source {
        GAME("game_id"),
        RECORD("record_hash");

        private final String column;

        Source(String column) {
            this.column = column;
        }
    }

    private IndexedMoves() {}

    static void insert(
            Connection connection, Source source, String id, String ruleset, Game game, String winner, Timestamp ended)
            throws SQLException {
        if (game.ply() == 0) {
            return;
        }
        Long[] keys = new Long[game.ply()];
        String[] moves = new String[game.ply()];
        for (int ply = 1; ply <= game.ply(); ply++) {
            keys[ply - 1] = PositionKey.of(game.state(ply - 1));
            moves[ply - 1] = game.plies().get(ply - 1).notation();
        }
        try (PreparedStatement insert = connection.prepareStatement("insert into explorer_moves (position_key, ruleset,"
                + " move, " + source.column + ", ply, winner, ended_at)"
                + " select m.key, ?, m.move, ?, m.ply, ?, ?"
                + " from unnest(?::bigint[], ?::text[]) with ordinality as m(key, move, ply)")) {
            insert.setString(1, ruleset);
            insert.setString(2, id);
            insert.setString(3, winner);
            insert.setTimestamp(4, ended);
            insert.setArray(5, connection.createArrayOf("bigint", keys));
            insert.setArray(6, connection.createArrayOf("text", moves));
            insert.executeUpdate();
        }
    }
}
