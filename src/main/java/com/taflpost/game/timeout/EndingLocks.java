package com.taflpost.game.timeout;

import com.taflpost.game.GameEntity;
import java.util.List;
import java.util.Set;

/**
 * What ending a game locks besides its row, taken for a batch of games before they end ({@link TimeoutBatch}): a
 * feature that observes {@link com.taflpost.game.GameEnded} and locks rows of its own (a tournament, the players' ratings) says here
 * which. The batch takes them without waiting, and leaves the games it could not take them for to a later batch: a
 * transaction that holds many games never waits for one that holds one of these and wants a game, so none deadlock.
 */
public interface EndingLocks {

    /** The place of these locks in the order every batch takes them in; lower first. */
    int order();

    /**
     * Locks, until the caller's transaction ends and skipping rows another transaction holds, what ending each of
     * {@code games} (on time, as set on them) will lock; the ids of the games it could not lock all of that for.
     */
    Set<String> lockSkipping(List<GameEntity> games);
}
