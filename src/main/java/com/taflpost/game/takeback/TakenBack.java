package com.taflpost.game.takeback;

/**
 * A takeback has just put a game back to {@code ply} moves. Fired synchronously in the transaction that wrote it, so
 * that what observers undo with it (the alarms sent for the plies taken back) commits with it or not at all.
 */
public record TakenBack(String gameId, int ply) {}
