package com.taflpost.tournament.pairing;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** What the earlier rounds say about who may meet whom, who has had a bye, and who has attacked how often. */
final class PairingHistory {

    private final Set<Set<String>> met = new HashSet<>();
    private final Set<String> hadBye = new HashSet<>();
    private final Map<String, Integer> attackerGames = new HashMap<>();

    PairingHistory(List<Round> rounds) {
        for (Round round : rounds) {
            for (Pairing pairing : round.pairings()) {
                if (pairing instanceof Pairing.Bye bye) {
                    hadBye.add(bye.player());
                } else if (pairing instanceof Pairing.Match match) {
                    met.add(Set.of(match.first(), match.second()));
                    for (Seating game : match.games()) {
                        attackerGames.merge(game.attacker(), 1, Integer::sum);
                    }
                }
            }
        }
    }

    boolean haveMet(String one, String other) {
        return met.contains(Set.of(one, other));
    }

    boolean hadBye(String player) {
        return hadBye.contains(player);
    }

    /** How many games the player has been scheduled to play as the attackers. */
    int attackerGames(String player) {
        return attackerGames.getOrDefault(player, 0);
    }
}
