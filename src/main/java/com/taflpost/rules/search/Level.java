package com.taflpost.rules.search;

import java.time.Duration;

/**
 * The computer's strength, 1 to 8: how deep and how long it thinks, how much it misjudges positions and how often it
 * plays a move it has not thought about at all. The strongest thinks for the configured time; the others for a
 * fixed share of it, so that each level beats the one below in most games. Between our own levels the defenders win
 * their games, so a level is set apart from the one below only by winning as the attackers: the weaker levels are
 * weakened mostly by careless moves, which cost a defence its pieces and its king, and blurred only a little, since a
 * blur hides the attackers' slow shapes (walls, cordon) long before it hides the king's roads.
 *
 * @param number 1 to 8
 * @param depth the deepest search
 * @param threats how many plies of the king's threats it plays out past that depth: the weaker levels see fewer
 * @param share the part of the strongest level's time this level thinks
 * @param noise hundredths of an attacker by which the evaluation is blurred: small, or the attackers play aimlessly
 * @param careless the chance, in percent, of playing a random legal move instead of the search's
 */
public record Level(int number, int depth, int threats, double share, int noise, int careless) {
    private static final Level[] LEVELS = {
        new Level(1, 1, 0, 0.03, 50, 40),
        new Level(2, 2, 1, 0.04, 35, 27),
        new Level(3, 2, 1, 0.05, 25, 18),
        new Level(4, 2, 2, 0.06, 20, 12),
        new Level(5, 3, 2, 0.08, 15, 8),
        new Level(6, 3, 2, 0.12, 10, 5),
        new Level(7, 4, 3, 0.25, 5, 2),
        new Level(8, 64, 4, 1.0, 0, 0),
    };

    /** The least time a level thinks, unless the strongest thinks less. */
    public static final Duration LEAST_TIME = Duration.ofMillis(60);

    public static final int MIN = 1;
    public static final int MAX = 8;

    public static Level of(int number) {
        if (number < MIN || number > MAX) {
            throw new IllegalArgumentException("a level is 1 to 8");
        }
        return LEVELS[number - 1];
    }

    /**
     * How long this level thinks when the strongest thinks for {@code strongest}: its share, but never less than
     * {@link #LEAST_TIME} (nor more than the strongest's), so that a short strongest time leaves the weaker levels
     * limited by their depth, as they are at the default time, rather than by a clock that runs out before one ply.
     */
    public Duration time(Duration strongest) {
        long share = (long) (strongest.toNanos() * this.share);
        return Duration.ofNanos(Math.max(share, Math.min(LEAST_TIME.toNanos(), strongest.toNanos())));
    }
}
