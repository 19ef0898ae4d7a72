package com.taflpost.tournament.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Pairs the next round of a Swiss tournament, as a minimum-cost perfect matching (JGraphT's Blossom V) rather than
 * by backtracking.
 *
 * <p>The active (not withdrawn) players are ranked by {@link SwissPlayer#RANKING}. With an odd number of them, the
 * bye goes first to the lowest-ranked player who has had no bye and without whom the others can still all be paired
 * without a rematch. The others form a graph with an edge for every two players who have not met yet, so rematches
 * are impossible rather than merely expensive; if the graph has no perfect matching (or nobody can take the bye)
 * there is no legal round and the answer is empty.
 *
 * <p>The ideal round, if no rematch were in the way: going down the score groups (equal points), a bracket is the
 * group plus whoever floated down from the bracket above (who ranks above the group); if the bracket is odd its
 * lowest-ranked player floats down to the next one; a bracket sorted by rank pairs player i of its top half with
 * player i of its bottom half (in a bracket of 6: 1-4, 2-5, 3-6). The weights make this ideal the cheapest matching
 * and price every departure from it:
 *
 * <ul>
 *   <li>first, the float distance: the square of the two players' score difference in half-points. Squaring makes
 *       one long float dearer than two short ones, so players float to the next score group, not further;
 *   <li>then, within a bracket, how far the two players' positions are from the top-half/bottom-half offset,
 *       |q - p - s/2| for positions p &lt; q (from 0) in a bracket of s, 0 for an ideal pair, times p + 1: a
 *       departure costs more the lower in the bracket it happens, so the top of the bracket gives way first (as in
 *       the Dutch system's transpositions: if 1-3 is a rematch in a bracket of 4, 1-4 and 2-3, not 1-2 and 3-4);
 *   <li>two players of different brackets cost more than any pair within one: n * n (n players to pair) plus the
 *       difference of their ranks.
 * </ul>
 *
 * The first term is multiplied by a factor larger than any possible sum of the others, so the matching minimises
 * the float distance first and the departure from the top-half/bottom-half order second. The weights are whole
 * numbers ({@link PairingCosts}), exact in the matching's arithmetic.
 *
 * <p>A large Swiss is paired without the complete graph of every allowed pair, whose building and matching cost
 * grow with the square of the players: the matching is found over a few likely pairs and proved the cheapest over
 * all of them by its dual solution ({@link CheapestPairing}), the complete graph serving only when the likely pairs
 * cannot all be matched. Whether the others can still be paired without a bye candidate is, with many players and
 * few rounds, a count rather than a matching per candidate ({@link AllowedPairs#canAllBePairedWithout}).
 *
 * <p>Sides, with one game per pairing: the player who has had the attackers less often attacks; if equal, the
 * higher-ranked. With two games, the higher-ranked player attacks in the first.
 */
public final class SwissPairer {

    private SwissPairer() {}

    /**
     * The next round, or empty if no legal round exists (fewer than two active players, no player left who may take
     * the bye, or no pairing without a rematch).
     *
     * @param players every entrant with their score so far, withdrawn ones included
     * @param previous the rounds played so far, in order
     */
    public static Optional<Round> pairNextRound(List<SwissPlayer> players, List<Round> previous, int gamesPerPairing) {
        GamesPerPairing.check(gamesPerPairing);
        PairingHistory history = new PairingHistory(previous);
        List<SwissPlayer> active = players.stream()
                .filter(p -> !p.withdrawn())
                .sorted(SwissPlayer.RANKING)
                .toList();
        if (active.stream().map(SwissPlayer::id).distinct().count() != active.size()) {
            throw new IllegalArgumentException("a player is listed twice");
        }
        if (active.size() < 2) {
            return Optional.empty();
        }
        List<SwissPlayer> toPair = new ArrayList<>(active);
        Pairing.Bye bye = null;
        if (active.size() % 2 == 1) {
            OptionalInt sitter = chooseBye(active, history);
            if (sitter.isEmpty()) {
                return Optional.empty();
            }
            bye = new Pairing.Bye(toPair.remove(sitter.getAsInt()).id());
        }
        Optional<int[]> opponents = CheapestPairing.find(AllowedPairs.among(toPair, history), new PairingCosts(toPair));
        if (opponents.isEmpty()) {
            return Optional.empty();
        }
        // going down the ranks, each match is met first through its higher-ranked player: board order
        List<Pairing> pairings = new ArrayList<>();
        for (int i = 0; i < toPair.size(); i++) {
            int opponent = opponents.get()[i];
            if (i < opponent) {
                pairings.add(match(toPair.get(i), toPair.get(opponent), history, gamesPerPairing));
            }
        }
        if (bye != null) {
            pairings.add(bye);
        }
        return Optional.of(new Round(previous.size() + 1, pairings));
    }

    /** The lowest-ranked player without a bye yet whose absence leaves the others a round without a rematch. */
    private static OptionalInt chooseBye(List<SwissPlayer> ranked, PairingHistory history) {
        AllowedPairs allowed = AllowedPairs.among(ranked, history);
        for (int i = ranked.size() - 1; i >= 0; i--) {
            if (!history.hadBye(ranked.get(i).id()) && allowed.canAllBePairedWithout(i)) {
                return OptionalInt.of(i);
            }
        }
        return OptionalInt.empty();
    }

    private static Pairing.Match match(
            SwissPlayer higher, SwissPlayer lower, PairingHistory history, int gamesPerPairing) {
        Seating first;
        if (gamesPerPairing == 1 && history.attackerGames(lower.id()) < history.attackerGames(higher.id())) {
            first = new Seating(lower.id(), higher.id());
        } else {
            first = new Seating(higher.id(), lower.id());
        }
        return GamesPerPairing.match(higher.id(), lower.id(), first, gamesPerPairing);
    }
}
