package com.taflpost.tournament.pairing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RoundRobinTest {

    static List<Entrant> entrants(int n) {
        List<Entrant> entrants = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            entrants.add(new Entrant("p" + i, 2000 - 10 * i, i));
        }
        return entrants;
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5, 6, 7, 8, 9, 10})
    void everyTwoPlayersMeetExactlyOnce(int n) {
        List<Round> rounds = RoundRobin.schedule(entrants(n), 1);

        assertThat(rounds).hasSize(n % 2 == 0 ? n - 1 : n);
        Set<Set<String>> met = new HashSet<>();
        Map<String, Integer> byes = new HashMap<>();
        for (int r = 0; r < rounds.size(); r++) {
            Round round = rounds.get(r);
            assertThat(round.number()).isEqualTo(r + 1);
            assertThat(round.matches()).hasSize(n / 2);
            for (Pairing.Match match : round.matches()) {
                assertThat(met.add(Set.of(match.first(), match.second())))
                        .as("%s and %s meet twice", match.first(), match.second())
                        .isTrue();
            }
            round.bye().ifPresent(bye -> byes.merge(bye.player(), 1, Integer::sum));
            assertThat(round.bye().isPresent()).isEqualTo(n % 2 == 1);
        }
        assertThat(met).hasSize(n * (n - 1) / 2);
        if (n % 2 == 1) {
            assertThat(byes)
                    .hasSize(n)
                    .allSatisfy((player, count) -> assertThat(count).isEqualTo(1));
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5, 6, 7, 8, 9, 10})
    void withOneGamePerPairingSidesAreBalancedWithinOne(int n) {
        Map<String, Integer> attacks = new HashMap<>();
        Map<String, Integer> defences = new HashMap<>();
        for (Round round : RoundRobin.schedule(entrants(n), 1)) {
            for (Pairing.Match match : round.matches()) {
                assertThat(match.games()).hasSize(1);
                Seating game = match.games().get(0);
                attacks.merge(game.attacker(), 1, Integer::sum);
                defences.merge(game.defender(), 1, Integer::sum);
            }
        }
        for (Entrant entrant : entrants(n)) {
            int a = attacks.getOrDefault(entrant.id(), 0);
            int d = defences.getOrDefault(entrant.id(), 0);
            assertThat(a + d).isEqualTo(n - 1);
            assertThat(Math.abs(a - d))
                    .as("%s attacks %d, defends %d", entrant.id(), a, d)
                    .isLessThanOrEqualTo(1);
        }
    }

    @Test
    void withTwoGamesPerPairingEachMatchPlaysBothSides() {
        List<Round> rounds = RoundRobin.schedule(entrants(4), 2);

        assertThat(rounds).hasSize(3);
        for (Round round : rounds) {
            for (Pairing.Match match : round.matches()) {
                assertThat(match.games()).hasSize(2);
                assertThat(match.games().get(1)).isEqualTo(match.games().get(0).swapped());
            }
        }
    }

    @Test
    void seedsByRatingThenEntryOrder() {
        List<Entrant> entrants =
                List.of(new Entrant("late", 1500, 3), new Entrant("early", 1500, 1), new Entrant("strong", 1800, 2));

        List<Round> rounds = RoundRobin.schedule(entrants, 2);

        // Circle of 3 (odd: the fixed seat is the bye): seed 0 "strong" sits out round 1, "early" round 2.
        assertThat(rounds.get(0).bye()).contains(new Pairing.Bye("strong"));
        assertThat(rounds.get(1).bye()).contains(new Pairing.Bye("early"));
        assertThat(rounds.get(2).bye()).contains(new Pairing.Bye("late"));
    }

    @Test
    void refusesBadInput() {
        assertThatThrownBy(() -> RoundRobin.schedule(entrants(1), 2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RoundRobin.schedule(entrants(4), 3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RoundRobin.schedule(List.of(new Entrant("a", 1, 1), new Entrant("a", 1, 2)), 2))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
