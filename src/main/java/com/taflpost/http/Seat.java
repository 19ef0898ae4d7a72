package com.taflpost.http;

import com.taflpost.rules.Side;
import java.util.UUID;

/** What a seat token lets its holder do: play one side of one game. */
public record Seat(UUID gameId, Side side) {
}
