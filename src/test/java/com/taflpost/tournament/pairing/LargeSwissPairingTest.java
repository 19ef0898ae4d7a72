package com.taflpost.tournament.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Swiss pairing at the sizes where the likely pairs and the bye's count stand in for the complete graph. */
class LargeSwissPairingTest {

    private static List<SwissPlayer> atZero(List<Entrant> entrants) {
        return entrants.stream().map(e -> new SwissPlayer(e, 0, false)).toList();
    }

    @Test
    void theByeSkipsTheLowestWhoHadOneAndTheOneWhoseAbsenceLeavesNoPairing() {
        // 201 players on 0 points, ranked p1..p201. The 20 lowest (p182..p201) have had a bye; p1 has met everyone
        // but p181. Were p181 to sit out, p1 would be left with nobody: the bye goes to p180, and p1 meets p181.
        List<Entrant> entrants = RoundRobinTest.entrants(201);
        List<Round> previous = new ArrayList<>();
        for (int k = 182; k <= 201; k++) {
            previous.add(new Round(previous.size() + 1, List.of(new Pairing.Bye("p" + k))));
        }
        for (int k = 2; k <= 201; k++) {
            if (k != 181) {
                previous.add(new Round(
                        previous.size() + 1,
                        List.of(new Pairing.Match("p1", "p" + k, List.of(new Seating("p1", "p" + k))))));
            }
        }

        Round round = SwissPairer.pairNextRound(atZero(entrants), previous, 1).orElseThrow();

        assertThat(round.bye()).contains(new Pairing.Bye("p180"));
        assertThat(round.pairingOf("p1")).contains(round.matches().get(0));
        assertThat(round.matches().get(0).second()).isEqualTo("p181");
        assertLegal(previous, round);
    }

    @Test
    void withManyCandidatesTheByeGoesToTheLowestWithoutOne() {
        // 1,023 players, the 300 lowest have had a bye and nobody has met anyone: the 301st from the bottom sits out.
        List<Entrant> entrants = RoundRobinTest.entrants(1023);
        List<Round> previous = new ArrayList<>();
        for (int k = 724; k <= 1023; k++) {
            previous.add(new Round(previous.size() + 1, List.of(new Pairing.Bye("p" + k))));
        }

        Round round = SwissPairer.pairNextRound(atZero(entrants), previous, 1).orElseThrow();

        assertThat(round.bye()).contains(new Pairing.Bye("p723"));
        assertThat(round.matches()).hasSize(511);
    }

    @Test
    void aThousandPlayersOverFiveRoundsFloatNoMoreThanTheCompleteGraphWould() {
        // Each round floats as little as pairing the players two by two down the ranking, which no pairing can
        // better, rematches or not; the complete graph is asked only if a round floats more.
        long seed = Long.getLong("swiss.seed", 2026_12_04L);
        System.out.println("LargeSwissPairingTest seed " + seed + " for 1,024 players");
        playRandomRounds(1024, 5, new Random(seed), (round, previous, toPair, found, costs) -> {
            long least = floatDistance(inRankOrder(toPair.size()), toPair);
            if (floatDistance(found, toPair) > least) {
                int[] complete = complete(previous, toPair, costs);
                assertThat(floatDistance(found, toPair)).isLessThanOrEqualTo(floatDistance(complete, toPair));
            }
        });
    }

    @Test
    void twoHundredFiftySixPlayersOverEightRoundsCostWhatTheCompleteGraphWould() {
        // The same float distances and the same departures from the ideal order as the complete graph of allowed
        // pairs on the same standings, round after round.
        long seed = Long.getLong("swiss.seed", 2026_12_04L);
        System.out.println("LargeSwissPairingTest seed " + seed + " for 256 players");
        playRandomRounds(
                256,
                8,
                new Random(seed),
                (round, previous, toPair, found, costs) -> assertThat(CheapestPairing.costOf(found, costs))
                        .as("round %d", round.number())
                        .isEqualTo(CheapestPairing.costOf(complete(previous, toPair, costs), costs)));
    }

    /**
     * What a test checks of each round, given the rounds before it, the players it paired in rank order and each
     * one's opponent among them.
     */
    private interface RoundCheck {
        void check(Round round, List<Round> previous, List<SwissPlayer> toPair, int[] found, PairingCosts costs);
    }

