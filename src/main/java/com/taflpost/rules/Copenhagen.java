package com.taflpost.rules;

/** Copenhagen Hnefatafl, the World Tafl Federation rules (docs/rules.md section 4). */
final class Copenhagen implements Ruleset {

    @Override
    public String id() {
        return "copenhagen";
    }

    @Override
    public boolean othersMayCrossThrone() {
        return true;
    }

    @Override
    public boolean throneIsHostileTo(byte victim, byte throneCell) {
        return victim == Cells.ATTACKER || throneCell == Cells.EMPTY;
    }

    @Override
    public boolean edgeClosesKing() {
        return false;
    }

    @Override
    public boolean kingCapturableOnEdge() {
        return false;
    }

    @Override
    public boolean hasShieldwalls() {
        return true;
    }

    @Override
    public boolean hasExitForts() {
        return true;
    }

    @Override
    public boolean hasEncirclement() {
        return true;
    }

    @Override
    public boolean hasRepetitionLoss() {
        return true;
    }

    @Override
    public Outcome noLegalMove(Side stuck) {
        return Outcome.win(stuck.opponent(), EndReason.NO_LEGAL_MOVE);
    }

    @Override
    public String toString() {
        return id();
    }
}
