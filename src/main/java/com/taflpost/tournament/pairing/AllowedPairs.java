package com.taflpost.tournament.pairing;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.SparseEdmondsMaximumCardinalityMatching;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;

/**
 * Who may meet whom in the next round: every two players who have not met yet, so that a rematch is impossible rather
 * than merely expensive. Players are numbered by their place in the list given (the Swiss order).
 */
final class AllowedPairs {

    /** Per player, the numbers of those they have met. */
    private final BitSet[] met;

    private AllowedPairs(BitSet[] met) {
        this.met = met;
    }

    static AllowedPairs among(List<SwissPlayer> ranked, PairingHistory history) {
        Map<String, Integer> number = new HashMap<>();
        for (int i = 0; i < ranked.size(); i++) {
            number.put(ranked.get(i).id(), i);
        }
        BitSet[] met = new BitSet[ranked.size()];
        for (int i = 0; i < ranked.size(); i++) {
            met[i] = new BitSet(ranked.size());
            for (String opponent : history.opponentsOf(ranked.get(i).id())) {
                Integer j = number.get(opponent);
                if (j != null) {
                    met[i].set(j);
                }
            }
        }
        return new AllowedPairs(met);
    }

    int players() {
        return met.length;
    }

    boolean mayMeet(int a, int b) {
        return a != b && !met[a].get(b);
    }

    /**
     * Whether everyone but {@code sitter} (everyone, if it is -1) can be paired without a rematch. When each of them
     * still has at least half of the others to meet, Dirac's theorem says that they can (a cycle through all of them
     * exists, and every other step of it is a pairing): the answer for any Swiss of many players and few rounds, at
     * the cost of counting. Otherwise a maximum cardinality matching over every allowed pair answers.
     */
    boolean canAllBePairedWithout(int sitter) {
        int count = sitter < 0 ? players() : players() - 1;
        if (count % 2 == 1) {
            return false;
        }
        int fewestLeft = Integer.MAX_VALUE;
        for (int i = 0; i < players(); i++) {
            if (i != sitter) {
                int metHere = met[i].cardinality() - (sitter >= 0 && met[i].get(sitter) ? 1 : 0);
                fewestLeft = Math.min(fewestLeft, count - 1 - metHere);
            }
        }
        return count == 0 || fewestLeft >= count / 2 || isPerfectlyMatchable(everyPairWithout(sitter));
    }

    /** A graph of every allowed pair but those of {@code sitter} (none, if it is -1). */
    Graph<Integer, DefaultWeightedEdge> everyPairWithout(int sitter) {
        Graph<Integer, DefaultWeightedEdge> graph = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        for (int i = 0; i < players(); i++) {
            if (i != sitter) {
                graph.addVertex(i);
            }
        }
        for (int i = 0; i < players(); i++) {
            for (int j = i + 1; j < players(); j++) {
                if (i != sitter && j != sitter && mayMeet(i, j)) {
                    graph.addEdge(i, j);
                }
            }
        }
        return graph;
    }

    static boolean isPerfectlyMatchable(Graph<Integer, DefaultWeightedEdge> graph) {
        int n = graph.vertexSet().size();
        return n % 2 == 0
                && new SparseEdmondsMaximumCardinalityMatching<>(graph)
                                .getMatching()
                                .getEdges()
                                .size()
                        == n / 2;
    }
}
