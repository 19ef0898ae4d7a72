package com.taflpost.game;

import com.taflpost.rules.Side;
import java.util.UUID;

/** Who sent a request, as far as games care: nobody, a registered player, or the holder of one seat of one game. */
public sealed interface Caller {

    record Nobody() implements Caller {
    }

    record Player(UUID id) implements Caller {
    }

    record Seat(String gameId, Side side) implements Caller {
    }
}
