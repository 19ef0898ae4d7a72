package com.taflpost.tournament.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CheapestPairingTest {

    private static List<SwissPlayer> ranked(List<Entrant> entrants, int[] halfPoints) {
        List<SwissPlayer> players = new ArrayList<>();
        for (int i = 0; i < entrants.size(); i++) {
            players.add(new SwissPlayer(entrants.get(i), halfPoints[i], false));
        }
        return players.stream().sorted(SwissPlayer.RANKING).toList();
    }

    @Test
    void whenTheLikelyPairsCannotAllBeMatchedEveryAllowedPairIsTried() {
        // 40 players on 0 points, one bracket: p1's likely opponents are p2..p9 (neighbours in rank) and p13..p29
        // (around the ideal p21). p1 has met p2..p29 already, so among the likely pairs p1 has none at all; the
        // complete graph still pairs p1 with one of p30..p40.
        List<Entrant> entrants = RoundRobinTest.entrants(40);
        List<Round> previous = new ArrayList<>();
        for (int k = 2; k <= 29; k++) {
            previous.add(new Round(
                    k - 1, List.of(new Pairing.Match("p1", "p" + k, List.of(new Seating("p1", "p" + k))))));
        }
        List<SwissPlayer> ranked = ranked(entrants, new int[40]);
        AllowedPairs allowed = AllowedPairs.among(ranked, new PairingHistory(previous));
        PairingCosts costs = new PairingCosts(ranked);
        assertThat(AllowedPairs.isPerfectlyMatchable(CheapestPairing.likelyPairs(allowed, costs).graph))
                .isFalse();

        Round round = SwissPairer.pairNextRound(ranked, previous, 1).orElseThrow();

        Pairing.Match first = round.matches().get(0);
        assertThat(first.first()).isEqualTo("p1");
        assertThat(Integer.parseInt(first.second().substring(1))).isBetween(30, 40);
        assertThat(opponents(round, ranked))
                .isEqualTo(CheapestPairing.onEveryAllowedPair(allowed, costs).orElseThrow());
    }

    @Test
    void anAllowedIdealRoundIsWhatTheCompleteGraphFindsAtTheLeastFloatCost() {
        // The ideal round is taken without a matching when none of its pairs is a rematch: it must be what the
        // complete graph finds, at the least float cost, for any standings.
        long seed = 2026_12_04L;
        System.out.println("CheapestPairingTest seed " + seed);
        Random random = new Random(seed);
        for (int t = 0; t < 200; t++) {
            int n = 2 * (1 + random.nextInt(20));
            int[] halfPoints = new int[n];
            int top = 1 + random.nextInt(8);
            Arrays.setAll(halfPoints, i -> random.nextInt(top));
            List<SwissPlayer> ranked = ranked(RoundRobinTest.entrants(n), halfPoints);
            AllowedPairs allowed = AllowedPairs.among(ranked, new PairingHistory(List.of()));
            PairingCosts costs = new PairingCosts(ranked);
            int[] ideal = new int[n];
            Arrays.setAll(ideal, costs::idealOpponent);

            assertThat(CheapestPairing.find(allowed, costs)).contains(ideal);
            assertThat(CheapestPairing.onEveryAllowedPair(allowed, costs))
                    .as("scores %s", Arrays.toString(halfPoints))
                    .contains(ideal);
            assertThat(CheapestPairing.costOf(ideal, costs) - costs.leastFloatCost())
                    .isZero();
        }
    }

    /** The round as each player's opponent, players numbered by their place in {@code ranked}. */
    static int[] opponents(Round round, List<SwissPlayer> ranked) {
        List<String> ids = ranked.stream().map(SwissPlayer::id).toList();
        int[] opponent = new int[ranked.size()];
        for (Pairing.Match match : round.matches()) {
            int a = ids.indexOf(match.first());
            int b = ids.indexOf(match.second());
            opponent[a] = b;
            opponent[b] = a;
        }
        return opponent;
    }
}
