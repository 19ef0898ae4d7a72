package com.taflpost.game;

import java.util.UUID;

/**
 * Settles games whose side to move ran out of time, so that no answer shows a game that should be over: the core asks
 * before it shows or changes a game whose loaded deadline has passed; the sweeper (which implements this, in {@code
 * game.timeout}) settles the rest on a schedule. The core owns the interface so that it never calls the sweeper.
 */
public interface Timeouts {

    /** Whether the game, as loaded, is active and past its deadline: only then is there anything to settle. */
    boolean due(GameEntity game);

    /** Settles the game if overdue, for a read: in a transaction of its own, waiting for no lock. Whether it did. */
    boolean settleAlone(String gameId);

    /** Settles the game if overdue, before a move: in a transaction of its own, waiting for its holder. */
    boolean settleBeforeMove(String gameId);

    /** Settles the game if overdue, in the caller's transaction (a change's); whether it did. */
    boolean settle(String gameId);

    /**
     * Settles the player's overdue games before a list of them is read, waiting for no lock: looked for where reads go,
     * settled on the primary in a transaction of its own only when there is one.
     */
    void settleFor(UUID playerId);

    /** Settles the player's overdue games before their deadlines change (a vacation), in the caller's transaction. */
    void settleBeforeChange(UUID playerId);

    /** Settles every due game no other instance is settling now, batch after batch. */
    void sweep();
}
