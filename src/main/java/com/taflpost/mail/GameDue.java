package com.taflpost.mail;

import java.time.Instant;

/**
 * A game in which a player is to move, as a mail names it.
 *
 * @param board the board's id, null for a game from a custom position
 * @param opponent the opponent's name, null for an anonymous seat
 * @param deadline when the player runs out of time, null for a game without a clock
 */
record GameDue(String id, String ruleset, String board, String opponent, Instant deadline) {}
