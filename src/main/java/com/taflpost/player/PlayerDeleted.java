package com.taflpost.player;

import java.util.UUID;

/**
 * A player's account was deleted: told synchronously, in the deleting transaction, so that what shows their name (the
 * games they sat in) changes with it, written by whoever owns it.
 */
public record PlayerDeleted(UUID id) {}
