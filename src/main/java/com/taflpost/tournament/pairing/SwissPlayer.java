package com.taflpost.tournament.pairing;

import java.util.Comparator;

/**
 * A player as the Swiss pairing sees them before a round.
 *
 * @param entrant who they are, with their seeding rating and entry order
 * @param halfPoints their score so far, in half-points (byes included)
 * @param withdrawn whether they have left the tournament: withdrawn players are paired no more
 */
public record SwissPlayer(Entrant entrant, int halfPoints, boolean withdrawn) {

    /** Swiss order: more points first, then higher rating, then earlier entry. */
    public static final Comparator<SwissPlayer> RANKING = Comparator.comparingInt(SwissPlayer::halfPoints)
            .reversed()
            .thenComparing(SwissPlayer::entrant, Entrant.SEEDING);

    public SwissPlayer {
        if (entrant == null || halfPoints < 0) {
            throw new IllegalArgumentException("a Swiss player needs an entrant and a score of at least 0");
        }
    }

    public String id() {
        return entrant.id();
    }
}
