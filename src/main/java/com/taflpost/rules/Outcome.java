package com.taflpost.rules;

/** How the rules ended a game: who won and why. */
public record Outcome(Winner winner, EndReason reason) {

    static Outcome win(Side side, EndReason reason) {
        return new Outcome(Winner.of(side), reason);
    }

    @Override
    public String toString() {
        return winner.id() + " (" + reason.id() + ")";
    }
}
