package com.taflpost.game;

/**
 * A game has just ended (on the board, by resignation, timeout, forfeit or adjudication). Fired synchronously in the
 * transaction that stored the result, so what observers write (ratings, standings, the next round) commits with it or
 * not at all.
 */
public record GameEnded(GameEntity game) {}
