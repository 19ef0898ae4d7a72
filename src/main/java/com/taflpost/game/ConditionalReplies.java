package com.taflpost.game;

import com.taflpost.rules.Game;
import java.util.List;

/**
 * The replies a player prepared for the opponent's moves (conditional moves), as the core needs them: it plays a move
 * through them when the game's row names a side with lines ({@link GameEntity#conditionalSide}), and drops the lines
 * of a game that ends otherwise. The core owns this and the controls implement it, so that the core never calls them.
 */
public interface ConditionalReplies {

    /**
     * Writes the move just played ({@code entity} as read, its time and clock moved on; {@code next} the game after
     * it) in a transaction of its own, with the prepared reply when the move calls for one; the game after both.
     */
    Game playAndAnswer(GameEntity entity, Game next, String notation);

    /** Drops the game's lines, in the caller's transaction (which may hold the game, managed). */
    void drop(String gameId);

    /** Drops the lines of games whose rows were written without them already (a batch of timeouts). */
    void dropAll(List<String> gameIds);
}
