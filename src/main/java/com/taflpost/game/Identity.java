package com.taflpost.game;

import com.taflpost.http.ApiException;
import com.taflpost.http.Caller;
import java.util.UUID;

/** Who sent a request, as far as games care: nobody, a registered player, or the holder of one seat of one game. */
public sealed interface Identity {

    record Nobody() implements Identity {
    }

    record Player(UUID id) implements Identity {
    }

    record Seat(String gameId, com.taflpost.rules.Side side) implements Identity {
    }

    /** Reads the identity from the caller's verified token. */
    static Identity of(Caller caller) {
        if (caller.isAnonymous()) {
            return new Nobody();
        }
        if (caller.playerId().isPresent()) {
            return new Player(caller.playerId().get());
        }
        return caller.seat().<Identity>map(seat -> new Seat(seat.gameId(), seat.side()))
                .orElseThrow(() -> new ApiException.Unauthorized("invalid-token",
                        "the bearer token is neither a player token nor a seat token"));
    }
}
