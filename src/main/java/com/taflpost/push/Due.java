package com.taflpost.push;

import com.taflpost.webhook.ClaimLoop;

/**
 * A claimed push: which attempt this is, the subscription it goes to, and the event it tells of with what the
 * message needs of its game (null outside a game).
 */
record Due(
        long id,
        int attempt,
        String subscriptionId,
        String endpoint,
        String p256dh,
        String auth,
        long eventId,
        String type,
        String recipient,
        String gameId,
        String payload,
        GameFacts game)
        implements ClaimLoop.Row {

    /** The game an event is about, as the message tells it: its ruleset, board and the players' names and ids. */
    record GameFacts(
            String ruleset,
            String board,
            String attackersId,
            String attackersName,
            String defendersId,
            String defendersName) {}
}
