package com.taflpost.rules.search;

/**
 * A deliberate blur of the evaluation, the same for a position within one search: the weaker levels misjudge
 * positions by up to {@code amplitude} hundredths of an attacker, differently in each game (the seed).
 */
public record Noise(int amplitude, long seed) {
    public static final Noise NONE = new Noise(0, 0);

    int of(long hash) {
        if (amplitude == 0) {
            return 0;
        }
        long mixed = (hash ^ seed) * 0x9E3779B97F4A7C15L;
        mixed ^= mixed >>> 29;
        return (int) Math.floorMod(mixed, 2L * amplitude + 1) - amplitude;
    }
}
