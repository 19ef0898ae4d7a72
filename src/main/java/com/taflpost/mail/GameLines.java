package com.taflpost.mail;

import java.util.Locale;

/** How a mail names a game: its ruleset, board and opponent. */
final class GameLines {
    private GameLines() {}

    /** "Copenhagen on brandubh", or "Copenhagen from a custom position". */
    static String kind(GameDue game) {
        String ruleset = capitalized(game.ruleset());
        return game.board() == null
                ? ruleset + " from a custom position"
                : ruleset + " on " + capitalized(game.board());
    }

    static String opponent(GameDue game) {
        return game.opponent() == null ? "an anonymous player" : game.opponent();
    }

    private static String capitalized(String id) {
        return id.isEmpty() ? id : id.substring(0, 1).toUpperCase(Locale.ROOT) + id.substring(1);
    }
}
