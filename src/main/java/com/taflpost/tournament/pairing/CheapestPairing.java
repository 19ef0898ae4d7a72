package com.taflpost.tournament.pairing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.alg.matching.blossom.v5.ObjectiveSense;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;

/**
 * The cheapest round: a minimum-cost perfect matching of the players over the allowed pairs, by Blossom V (JGraphT's
 * {@link KolmogorovWeightedPerfectMatching}), without building the complete graph of every allowed pair when it can
 * be helped: for a large Swiss that graph's building and matching cost far more than the round is worth, and nearly
 * all of its pairs are dear (two score groups apart, or far from the top-half/bottom-half order).
 *
 * <ol>
 *   <li>If every pair of the ideal round is allowed, the ideal round is the answer, with no matching at all: its
 *       pairs cost their float distance and nothing more, and it floats exactly where pairing the players two by two
 *       down the ranking crosses from one score group to the next, which no round can better ({@link
 *       PairingCosts#leastFloatCost}); every other round pays more float or an order term somewhere.
 *   <li>Otherwise each player is joined to their neighbours in rank and to the players around their ideal opponent,
 *       and Blossom V matches these likely pairs. Its dual solution (a value per player and per odd set of them)
 *       bounds from below what any perfect matching can cost, as long as no pair left out costs less than its two
 *       players' values (less the odd sets holding both). A pair left out that does is added and the matching found
 *       again, until none is left; then the matching is the cheapest over every allowed pair.
 *   <li>Only pairs that could be in a round as cheap as the one found need that test: a round with a pair costs at
 *       least the least float cost plus the pair's order term, which rules out almost every pair at once.
 *   <li>Only when the likely pairs cannot all be matched is the complete graph built.
 * </ol>
 *
 * Costs are whole numbers, so a pair undercutting the duals by less than {@code 1 / n} cannot be worth a whole unit
 * over the n players: the tolerance that keeps floating point rounding from adding pairs for nothing.
 */
final class CheapestPairing {

    /** How many ranks either side of a player, and places either side of their ideal opponent, are joined. */
    private static final int NEAR = 8;

    private CheapestPairing() {}

    /** Each player's opponent in the cheapest round, or empty if every player cannot be paired without a rematch. */
    static Optional<int[]> find(AllowedPairs allowed, PairingCosts costs) {
        int[] ideal = new int[costs.players()];
        Arrays.setAll(ideal, costs::idealOpponent);
        if (IntStream.range(0, ideal.length).allMatch(i -> allowed.mayMeet(i, ideal[i]))) {
            return Optional.of(ideal);
        }
        Likely likely = likelyPairs(allowed, costs);
        if (!AllowedPairs.isPerfectlyMatchable(likely.graph)) {
            return onEveryAllowedPair(allowed, costs);
        }
        while (true) {
            var blossomV = new KolmogorovWeightedPerfectMatching<>(likely.graph, ObjectiveSense.MINIMIZE);
            int[] opponents = opponents(likely.graph, blossomV.getMatching().getEdges(), costs.players());
            List<int[]> cheaper = undercutting(allowed, costs, likely, opponents, blossomV.getDualSolution());
            if (cheaper.isEmpty()) {
                return Optional.of(opponents);
            }
            cheaper.forEach(pair -> likely.join(pair[0], pair[1], costs));
        }
    }

    /** The same answer from the complete graph of allowed pairs: the fallback, and the reference in tests. */
    static Optional<int[]> onEveryAllowedPair(AllowedPairs allowed, PairingCosts costs) {
        Graph<Integer, DefaultWeightedEdge> graph = allowed.everyPairWithout(-1);
        if (!AllowedPairs.isPerfectlyMatchable(graph)) {
            return Optional.empty();
        }
        for (DefaultWeightedEdge edge : graph.edgeSet()) {
            graph.setEdgeWeight(edge, costs.cost(graph.getEdgeSource(edge), graph.getEdgeTarget(edge)));
        }
        var matching = new KolmogorovWeightedPerfectMatching<>(graph, ObjectiveSense.MINIMIZE).getMatching();
        return Optional.of(opponents(graph, matching.getEdges(), costs.players()));
    }

    /** What a round costs: the sum of its pairs' costs. */
    static long costOf(int[] opponents, PairingCosts costs) {
        long sum = 0;
        for (int i = 0; i < opponents.length; i++) {
            if (i < opponents[i]) {
                sum += costs.cost(i, opponents[i]);
            }
        }
        return sum;
    }

    /** The graph of likely pairs, with a bit per pair in it so that the others can be walked quickly. */
    static final class Likely {
        final Graph<Integer, DefaultWeightedEdge> graph = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        final BitSet[] joined;

