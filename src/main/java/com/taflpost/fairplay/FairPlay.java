package com.taflpost.fairplay;

import com.taflpost.auth.Caller;
import com.taflpost.auth.Seat;
import com.taflpost.problem.ApiException;
import com.taflpost.rules.Game;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * The computer's help kept out of games being played: before it evaluates a position, the position (and the two
 * before it in the moves sent, so that trying one's move and asking about the reply is refused too, but never a named
 * board's start position) is looked up among the current positions of running games. A running rated game's position
 * is refused to everyone, but in a named board's opening only to its players; a running game's position to its own
 * players, but for a game against the computer, where hints are allowed. See docs/api.md, "Fair play".
 */
@ApplicationScoped
public class FairPlay {
    public static final String CODE = "position-in-play";

    /** How many positions before the one evaluated are looked up too. */
    static final int PLIES_BEHIND = 2;

    /**
     * The plies of a named board's opening, whose positions many games share: a rated game standing at one is no reason
     * to refuse everyone else, only its players.
     */
    static final int OPENING_PLIES = 4;

    /** Running games now at one of the keys; read on the primary, which has every move as soon as it is answered. */
    private static final String RUNNING = """
            select id, rated, computer_level is not null, attackers_player_id, defenders_player_id, seat_games,
                   position_key
            from games where status = 'active' and position_key = any(?)""";

    private final DataSource database;

    FairPlay(DataSource database) {
        this.database = database;
    }

    /**
     * Refuses with 403 {@value #CODE} when the computer may not evaluate where {@code game} stands for the caller.
     * {@code namedStart}: the game started from a named board's opening, whose start position (with its first mover to
     * move) is never looked up: it is public, the same in every game, and some rated game nearly always waits at it.
     */
    public void requireEvaluable(Game game, boolean namedStart, Caller caller) {
        int to = game.ply();
        Long start = namedStart ? PositionKey.of(game.state(0)) : null;
        // each key looked up, and whether it was only met in the opening (true) or also later (false)
        Map<Long, Boolean> looked = new HashMap<>();
        for (int ply = to; ply >= Math.max(0, to - PLIES_BEHIND); ply--) {
            long key = PositionKey.of(game.state(ply));
            if (start == null || key != start) {
                looked.merge(key, namedStart && ply <= OPENING_PLIES, Boolean::logicalAnd);
            }
        }
        if (looked.isEmpty()) {
            return;
        }
        Long[] keys = looked.keySet().toArray(new Long[0]);
        Optional<UUID> player = caller.playerId();
        Optional<Seat> seat = caller.seat();
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(RUNNING)) {
            query.setObject(1, keys);
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    if (row.getBoolean(2) && !looked.get(row.getLong(7))) {
                        throw new ApiException.Forbidden(
                                CODE,
                                "this is the position of a rated game being played: the computer evaluates it once"
                                        + " the game has ended");
                    }
                    if (!row.getBoolean(3) && plays(row, player, seat)) {
                        throw new ApiException.Forbidden(
                                CODE,
                                "this is the position of your game being played: the computer evaluates it once"
                                        + " the game has ended");
                    }
                }
            }
        } catch (SQLException e) {
            throw new PersistenceException(e);
        }
    }

    /** Whether the caller holds a seat of the game in the row: as its player, or by a seat token of it or its chain. */
    private static boolean plays(ResultSet row, Optional<UUID> player, Optional<Seat> seat) throws SQLException {
        if (player.isPresent()
                && (player.get().equals(row.getObject(4, UUID.class))
                        || player.get().equals(row.getObject(5, UUID.class)))) {
            return true;
        }
        if (seat.isEmpty()) {
            return false;
        }
        String game = seat.get().gameId();
        Array chain = row.getArray(6);
        return game.equals(row.getString(1))
                || (chain != null && Arrays.asList((Object[]) chain.getArray()).contains(game));
    }
}
