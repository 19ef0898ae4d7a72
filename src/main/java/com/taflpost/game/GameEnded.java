package com.taflpost.game;

/**
 * A game has just ended (on the board, by resignation, timeout, forfeit or adjudication). Fired synchronously in the
 * transaction that stored the result, so what observers write (ratings, standings, the next round) commits with it or
 * not at all. {@code plies} is how many moves were played, the ending one included.
 */
public record GameEnded(GameEntity game, int plies) {

    /** Whether the game ended by a player's act or the clock, not by an organiser's decision. */
    public boolean decidedByPlay() {
        return game.resultReason != ResultReason.FORFEIT && game.resultReason != ResultReason.ADJUDICATION;
    }
}
