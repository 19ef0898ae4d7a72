package com.taflpost.tournament.pairing;

import java.util.List;

/**
 * What the Swiss matching pays for each pair (see {@link SwissPairer} for why these terms): the players' places in
 * the ideal round, and the cost of any two of them as a whole number. Players are numbered by rank, 0 the highest.
 *
 * <p>A bracket is a run of consecutive ranks: its score group, after the one who floated down from the bracket above
 * (the lowest of that one, ranked just above this group), without its own lowest if that would leave it odd.
 */
final class PairingCosts {

    private final int players;
    private final int[] halfPoints;
    /** Per player: the rank of the first player of their bracket, and its size. */
    private final int[] bracketStart;

    private final int[] bracketSize;
    /** Larger than the sum of the other terms over any round, so that the float distance comes first. */
    private final long floatFactor;

    PairingCosts(List<SwissPlayer> ranked) {
        players = ranked.size();
        halfPoints = ranked.stream().mapToInt(SwissPlayer::halfPoints).toArray();
        bracketStart = new int[players];
        bracketSize = new int[players];
        int start = 0;
        for (int i = 0; i < players; i++) {
            boolean groupEnds = i + 1 == players || halfPoints[i + 1] != halfPoints[i];
            if (!groupEnds) {
                continue;
            }
            int size = (i + 1 - start) / 2 * 2;
            for (int rank = start; rank < start + size; rank++) {
                bracketStart[rank] = start;
                bracketSize[rank] = size;
            }
            start += size;
        }
        // Any one pair's order term is below 2 * n * n, so all n / 2 pairs together stay below n^3.
        floatFactor = (long) players * players * players + 1;
    }

    int players() {
        return players;
    }

    /** The cost of pairing the players ranked {@code a} and {@code b}. */
    long cost(int a, int b) {
        long gap = halfPoints[a] - halfPoints[b];
        return floatFactor * gap * gap + order(a, b);
    }

    /** The second term of a pair's cost: its departure from the top-half/bottom-half order. */
    long order(int a, int b) {
        if (bracketStart[a] == bracketStart[b]) {
            int p = Math.min(a, b) - bracketStart[a];
            int q = Math.max(a, b) - bracketStart[a];
            return (long) Math.abs(q - p - bracketSize[a] / 2) * (p + 1);
        }
        return (long) players * players + Math.abs(a - b);
    }

    /**
     * The float term of the cheapest round there could be, rematches or not: that of pairing the players two by two
     * down the ranking, the least sum of squared score differences of any pairing (crossing or nesting two pairs
     * never lowers it). No round containing a pair costs less than this plus the pair's order term.
     */
    long leastFloatCost() {
        long sum = 0;
        for (int i = 0; i + 1 < players; i += 2) {
            long gap = halfPoints[i] - halfPoints[i + 1];
            sum += gap * gap;
        }
        return floatFactor * sum;
    }

    /** The opponent the ideal round gives the player: the same place in the other half of their bracket. */
    int idealOpponent(int player) {
        int half = bracketSize[player] / 2;
        return player - bracketStart[player] < half ? player + half : player - half;
    }

    int bracketStart(int player) {
        return bracketStart[player];
    }

    /** The rank just after the player's bracket. */
    int bracketEnd(int player) {
        return bracketStart[player] + bracketSize[player];
    }
}
