package com.taflpost.auth;

import com.taflpost.rules.Side;

/** What a seat token lets its holder do: play one side of one game. */
public record Seat(String gameId, Side side) {}
