package com.taflpost.tournament.pairing;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** What the earlier rounds say about who may meet whom, who has had a bye, and who has attacked how often. */
final class PairingHistory {

    private final Map<String, Set<String>> opponents = new HashMap<>();
    private final Set<String> hadBye = new HashSet<>();
    private final Map<String, Integer> attackerGames = new HashMap<>();

    PairingHistory(List<Round> rounds) {
        for (Round round : rounds) {
            for (Pairing pairing : round.pairings()) {
                if (pairing instanceof Pairing.Bye bye) {
                    hadBye.add(bye.player());
                } else if (pairing instanceof Pairing.Match match) {
                    opponents
                            .computeIfAbsent(match.first(), p -> new HashSet<>())
                            .add(match.second());
                    opponents
                            .computeIfAbsent(match.second(), p -> new HashSet<>())
                            .add(match.first());
                    for (Seating game : match.games()) {
                        attackerGames.merge(game.attacker(), 1, Integer::sum);
                    }
                }
            }
        }
    }

    /** Everyone the player has been paired with so far. */
    Set<String> opponentsOf(String player) {
        return opponents.getOrDefault(player, Set.of());
    }

    boolean hadBye(String player) {
        return hadBye.contains(player);
    }

    /** How many games the player has been scheduled to play as the attackers. */
    int attackerGames(String player) {
        return attackerGames.getOrDefault(player, 0);
    }
}
