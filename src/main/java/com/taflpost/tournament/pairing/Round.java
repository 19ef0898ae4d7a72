package com.taflpost.tournament.pairing;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The pairings of one round, in board order (the highest-ranked pairing first).
 *
 * @param number the round's number, from 1
 */
public record Round(int number, List<Pairing> pairings) {

    public Round {
        if (number < 1) {
            throw new IllegalArgumentException("rounds are numbered from 1");
        }
        pairings = List.copyOf(pairings);
        Set<String> seen = new HashSet<>();
        for (Pairing pairing : pairings) {
            List<String> players = pairing instanceof Pairing.Match match
                    ? List.of(match.first(), match.second())
                    : List.of(((Pairing.Bye) pairing).player());
            for (String player : players) {
                if (!seen.add(player)) {
                    throw new IllegalArgumentException(player + " is paired twice in round " + number);
                }
            }
        }
    }

    public List<Pairing.Match> matches() {
        return pairings.stream()
                .filter(Pairing.Match.class::isInstance)
                .map(Pairing.Match.class::cast)
                .toList();
    }

    public Optional<Pairing.Bye> bye() {
        return pairings.stream()
                .filter(Pairing.Bye.class::isInstance)
                .map(Pairing.Bye.class::cast)
                .findFirst();
    }

    public Optional<Pairing> pairingOf(String player) {
        return pairings.stream().filter(p -> p.involves(player)).findFirst();
    }
}
