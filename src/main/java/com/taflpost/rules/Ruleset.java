package com.taflpost.rules;

import java.util.List;

/**
 * The questions on which Copenhagen Hnefatafl and standard Tablut differ. The move loop ({@link Engine}) is
 * written once and asks these.
 */
public sealed interface Ruleset permits Copenhagen, Tablut {

    Ruleset COPENHAGEN = new Copenhagen();
    Ruleset TABLUT = new Tablut();

    static List<Ruleset> all() {
        return List.of(COPENHAGEN, TABLUT);
    }

    static Ruleset fromId(String id) {
        for (Ruleset ruleset : all()) {
            if (ruleset.id().equals(id)) {
                return ruleset;
            }
        }
        throw new IllegalArgumentException("unknown ruleset '" + id + "': expected copenhagen or tablut");
    }

    /** The stable name: {@code copenhagen} or {@code tablut}. */
    String id();

    /** Whether a piece other than the king may cross the empty throne. */
    boolean othersMayCrossThrone();

    /**
     * Whether the throne, holding {@code throneCell}, closes a custodial capture of {@code victim} (a piece
     * code). Corners are hostile to everyone in both rulesets.
     */
    boolean throneIsHostileTo(byte victim, byte throneCell);

    /** Whether a king neighbour off the board or on a corner closes his capture (the king on an edge can fall). */
    boolean edgeClosesKing();

    /** Whether the king may be captured on an edge square at all. */
    boolean kingCapturableOnEdge();

    boolean hasShieldwalls();

    boolean hasExitForts();

    boolean hasEncirclement();

    boolean hasRepetitionLoss();

    /** The result when {@code stuck} has no legal move on its turn. */
    Outcome noLegalMove(Side stuck);
}
