package com.taflpost.tournament.pairing;

import java.util.Comparator;

/**
 * A player as the pairing algorithms see them.
 *
 * @param id the player's opaque id
 * @param rating the rating when the tournament started, used to seed
 * @param entryOrder the order in which the player joined (lower joined first), the last tie-break of seeding
 */
public record Entrant(String id, double rating, int entryOrder) {

    /** Seeding: higher rating first, then earlier entry. */
    public static final Comparator<Entrant> SEEDING =
            Comparator.comparingDouble(Entrant::rating).reversed().thenComparingInt(Entrant::entryOrder);

    public Entrant {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("an entrant needs an id");
        }
        if (!Double.isFinite(rating)) {
            throw new IllegalArgumentException("rating must be finite");
        }
    }
}
