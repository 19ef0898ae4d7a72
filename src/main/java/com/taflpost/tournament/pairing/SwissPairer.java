package com.taflpost.tournament.pairing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.SparseEdmondsMaximumCardinalityMatching;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.alg.matching.blossom.v5.ObjectiveSense;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;

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
 * the float distance first and the departure from the top-half/bottom-half order second.
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
            Optional<SwissPlayer> byePlayer = chooseBye(active, history);
            if (byePlayer.isEmpty()) {
                return Optional.empty();
            }
            toPair.remove(byePlayer.get());
            bye = new Pairing.Bye(byePlayer.get().id());
        }
        Graph<SwissPlayer, DefaultWeightedEdge> graph = allowedPairs(toPair, history);
        if (!hasPerfectMatching(graph)) {
            return Optional.empty();
        }
        weigh(graph, toPair);
        var matching = new KolmogorovWeightedPerfectMatching<>(graph, ObjectiveSense.MINIMIZE).getMatching();
        Map<SwissPlayer, Integer> rank = new HashMap<>();
        for (int i = 0; i < toPair.size(); i++) {
            rank.put(toPair.get(i), i);
        }
        List<Pairing.Match> matches = new ArrayList<>();
        for (DefaultWeightedEdge edge : matching.getEdges()) {
            SwissPlayer a = graph.getEdgeSource(edge);
            SwissPlayer b = graph.getEdgeTarget(edge);
            SwissPlayer higher = rank.get(a) < rank.get(b) ? a : b;
            SwissPlayer lower = higher == a ? b : a;
            matches.add(match(higher, lower, history, gamesPerPairing));
        }
        Map<String, Integer> rankById = new HashMap<>();
        rank.forEach((player, r) -> rankById.put(player.id(), r));
        matches.sort(Comparator.comparing(m -> rankById.get(m.first())));
        List<Pairing> pairings = new ArrayList<>(matches);
        if (bye != null) {
            pairings.add(bye);
        }
        return Optional.of(new Round(previous.size() + 1, pairings));
    }

    private static Optional<SwissPlayer> chooseBye(List<SwissPlayer> ranked, PairingHistory history) {
        for (int i = ranked.size() - 1; i >= 0; i--) {
            SwissPlayer candidate = ranked.get(i);
            if (history.hadBye(candidate.id())) {
                continue;
            }
            List<SwissPlayer> rest = new ArrayList<>(ranked);
            rest.remove(i);
            if (hasPerfectMatching(allowedPairs(rest, history))) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** Every two players who have not met yet; a rematch has no edge at all. */
    private static Graph<SwissPlayer, DefaultWeightedEdge> allowedPairs(
            List<SwissPlayer> players, PairingHistory history) {
        Graph<SwissPlayer, DefaultWeightedEdge> graph = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        players.forEach(graph::addVertex);
        for (int i = 0; i < players.size(); i++) {
            for (int j = i + 1; j < players.size(); j++) {
                if (!history.haveMet(players.get(i).id(), players.get(j).id())) {
                    graph.addEdge(players.get(i), players.get(j));
                }
            }
        }
        return graph;
    }

    private static boolean hasPerfectMatching(Graph<SwissPlayer, DefaultWeightedEdge> graph) {
        int n = graph.vertexSet().size();
        if (n == 0) {
            return true;
        }
        return n % 2 == 0
                && new SparseEdmondsMaximumCardinalityMatching<>(graph)
                                .getMatching()
                                .getEdges()
                                .size()
                        == n / 2;
    }

    /** Sets every edge's cost as the class comment explains; {@code ranked} is in Swiss order. */
    private static void weigh(Graph<SwissPlayer, DefaultWeightedEdge> graph, List<SwissPlayer> ranked) {
        int n = ranked.size();
        Map<SwissPlayer, Slot> slots = idealBrackets(ranked);
        // Any one pair's second term is below 2 * n * n, so all n / 2 pairs together stay below n^3.
        double floatFactor = (double) n * n * n + 1;
        for (DefaultWeightedEdge edge : graph.edgeSet()) {
            Slot a = slots.get(graph.getEdgeSource(edge));
            Slot b = slots.get(graph.getEdgeTarget(edge));
            int scoreGap = graph.getEdgeSource(edge).halfPoints()
                    - graph.getEdgeTarget(edge).halfPoints();
            double order;
            if (a.bracket() == b.bracket()) {
                int p = Math.min(a.position(), b.position());
                int q = Math.max(a.position(), b.position());
                order = (double) Math.abs(q - p - a.bracketSize() / 2) * (p + 1);
            } else {
                order = (double) n * n + Math.abs(a.rank() - b.rank());
            }
            graph.setEdgeWeight(edge, floatFactor * scoreGap * scoreGap + order);
        }
    }

    /** Where a player sits in the ideal round: overall rank, bracket (from 0), position in it and its size. */
    private record Slot(int rank, int bracket, int position, int bracketSize) {}

    /** Each player's slot, going down the score groups and floating the lowest of an odd bracket down. */
    private static Map<SwissPlayer, Slot> idealBrackets(List<SwissPlayer> ranked) {
        Map<SwissPlayer, Slot> result = new HashMap<>();
        List<SwissPlayer> bracket = new ArrayList<>();
        int number = 0;
        for (int i = 0; i < ranked.size(); i++) {
            bracket.add(ranked.get(i));
            boolean groupEnds = i + 1 == ranked.size()
                    || ranked.get(i + 1).halfPoints() != ranked.get(i).halfPoints();
            if (!groupEnds) {
                continue;
            }
            SwissPlayer floater = bracket.size() % 2 == 1 ? bracket.remove(bracket.size() - 1) : null;
            for (int p = 0; p < bracket.size(); p++) {
                SwissPlayer player = bracket.get(p);
                result.put(player, new Slot(ranked.indexOf(player), number, p, bracket.size()));
            }
            number++;
            bracket = new ArrayList<>();
            if (floater != null) {
                bracket.add(floater);
            }
        }
        return result;
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
