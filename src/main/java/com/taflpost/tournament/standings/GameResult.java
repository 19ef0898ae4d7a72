package com.taflpost.tournament.standings;

import com.taflpost.rules.Side;

/** How a finished tournament game ended. A game without a result has not ended and counts nothing. */
public enum GameResult {
    ATTACKERS_WON,
    DEFENDERS_WON,
    DRAW;

    /** The side's score in half-points: a win 2, a draw 1, a loss 0 (exact, unlike 1 / 0.5 / 0). */
    public int halfPointsFor(Side side) {
        return switch (this) {
            case DRAW -> 1;
            case ATTACKERS_WON -> side == Side.ATTACKERS ? 2 : 0;
            case DEFENDERS_WON -> side == Side.DEFENDERS ? 2 : 0;
        };
    }

    public static GameResult wonBy(Side winner) {
        return winner == Side.ATTACKERS ? ATTACKERS_WON : DEFENDERS_WON;
    }
}
