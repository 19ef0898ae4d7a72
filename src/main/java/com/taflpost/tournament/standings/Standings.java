package com.taflpost.tournament.standings;

import com.taflpost.rules.Side;
import com.taflpost.tournament.pairing.Entrant;
import com.taflpost.tournament.pairing.Format;
import com.taflpost.tournament.pairing.Pairing;
import com.taflpost.tournament.pairing.Round;
import com.taflpost.tournament.pairing.Seating;
import com.taflpost.tournament.pairing.SwissPlayer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Scores and ranks a tournament from its rounds and the results of its finished games.
 *
 * <p>A game scores 1 for a win, 1/2 for a draw, 0 for a loss; a bye scores as if every game of a pairing were won
 * (1 point per game of the pairing). A bye counts in points only, never in games, wins, draws or losses, nor in
 * anyone's Buchholz. A game without a result counts nothing, and a pairing none of whose games has ended adds no
 * Buchholz term yet. Everything is counted exactly, in half-points (quarter-points for Sonneborn-Berger), and only
 * turned into {@code double} in the rows.
 *
 * <p>Order: round robin by points, Sonneborn-Berger, wins; Swiss by points, Buchholz, Sonneborn-Berger, wins.
 * Players equal on all of them share a rank and are listed in entry order.
 */
public final class Standings {

    private Standings() {}

    /**
     * @param entrants every player of the tournament, withdrawn ones included
     * @param rounds the rounds paired so far
     * @param results the result of every finished game; a game missing here has not ended
     */
    public static List<StandingsRow> compute(
            Format format,
            int gamesPerPairing,
            List<Entrant> entrants,
            List<Round> rounds,
            Map<GameRef, GameResult> results) {
        Map<String, Tally> tallies = tally(gamesPerPairing, entrants, rounds, results);
        Comparator<Tally> order = format == Format.ROUND_ROBIN
                ? Comparator.comparingInt(Tally::halfPoints)
                        .thenComparingInt(Tally::sonnebornBergerQuarters)
                        .thenComparingInt(Tally::wins)
                : Comparator.comparingInt(Tally::halfPoints)
                        .thenComparingInt(Tally::buchholzHalves)
                        .thenComparingInt(Tally::sonnebornBergerQuarters)
                        .thenComparingInt(Tally::wins);
        order = order.reversed();
        List<Tally> sorted = new ArrayList<>(tallies.values());
        sorted.sort(order.thenComparingInt(t -> t.entrant.entryOrder()));
        List<StandingsRow> rows = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            Tally t = sorted.get(i);
            boolean sharesRank = i > 0 && order.compare(sorted.get(i - 1), t) == 0;
            int rank = sharesRank ? rows.get(i - 1).rank() : i + 1;
            rows.add(new StandingsRow(
                    rank,
                    t.entrant.id(),
                    t.halfPoints / 2.0,
                    t.games,
                    t.wins,
                    t.draws,
                    t.losses,
                    new TieBreaks(t.sonnebornBergerQuarters / 4.0, t.buchholzHalves / 2.0)));
        }
        return List.copyOf(rows);
    }

    /**
     * The players as the Swiss pairing needs them: their scores so far and whether they have withdrawn.
     *
     * @param withdrawn ids of the players who have left the tournament
     */
    public static List<SwissPlayer> swissPlayers(
            int gamesPerPairing,
            List<Entrant> entrants,
            Set<String> withdrawn,
            List<Round> rounds,
            Map<GameRef, GameResult> results) {
        Map<String, Tally> tallies = tally(gamesPerPairing, entrants, rounds, results);
        return entrants.stream()
                .map(e -> new SwissPlayer(e, tallies.get(e.id()).halfPoints, withdrawn.contains(e.id())))
                .toList();
    }

    private static Map<String, Tally> tally(
            int gamesPerPairing, List<Entrant> entrants, List<Round> rounds, Map<GameRef, GameResult> results) {
        if (gamesPerPairing != 1 && gamesPerPairing != 2) {
            throw new IllegalArgumentException("gamesPerPairing must be 1 or 2, not " + gamesPerPairing);
        }
        Map<String, Tally> tallies = new LinkedHashMap<>();
        for (Entrant entrant : entrants) {
            if (tallies.put(entrant.id(), new Tally(entrant)) != null) {
                throw new IllegalArgumentException(entrant.id() + " is entered twice");
            }
        }
        Set<GameRef> scheduled = new HashSet<>();
        // First pass: points and game counts, which the tie-breaks need complete.
        for (Round round : rounds) {
            for (Pairing pairing : round.pairings()) {
                if (pairing instanceof Pairing.Bye bye) {
                    tally(tallies, bye.player()).halfPoints += 2 * gamesPerPairing;
                } else if (pairing instanceof Pairing.Match match) {
                    for (Seating game : match.games()) {
                        GameRef ref = GameRef.of(round.number(), game);
                        scheduled.add(ref);
                        GameResult result = results.get(ref);
                        if (result != null) {
                            tally(tallies, game.attacker()).count(result.halfPointsFor(Side.ATTACKERS));
                            tally(tallies, game.defender()).count(result.halfPointsFor(Side.DEFENDERS));
                        }
                    }
                }
            }
        }
        for (GameRef ref : results.keySet()) {
            if (!scheduled.contains(ref)) {
                throw new IllegalArgumentException("a result for a game that is not scheduled: " + ref);
            }
        }
        // Second pass: Sonneborn-Berger per finished game, Buchholz per pairing with a finished game.
        for (Round round : rounds) {
            for (Pairing.Match match : round.matches()) {
                boolean anyFinished = false;
                for (Seating game : match.games()) {
                    GameResult result = results.get(GameRef.of(round.number(), game));
                    if (result == null) {
                        continue;
                    }
                    anyFinished = true;
                    Tally attacker = tallies.get(game.attacker());
                    Tally defender = tallies.get(game.defender());
                    attacker.sonnebornBergerQuarters += result.halfPointsFor(Side.ATTACKERS) * defender.halfPoints;
                    defender.sonnebornBergerQuarters += result.halfPointsFor(Side.DEFENDERS) * attacker.halfPoints;
                }
                if (anyFinished) {
                    Tally first = tallies.get(match.first());
                    Tally second = tallies.get(match.second());
                    first.buchholzHalves += second.halfPoints;
                    second.buchholzHalves += first.halfPoints;
                }
            }
        }
        return tallies;
    }

    private static Tally tally(Map<String, Tally> tallies, String player) {
        Tally tally = tallies.get(player);
        if (tally == null) {
            throw new IllegalArgumentException(player + " is paired but not entered");
        }
        return tally;
    }

    /** One player's running counts, all exact integers. */
    private static final class Tally {
        final Entrant entrant;
        int halfPoints;
        int games;
        int wins;
        int draws;
        int losses;
        int sonnebornBergerQuarters;
        int buchholzHalves;

        Tally(Entrant entrant) {
            this.entrant = entrant;
        }

        void count(int gameHalfPoints) {
            halfPoints += gameHalfPoints;
            games++;
            switch (gameHalfPoints) {
                case 2 -> wins++;
                case 1 -> draws++;
                default -> losses++;
            }
        }

        int halfPoints() {
            return halfPoints;
        }

        int wins() {
            return wins;
        }

        int sonnebornBergerQuarters() {
            return sonnebornBergerQuarters;
        }

        int buchholzHalves() {
            return buchholzHalves;
        }
    }
}
