package com.taflpost.tournament.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * Every round of a round robin at once, by the circle method.
 *
 * <p>Players are seeded ({@link Entrant#SEEDING}). With an even number n of players, the first m = n - 1 seeds sit
 * on a circle and the last seed is fixed; with an odd number, m = n and the fixed seat is the bye. In round r
 * (0-based), seed c = r sits at the centre and plays the fixed seat, and seeds c + i and c - i (mod m) meet, for i =
 * 1 .. (m - 1) / 2. Over m rounds every two seeds meet exactly once.
 *
 * <p>Sides, for one game per pairing: between circle seeds a and b, a attacks when (b - a) mod m is in 1 .. (m - 1)
 * / 2, so each circle seed attacks (m - 1) / 2 of the others and defends against as many; the centre attacks the
 * fixed seat in even rounds and defends in odd ones. Every player's attacker and defender counts then differ by at
 * most 1. With two games per pairing the second game swaps the sides of the first.
 */
public final class RoundRobin {

    private RoundRobin() {}

    public static List<Round> schedule(List<Entrant> entrants, int gamesPerPairing) {
        GamesPerPairing.check(gamesPerPairing);
        if (entrants.size() < 2) {
            throw new IllegalArgumentException("a round robin needs at least 2 players");
        }
        List<String> seeds =
                entrants.stream().sorted(Entrant.SEEDING).map(Entrant::id).toList();
        if (seeds.stream().distinct().count() != seeds.size()) {
            throw new IllegalArgumentException("an entrant is listed twice");
        }
        int n = seeds.size();
        boolean odd = n % 2 == 1;
        int m = odd ? n : n - 1;
        List<Round> rounds = new ArrayList<>();
        for (int r = 0; r < m; r++) {
            List<Pairing> pairings = new ArrayList<>();
            if (!odd) {
                String centre = seeds.get(r);
                String fixed = seeds.get(n - 1);
                Seating first = r % 2 == 0 ? new Seating(centre, fixed) : new Seating(fixed, centre);
                pairings.add(GamesPerPairing.match(centre, fixed, first, gamesPerPairing));
            }
            for (int i = 1; i <= (m - 1) / 2; i++) {
                int a = Math.floorMod(r + i, m);
                int b = Math.floorMod(r - i, m);
                int higher = Math.min(a, b);
                int lower = Math.max(a, b);
                Seating first = attacks(a, b, m)
                        ? new Seating(seeds.get(a), seeds.get(b))
                        : new Seating(seeds.get(b), seeds.get(a));
                pairings.add(GamesPerPairing.match(seeds.get(higher), seeds.get(lower), first, gamesPerPairing));
            }
            if (odd) {
                pairings.add(new Pairing.Bye(seeds.get(r)));
            }
            rounds.add(new Round(r + 1, pairings));
        }
        return List.copyOf(rounds);
    }

    private static boolean attacks(int a, int b, int m) {
        int distance = Math.floorMod(b - a, m);
        return distance >= 1 && distance <= (m - 1) / 2;
    }
}