    /**
     * Pairs the rounds with random results, one entrant withdrawn after round 1 so that later rounds have a bye; checks
     * that each is legal and gives the bye to the lowest-ranked without one, then what the test asks.
     */
    private static void playRandomRounds(int players, int count, Random random, RoundCheck check) {
        List<Entrant> entrants = RoundRobinTest.entrants(players);
        Map<String, Integer> scores = new HashMap<>();
        List<Round> rounds = new ArrayList<>();
        String withdrawn = "p" + (1 + random.nextInt(players));
        for (int r = 1; r <= count; r++) {
            boolean gone = r > 1;
            List<SwissPlayer> standings = entrants.stream()
                    .map(e -> new SwissPlayer(e, scores.getOrDefault(e.id(), 0), gone && e.id().equals(withdrawn)))
                    .toList();

            Round round = SwissPairer.pairNextRound(standings, rounds, 2).orElseThrow();

            assertLegal(rounds, round);
            assertThat(round.bye().map(Pairing.Bye::player)).isEqualTo(lowestWithoutBye(standings, rounds));
            List<SwissPlayer> toPair = standings.stream()
                    .filter(p -> !p.withdrawn())
                    .filter(p ->
                            round.bye().map(b -> !b.player().equals(p.id())).orElse(true))
                    .sorted(SwissPlayer.RANKING)
                    .toList();
            assertThat(round.matches()).hasSize(toPair.size() / 2);
            check.check(round, rounds, toPair, CheapestPairingTest.opponents(round, toPair), new PairingCosts(toPair));
            for (Pairing.Match match : round.matches()) {
                for (Seating game : match.games()) {
                    int attackerGets = random.nextInt(3);
                    scores.merge(game.attacker(), attackerGets, Integer::sum);
                    scores.merge(game.defender(), 2 - attackerGets, Integer::sum);
                }
            }
            round.bye().ifPresent(bye -> scores.merge(bye.player(), 4, Integer::sum));
            rounds.add(round);
        }
        assertThat(rounds.stream().filter(r -> r.bye().isPresent())).hasSize(count - 1);
    }

    /** The complete graph's answer on the standings the round was paired from. */
    private static int[] complete(List<Round> previous, List<SwissPlayer> toPair, PairingCosts costs) {
        return CheapestPairing.onEveryAllowedPair(AllowedPairs.among(toPair, new PairingHistory(previous)), costs)
                .orElseThrow();
    }

    /** Players 0-1, 2-3, ...: two by two down the ranking. */
    private static int[] inRankOrder(int players) {
        int[] opponents = new int[players];
        for (int i = 0; i < players; i++) {
            opponents[i] = i ^ 1;
        }
        return opponents;
    }

    /** The sum over the pairs of the square of their score difference. */
    private static long floatDistance(int[] opponents, List<SwissPlayer> ranked) {
        long sum = 0;
        for (int i = 0; i < opponents.length; i++) {
            long gap = ranked.get(i).halfPoints() - ranked.get(opponents[i]).halfPoints();
            sum += gap * gap;
        }
        return sum / 2;
    }

    /** With many players and few rounds anyone can sit out: the bye goes to the lowest-ranked without one. */
    private static Optional<String> lowestWithoutBye(List<SwissPlayer> players, List<Round> rounds) {
        List<SwissPlayer> active = players.stream()
                .filter(p -> !p.withdrawn())
                .sorted(SwissPlayer.RANKING)
                .toList();
        if (active.size() % 2 == 0) {
            return Optional.empty();
        }
        Set<String> hadBye = new HashSet<>();
        rounds.forEach(r -> r.bye().ifPresent(b -> hadBye.add(b.player())));
        for (int i = active.size() - 1; i >= 0; i--) {
            if (!hadBye.contains(active.get(i).id())) {
                return Optional.of(active.get(i).id());
            }
        }
        return Optional.empty();
    }

    /** No rematch of an earlier round, and nobody's second bye. */
    private static void assertLegal(List<Round> previous, Round round) {
        Set<Set<String>> met = new HashSet<>();
        Set<String> hadBye = new HashSet<>();
        for (Round earlier : previous) {
            earlier.matches().forEach(m -> met.add(Set.of(m.first(), m.second())));
            earlier.bye().ifPresent(b -> hadBye.add(b.player()));
        }
        for (Pairing.Match match : round.matches()) {
            assertThat(met)
                    .as("rematch %s-%s in round %d", match.first(), match.second(), round.number())
                    .doesNotContain(Set.of(match.first(), match.second()));
        }
        round.bye()
                .ifPresent(bye -> assertThat(hadBye)
                        .as("second bye in round %d", round.number())
                        .doesNotContain(bye.player()));
    }
}
