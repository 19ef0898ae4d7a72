package com.taflpost.bench;

import com.taflpost.tournament.pairing.Entrant;
import com.taflpost.tournament.pairing.Pairing;
import com.taflpost.tournament.pairing.Round;
import com.taflpost.tournament.pairing.Seating;
import com.taflpost.tournament.pairing.SwissPairer;
import com.taflpost.tournament.pairing.SwissPlayer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The pairing of one Swiss round, as a tournament's start (round 1) or a round's end asks for it, without the
 * database. The rounds before the one measured are paired by the same code with seeded random results (one game a
 * pairing, as load/scale.py's tournaments), so that later rounds meet rematches and odd score groups. Run with
 * {@code ./mvnw -Pbench test-compile exec:exec -Dbench.args="SwissPairingBenchmark"}.
 */
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class SwissPairingBenchmark {

    @Param({"256", "512", "1024"})
    int players;

    /** The round paired: 1 is the start. */
    @Param({"1", "2", "4"})
    int round;

    List<SwissPlayer> standings;
    List<Round> previous;

    @Setup
    public void playEarlierRounds() {
        List<Entrant> entrants = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            entrants.add(new Entrant("p" + i, 2000 - i, i));
        }
        SplittableRandom random = new SplittableRandom(round * 1_000_003L + players);
        Map<String, Integer> scores = new HashMap<>();
        previous = new ArrayList<>();
        while (true) {
            standings = entrants.stream()
                    .map(e -> new SwissPlayer(e, scores.getOrDefault(e.id(), 0), false))
                    .toList();
            if (previous.size() + 1 == round) {
                return;
            }
            Round paired = SwissPairer.pairNextRound(standings, previous, 1).orElseThrow();
            for (Pairing.Match match : paired.matches()) {
                Seating game = match.games().get(0);
                int attackerGets = random.nextInt(3);
                scores.merge(game.attacker(), attackerGets, Integer::sum);
                scores.merge(game.defender(), 2 - attackerGets, Integer::sum);
            }
            previous.add(paired);
        }
    }

    @Benchmark
    public Optional<Round> pairNextRound() {
        return SwissPairer.pairNextRound(standings, previous, 1);
    }
}
