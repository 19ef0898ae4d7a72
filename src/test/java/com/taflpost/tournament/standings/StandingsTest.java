package com.taflpost.tournament.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import com.taflpost.rules.Side;
import com.taflpost.tournament.pairing.Entrant;
import com.taflpost.tournament.pairing.Format;
import com.taflpost.tournament.pairing.Pairing;
import com.taflpost.tournament.pairing.Round;
import com.taflpost.tournament.pairing.Seating;
import com.taflpost.tournament.pairing.SwissPlayer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class StandingsTest {

    private static final GameResult A = GameResult.ATTACKERS_WON;
    private static final GameResult D = GameResult.DEFENDERS_WON;
    private static final GameResult DRAW = GameResult.DRAW;

    /** Builds rounds and results: {@code game(round, attacker, defender, result)}; a null result is unfinished. */
    private static final class Tournament {
        final Map<Integer, List<Pairing>> pairings = new HashMap<>();
        final Map<GameRef, GameResult> results = new HashMap<>();

        /** One match; each game is "attacker>defender" with its result, e.g. match(1, "a", "b", "a>b", A). */
        Tournament match(int round, String first, String second, Object... gamesAndResults) {
            List<Seating> games = new ArrayList<>();
            for (int i = 0; i < gamesAndResults.length; i += 2) {
                String[] seats = ((String) gamesAndResults[i]).split(">");
                Seating seating = new Seating(seats[0], seats[1]);
                games.add(seating);
                if (gamesAndResults[i + 1] != null) {
                    results.put(GameRef.of(round, seating), (GameResult) gamesAndResults[i + 1]);
                }
            }
            pairings.computeIfAbsent(round, r -> new ArrayList<>()).add(new Pairing.Match(first, second, games));
            return this;
        }

        Tournament bye(int round, String player) {
            pairings.computeIfAbsent(round, r -> new ArrayList<>()).add(new Pairing.Bye(player));
            return this;
        }

        List<Round> rounds() {
            return pairings.entrySet().stream()
                    .sorted(Map.Entry.comparingByKey())
                    .map(e -> new Round(e.getKey(), e.getValue()))
                    .toList();
        }
    }

    private static List<Entrant> entrants(String... ids) {
        List<Entrant> entrants = new ArrayList<>();
        for (int i = 0; i < ids.length; i++) {
            entrants.add(new Entrant(ids[i], 1500, i + 1));
        }
        return entrants;
    }

    private static StandingsRow row(
            int rank,
            String player,
            double points,
            int games,
            int wins,
            int draws,
            int losses,
            double sonnebornBerger,
            double buchholz) {
        return new StandingsRow(
                rank, player, points, games, wins, draws, losses, new TieBreaks(sonnebornBerger, buchholz));
    }

    @Test
    void fourPlayerDoubleRoundRobin() {
        // a-b: a wins both (a 2, b 0); a-c: a wins one, one draw (a 1.5, c 0.5); a-d: one win each (1, 1);
        // b-c: one win each (1, 1); b-d: b wins both (b 2, d 0); c-d: c wins one, one draw (c 1.5, d 0.5).
        // Totals: a 2 + 1.5 + 1 = 4.5; b 0 + 1 + 2 = 3; c 0.5 + 1 + 1.5 = 3; d 1 + 0 + 0.5 = 1.5.
        Tournament t = new Tournament()
                .match(1, "a", "b", "a>b", A, "b>a", D)
                .match(1, "c", "d", "c>d", A, "d>c", DRAW)
                .match(2, "a", "c", "a>c", A, "c>a", DRAW)
                .match(2, "b", "d", "b>d", A, "d>b", D)
                .match(3, "a", "d", "a>d", D, "d>a", D)
                .match(3, "b", "c", "b>c", A, "c>b", A);

        List<StandingsRow> rows =
                Standings.compute(Format.ROUND_ROBIN, 2, entrants("a", "b", "c", "d"), t.rounds(), t.results);

        // SB = sum of (points in the game x opponent's total):
        // a: 2 x 3 (b) + 1.5 x 3 (c) + 1 x 1.5 (d) = 6 + 4.5 + 1.5 = 12
        // b: 0 x 4.5 (a) + 1 x 3 (c) + 2 x 1.5 (d) = 0 + 3 + 3 = 6
        // c: 0.5 x 4.5 (a) + 1 x 3 (b) + 1.5 x 1.5 (d) = 2.25 + 3 + 2.25 = 7.5
        // d: 1 x 4.5 (a) + 0 x 3 (b) + 0.5 x 3 (c) = 4.5 + 0 + 1.5 = 6
        // Buchholz = opponents' totals: a 3 + 3 + 1.5 = 7.5; b 4.5 + 3 + 1.5 = 9; c 4.5 + 3 + 1.5 = 9;
        // d 4.5 + 3 + 3 = 10.5. b and c tie on 3 points; c's SB 7.5 beats b's 6.
        assertThat(rows)
                .containsExactly(
                        row(1, "a", 4.5, 6, 4, 1, 1, 12, 7.5),
                        row(2, "c", 3, 6, 2, 2, 2, 7.5, 9),
                        row(3, "b", 3, 6, 3, 0, 3, 6, 9),
                        row(4, "d", 1.5, 6, 1, 1, 4, 6, 10.5));
    }

    @Test
    void sevenPlayerThreeRoundSwiss() {
        // One game per pairing, so a bye is worth 1. Round 3's p4-p6 has not ended.
        Tournament t = new Tournament()
                .match(1, "p1", "p4", "p1>p4", A)
                .match(1, "p2", "p5", "p5>p2", DRAW)
                .match(1, "p3", "p6", "p3>p6", D)
                .bye(1, "p7")
                .match(2, "p1", "p7", "p7>p1", DRAW)
                .match(2, "p2", "p6", "p2>p6", A)
                .match(2, "p3", "p5", "p5>p3", D)
                .bye(2, "p4")
                .match(3, "p1", "p2", "p2>p1", D)
                .match(3, "p7", "p3", "p3>p7", DRAW)
                .match(3, "p4", "p6", "p4>p6", null)
                .bye(3, "p5");
        List<Entrant> entrants = entrants("p1", "p2", "p3", "p4", "p5", "p6", "p7");

        List<StandingsRow> rows = Standings.compute(Format.SWISS, 1, entrants, t.rounds(), t.results);

        // Totals: p1 1 + 0.5 + 1 = 2.5; p2 0.5 + 1 + 0 = 1.5; p3 0 + 1 + 0.5 = 1.5; p4 0 + bye 1 = 1;
        // p5 0.5 + 0 + bye 1 = 1.5; p6 1 + 0 = 1; p7 bye 1 + 0.5 + 0.5 = 2. (8 finished games + 3 byes = 11.)
        // Buchholz (one term per pairing with a finished game; byes and the unfinished p4-p6 add nothing):
        // p1: p4 1 + p7 2 + p2 1.5 = 4.5; p2: p5 1.5 + p6 1 + p1 2.5 = 5; p3: p6 1 + p5 1.5 + p7 2 = 4.5;
        // p4: p1 2.5; p5: p2 1.5 + p3 1.5 = 3; p6: p3 1.5 + p2 1.5 = 3; p7: p1 2.5 + p3 1.5 = 4.
        // SB: p1: 1 x 1 (p4) + 0.5 x 2 (p7) + 1 x 1.5 (p2) = 3.5; p2: 0.5 x 1.5 (p5) + 1 x 1 (p6) + 0 = 1.75;
        // p3: 0 + 1 x 1.5 (p5) + 0.5 x 2 (p7) = 2.5; p4: 0; p5: 0.5 x 1.5 (p2) + 0 = 0.75; p6: 1 x 1.5 (p3) + 0 = 1.5;
        // p7: 0.5 x 2.5 (p1) + 0.5 x 1.5 (p3) = 2.
        // Order: p1 2.5; p7 2; on 1.5 by Buchholz p2 5, p3 4.5, p5 3; on 1 by Buchholz p6 3, p4 2.5.
        assertThat(rows)
                .containsExactly(
                        row(1, "p1", 2.5, 3, 2, 1, 0, 3.5, 4.5),
                        row(2, "p7", 2, 2, 0, 2, 0, 2, 4),
                        row(3, "p2", 1.5, 3, 1, 1, 1, 1.75, 5),
                        row(4, "p3", 1.5, 3, 1, 1, 1, 2.5, 4.5),
                        row(5, "p5", 1.5, 2, 0, 1, 1, 0.75, 3),
                        row(6, "p6", 1, 2, 1, 0, 1, 1.5, 3),
                        row(7, "p4", 1, 1, 0, 0, 1, 0, 2.5));
    }

    @Test
    void playersEqualOnEveryCriterionShareARank() {
        // a beats everyone; b and c draw and both beat d. b, c: 1.5 points, SB 0.5 x 1.5 + 1 x 0 = 0.75, 1 win.
        Tournament t = new Tournament()
                .match(1, "a", "d", "a>d", A)
                .match(1, "b", "c", "b>c", DRAW)
                .match(2, "a", "c", "c>a", D)
                .match(2, "b", "d", "d>b", D)
                .match(3, "a", "b", "a>b", A)
                .match(3, "c", "d", "c>d", A);

        List<StandingsRow> rows =
                Standings.compute(Format.ROUND_ROBIN, 1, entrants("a", "b", "c", "d"), t.rounds(), t.results);

        assertThat(rows)
                .extracting(StandingsRow::rank, StandingsRow::player)
                .containsExactly(tuple(1, "a"), tuple(2, "b"), tuple(2, "c"), tuple(4, "d"));
    }

    @Test
    void aByeWithTwoGamesPerPairingIsWorthTwoPointsAndNoGames() {
        Tournament t =
                new Tournament().match(1, "a", "b", "a>b", null, "b>a", null).bye(1, "c");

        List<StandingsRow> rows = Standings.compute(Format.SWISS, 2, entrants("a", "b", "c"), t.rounds(), t.results);

        assertThat(rows.get(0)).isEqualTo(row(1, "c", 2, 0, 0, 0, 0, 0, 0));
        // Nothing has ended between a and b: no points, no games, no Buchholz; equal, so a shared rank.
        assertThat(rows.get(1)).isEqualTo(row(2, "a", 0, 0, 0, 0, 0, 0, 0));
        assertThat(rows.get(2)).isEqualTo(row(2, "b", 0, 0, 0, 0, 0, 0, 0));
    }

    @Test
    void swissPlayersCarryTheirScoresAndWithdrawals() {
        Tournament t =
                new Tournament().match(1, "a", "b", "a>b", DRAW, "b>a", D).bye(1, "c");

        List<SwissPlayer> players =
                Standings.swissPlayers(2, entrants("a", "b", "c"), Set.of("b"), t.rounds(), t.results);

        // a: draw 1 + win 2 = 3 half-points; b: 1; c: bye of a two-game pairing = 4.
        assertThat(players)
                .extracting(SwissPlayer::id, SwissPlayer::halfPoints, SwissPlayer::withdrawn)
                .containsExactly(tuple("a", 3, false), tuple("b", 1, true), tuple("c", 4, false));
    }

    @Test
    void gameResultsScoreInHalfPoints() {
        assertThat(GameResult.wonBy(Side.DEFENDERS).halfPointsFor(Side.DEFENDERS))
                .isEqualTo(2);
        assertThat(GameResult.ATTACKERS_WON.halfPointsFor(Side.DEFENDERS)).isZero();
        assertThat(GameResult.DRAW.halfPointsFor(Side.ATTACKERS)).isEqualTo(1);
    }

    @Test
    void refusesResultsAndPlayersOutsideTheTournament() {
        Tournament t = new Tournament().match(1, "a", "b", "a>b", A);
        Map<GameRef, GameResult> stray = new HashMap<>(t.results);
        stray.put(new GameRef(2, "a", "b"), A);

        assertThatThrownBy(() -> Standings.compute(Format.SWISS, 1, entrants("a", "b"), t.rounds(), stray))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Standings.compute(Format.SWISS, 1, entrants("a"), t.rounds(), t.results))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
