package com.taflpost.tournament.standings;

/**
 * Both tie-breaks, always computed whatever the format uses.
 *
 * @param sonnebornBerger the sum over the player's finished games of the points scored in the game times the
 *     opponent's total points
 * @param buchholz the sum of the total points of every opponent met, once per pairing (a bye adds nothing)
 */
public record TieBreaks(double sonnebornBerger, double buchholz) {}
