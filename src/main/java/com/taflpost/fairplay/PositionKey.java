package com.taflpost.fairplay;

import com.taflpost.rules.GameState;
import com.taflpost.rules.Side;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * A position and the side to move as one number, stored on each running game ({@code games.position_key}) and
 * looked up before the computer evaluates a position. A digest of the position string rather than the engine's own
 * Zobrist hash, because the stored keys must stay the same across versions of the engine. The ruleset is left out:
 * the same position under a slightly changed ruleset would be nearly the same help.
 */
public final class PositionKey {
    private PositionKey() {}

    /** The key of a state of a game: its position and whose turn it is. */
    public static long of(GameState state) {
        return of(state.position(), state.sideToMove());
    }

    /** The key of a position string with {@code sideToMove} to move. */
    public static long of(String position, Side sideToMove) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((sideToMove.id() + " " + position).getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.wrap(digest).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
