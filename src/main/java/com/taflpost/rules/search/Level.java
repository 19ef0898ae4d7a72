package com.taflpost.rules.search;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * The computer's strength, 1 to 8: how deep it looks, how many positions it may visit, how much it misjudges positions
 * and how often it defends carelessly. Levels 1 to 7 count positions, not time, so that a level is as strong on a busy
 * server as on an idle one and plays the same move for the same seed; only the strongest thinks for the configured
 * time. Between levels of equal thought the defenders win nearly every game, so the levels are set apart twice:
 * by depth, which makes a siege, and by careless defence, a random move now and then, which an attacker of one or two
 * plies punishes; from three plies on a defence survives its slips, and only a deeper attack sets a level apart. An
 * attacker's random move only spoils a siege, so no level attacks carelessly.
 *
 * @param number 1 to 8
 * @param depth the deepest search
 * @param threats how many plies of the king's threats it plays out past that depth: the weaker levels see fewer
 * @param share the positions it may visit, as a part of those the strongest level is expected to visit in its time;
 *     for a level whose depth stops it first, only a cap
 * @param noise hundredths of an attacker by which the evaluation is blurred: small, or the attackers play aimlessly
 * @param careless the chance, in percent, of a defending move played at random instead of the search's
 */
public record Level(int number, int depth, int threats, double share, int noise, int careless) {
    private static final Level[] LEVELS = {
        new Level(1, 1, 0, 0.033, 30, 40),
        new Level(2, 1, 1, 0.033, 15, 10),
        new Level(3, 2, 1, 0.13, 15, 28),
        new Level(4, 2, 2, 0.13, 5, 15),
        new Level(5, 2, 3, 0.13, 0, 0),
        new Level(6, 3, 3, 1.33, 0, 12),
        new Level(7, 64, 4, 0.53, 0, 4),
        new Level(8, 64, 4, 1.0, 0, 0),
    };

    /**
     * The positions a search is expected to visit in a second, by which a share of the strongest level's time becomes
     * a number of positions: what level 8 visits on the machines the levels were measured on.
     */
    public static final long POSITIONS_A_SECOND = 300_000;

    public static final int MIN = 1;
    public static final int MAX = 8;

    public static Level of(int number) {
        if (number < MIN || number > MAX) {
            throw new IllegalArgumentException("a level is 1 to 8");
        }
        return LEVELS[number - 1];
    }

    /** Whether this is the strongest level, which thinks for its time rather than a number of positions. */
    public boolean strongest() {
        return number == MAX;
    }

    /** How many positions this level may visit when the strongest thinks for {@code strongest}. */
    public long positions(Duration strongest) {
        if (strongest()) {
            return Long.MAX_VALUE;
        }
        double seconds = strongest.toNanos() / 1e9;
        return Math.max(1, (long) (share * seconds * POSITIONS_A_SECOND));
    }

    /**
     * What a search at this level may do: its depth, threats and positions, and at most the strongest level's time,
     * so that a slow machine still gets an answer in the time the strongest level would take.
     */
    public Search.Limits limits(Duration strongest, BooleanSupplier stopped, Pause pause) {
        return new Search.Limits(depth, threats, strongest.toNanos(), positions(strongest), stopped, pause);
    }
}
