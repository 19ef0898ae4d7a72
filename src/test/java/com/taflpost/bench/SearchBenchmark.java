package com.taflpost.bench;

import com.taflpost.rules.CorpusGame;
import com.taflpost.rules.Game;
import com.taflpost.rules.GameState;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Position;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.search.Evaluation;
import com.taflpost.rules.search.Noise;
import com.taflpost.rules.search.Search;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The computer's search on the corpus's middlegame positions: time to search each to a fixed depth, with the
 * positions visited per second beside it ({@code nodes}). Run with
 * {@code ./mvnw -Pbench test-compile exec:exec -Dbench.args="SearchBenchmark -f 1"}.
 */
@Fork(1)
@Threads(1)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class SearchBenchmark {
    static final int POSITIONS = 16;

    @State(Scope.Benchmark)
    public static class Middlegames {
        @Param({"2", "3", "4"})
        public int depth;

        List<Game> positions;

        @Setup
        public void load() {
            positions = new ArrayList<>();
            List<CorpusGame> corpus = CorpusGame.load();
            for (int i = 0; positions.size() < POSITIONS; i++) {
                Game game = Replay.of(
                                Ruleset.COPENHAGEN,
                                Layout.COPENHAGEN,
                                corpus.get(i).moves())
                        .game();
                if (game.ply() < 40) {
                    continue;
                }
                GameState state = game.state(20 + i % 20);
                Game position = Game.start(Ruleset.COPENHAGEN, state.board(), state.sideToMove());
                if (!position.isOver()) {
                    positions.add(position);
                }
            }
        }
    }

    /** Positions the search visited, reported by JMH as a rate beside the time. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {
        public long nodes;

        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
        }
    }

    /** Searches every position to the depth, a new search (and table) each, as a computer move does. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long searchToDepth(Middlegames middlegames, Nodes counter) {
        long visited = 0;
        for (Game game : middlegames.positions) {
            Search.Result result = new Search(Evaluation.STANDARD, Noise.NONE)
                    .search(Position.of(game), new Search.Limits(middlegames.depth, Long.MAX_VALUE / 4, null));
            visited += result.nodes();
        }
        counter.nodes += visited;
        return visited;
    }
}
