package com.taflpost.rules;

/** The site's standard Tablut (docs/rules.md section 5). */
final class Tablut implements Ruleset {

    @Override
    public String id() {
        return "tablut";
    }

    @Override
    public boolean othersMayCrossThrone() {
        return false;
    }

    /** The throne is hostile to everyone, even while the king sits on it. */
    @Override
    public boolean throneIsHostileTo(byte victim, byte throneCell) {
        return true;
    }

    @Override
    public boolean edgeClosesKing() {
        return true;
    }

    @Override
    public boolean kingCapturableOnEdge() {
        return true;
    }

    @Override
    public boolean hasShieldwalls() {
        return false;
    }

    @Override
    public boolean hasExitForts() {
        return false;
    }

    @Override
    public boolean hasEncirclement() {
        return false;
    }

    @Override
    public boolean hasRepetitionLoss() {
        return false;
    }

    @Override
    public Outcome noLegalMove(Side stuck) {
        return new Outcome(Winner.DRAW, EndReason.NO_LEGAL_MOVE);
    }

    @Override
    public String toString() {
        return id();
    }
}
