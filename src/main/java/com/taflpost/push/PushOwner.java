package com.taflpost.push;

import com.taflpost.auth.Caller;
import com.taflpost.event.Recipients;
import com.taflpost.problem.ApiException;

/**
 * Who a subscription belongs to, named as the events table names recipients, so that the events of a player or of a
 * seat find its subscriptions: a seat's holder has no account and is told through the seat token's browser.
 */
final class PushOwner {
    private PushOwner() {}

    /** The caller's player or seat; 401 without a token. */
    static String of(Caller caller) {
        if (caller.isAnonymous()) {
            throw new ApiException.Unauthorized("unauthorized", "this call needs a player token or a seat token");
        }
        return caller.playerId()
                .map(Recipients::player)
                .or(() -> caller.seat().map(seat -> Recipients.seat(seat.gameId(), seat.side())))
                .orElseThrow(() -> new ApiException.Unauthorized(
                        "invalid-token", "the bearer token does not carry the claims this server issues"));
    }
}