        Likely(int players) {
            joined = new BitSet[players];
            for (int i = 0; i < players; i++) {
                graph.addVertex(i);
                joined[i] = new BitSet(players);
            }
        }

        void join(int a, int b, PairingCosts costs) {
            if (!joined[a].get(b)) {
                joined[a].set(b);
                joined[b].set(a);
                graph.setEdgeWeight(graph.addEdge(a, b), costs.cost(a, b));
            }
        }
    }

    /** Each player with the allowed ones within {@link #NEAR} ranks and as many places of their ideal opponent. */
    static Likely likelyPairs(AllowedPairs allowed, PairingCosts costs) {
        int n = costs.players();
        Likely likely = new Likely(n);
        for (int i = 0; i < n; i++) {
            int ideal = costs.idealOpponent(i);
            joinAllowed(likely, allowed, costs, i, i + 1, i + NEAR);
            joinAllowed(likely, allowed, costs, i, ideal - NEAR, ideal + NEAR);
        }
        return likely;
    }

    /** Joins the player to the allowed ones ranked {@code from} to {@code to}, both included, within the field. */
    private static void joinAllowed(
            Likely likely, AllowedPairs allowed, PairingCosts costs, int player, int from, int to) {
        for (int j = Math.max(0, from); j <= Math.min(costs.players() - 1, to); j++) {
            if (allowed.mayMeet(player, j)) {
                likely.join(player, j, costs);
            }
        }
    }

    /**
     * The allowed pairs left out that could make a round as cheap as {@code found}: those whose cost is below their
     * players' duals (the duals of the sets holding one of the two and not the other), among those that a round as
     * cheap could contain at all.
     */
    private static List<int[]> undercutting(
            AllowedPairs allowed,
            PairingCosts costs,
            Likely likely,
            int[] found,
            KolmogorovWeightedPerfectMatching.DualSolution<Integer, DefaultWeightedEdge> solution) {
        int n = costs.players();
        long orderBudget = costOf(found, costs) - costs.leastFloatCost();
        double[] dual = new double[n];
        OddSets oddSets = new OddSets(n);
        for (Map.Entry<Set<Integer>, Double> entry : solution.getDualVariables().entrySet()) {
            for (int player : entry.getKey()) {
                dual[player] += entry.getValue();
            }
            if (entry.getKey().size() > 1) {
                oddSets.add(entry.getKey(), entry.getValue());
            }
        }
        oddSets.chain();
        double tolerance = 1.0 / n;
        List<int[]> cheaper = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (likely.joined[i].get(j) || costs.order(i, j) > orderBudget || !allowed.mayMeet(i, j)) {
                    continue;
                }
                double slack = costs.cost(i, j) - dual[i] - dual[j];
                if (slack < -tolerance && slack + 2 * oddSets.shared(i, j) < -tolerance) {
                    cheaper.add(new int[] {i, j});
                }
            }
        }
        return cheaper;
    }

    /**
     * The odd sets with a dual (Blossom V's blossoms): nested or apart, never overlapping, so the sets holding a player
     * form a chain from the largest down, and those holding two players are their chains' common start.
     */
    private static final class OddSets {
        private final List<Set<Integer>> sets = new ArrayList<>();
        private final List<Double> duals = new ArrayList<>();
        private final List<List<Integer>> chains;

        OddSets(int players) {
            chains = new ArrayList<>(Collections.nCopies(players, List.of()));
        }

        void add(Set<Integer> set, double dual) {
            sets.add(set);
            duals.add(dual);
        }

        /** Builds the chains, once every set is added. */
        void chain() {
            Integer[] bySize = new Integer[sets.size()];
            Arrays.setAll(bySize, k -> k);
            Arrays.sort(
                    bySize,
                    Comparator.comparingInt((Integer k) -> sets.get(k).size()).reversed());
            for (int k : bySize) {
                for (int player : sets.get(k)) {
                    if (chains.get(player).isEmpty()) {
                        chains.set(player, new ArrayList<>());
                    }
                    chains.get(player).add(k);
                }
            }
        }

        /** The duals of the sets holding both players. */
        double shared(int a, int b) {
            List<Integer> one = chains.get(a);
            List<Integer> other = chains.get(b);
            double sum = 0;
            for (int k = 0; k < Math.min(one.size(), other.size()) && one.get(k).equals(other.get(k)); k++) {
                sum += duals.get(one.get(k));
            }
            return sum;
        }
    }

    private static int[] opponents(
            Graph<Integer, DefaultWeightedEdge> graph, Set<DefaultWeightedEdge> matched, int players) {
        int[] opponent = new int[players];
        for (DefaultWeightedEdge edge : matched) {
            int a = graph.getEdgeSource(edge);
            int b = graph.getEdgeTarget(edge);
            opponent[a] = b;
            opponent[b] = a;
        }
        return opponent;
    }
}
