package com.taflpost.event;

import java.time.Instant;

/** A stored event: its id orders it among its recipient's events and lets a stream resume after it. */
public record Event(long id, String recipient, String type, String gameId, String payload, Instant createdAt) {}
