package com.taflpost.tournament.standings;

/**
 * One player's line in the standings.
 *
 * @param rank from 1; players equal on every criterion share a rank (1, 2, 2, 4)
 * @param points game points plus bye points
 * @param games finished games (a bye is not a game)
 */
public record StandingsRow(
        int rank, String player, double points, int games, int wins, int draws, int losses, TieBreaks tieBreaks) {}
