package com.taflpost.bench;

import com.taflpost.rules.Board;
import com.taflpost.rules.CorpusGame;
import com.taflpost.rules.Game;
import com.taflpost.rules.GameState;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Move;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The speed targets of the rules engine, measured the way the service uses it: every request replays the stored
 * move list with every rule on. Run with {@code ./mvnw -Pbench test-compile exec:exec} (see pom.xml).
 */
@Fork(1)
@Threads(1)
@Warmup(iterations = 5, time = 3)
@Measurement(iterations = 5, time = 2)
public class RulesBenchmark {
    /** How many mid-game positions {@link #legalMoves} scans per invocation. */
    static final int POSITIONS = 256;

    static final int REPLAY_PLIES = 100;

    @State(Scope.Benchmark)
    public static class Corpus {
        List<List<String>> games;
        List<Game> midGames;
        List<String> hundredPlies;

        @Setup
        public void load() {
            List<CorpusGame> corpus = CorpusGame.load();
            games = corpus.stream().map(CorpusGame::moves).toList();

            midGames = new ArrayList<>();
            for (int i = 0; midGames.size() < POSITIONS; i++) {
                Game game = replay(games.get(i % games.size()));
                if (game.ply() < 20) {
                    continue;
                }
                // Different plies of different games: openings, middle games and late positions alike.
                GameState state = game.state(10 + (i * 7) % (game.ply() - 10));
                Game position = Game.start(Ruleset.COPENHAGEN, state.board(), state.sideToMove());
                if (!position.isOver()) {
                    midGames.add(position);
                }
            }

            hundredPlies = corpus.stream()
                    .map(CorpusGame::moves)
                    .filter(moves -> moves.size() >= REPLAY_PLIES)
                    .map(moves -> moves.subList(0, REPLAY_PLIES))
                    .filter(moves -> replay(moves).ply() == REPLAY_PLIES)
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("the corpus has no game of 100 legal plies"));
        }
    }

    /** Plies validated while replaying, reported by JMH as a rate next to the primary result. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Plies {
        public long plies;

        @Setup(Level.Iteration)
        public void reset() {
            plies = 0;
        }
    }

    static Game replay(List<String> moves) {
        return Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, moves).game();
    }

    /**
     * The whole corpus, each game replayed as the service would (up to where our rules end it or refuse a
     * move). Primary result: corpus replays per second; {@code plies}: validated plies per second.
     */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public void corpusReplay(Corpus corpus, Plies counter, Blackhole blackhole) {
        long plies = 0;
        for (List<String> moves : corpus.games) {
            Replay replay = Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, moves);
            plies += replay.game().ply();
            blackhole.consume(replay);
        }
        counter.plies += plies;
    }

    /** Legal-move generation in corpus positions; the result is per position. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    @OperationsPerInvocation(POSITIONS)
    public void legalMoves(Corpus corpus, Blackhole blackhole) {
        for (Game game : corpus.midGames) {
            blackhole.consume(game.legalMoves());
        }
    }

    /** One request's work on a 100-ply game: replay the stored moves. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Replay replay100Plies(Corpus corpus) {
        return Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, corpus.hundredPlies);
    }

    /** Plies replayed per invocation of {@link #replayPerPly}, whatever the length of the game. */
    static final int PLIES_PER_INVOCATION = 10_000;

    /** A legal game of {@code plies} plies, built by a seeded random playout that never ends the game. */
    @State(Scope.Benchmark)
    public static class LongGame {
        @Param({"100", "1000", "10000"})
        public int plies;

        List<String> moves;

        @Setup
        public void build() {
            for (long seed = 1; moves == null; seed++) {
                moves = playout(new SplittableRandom(seed), plies);
            }
            if (replay(moves).ply() != plies) {
                throw new IllegalStateException("the playout does not replay to " + plies + " plies");
            }
        }

        /** The moves, or null when the playout reaches a position where every move would end the game. */
        static List<String> playout(SplittableRandom random, int plies) {
            Game game = Game.start(Ruleset.COPENHAGEN, Layout.COPENHAGEN);
            List<String> played = new ArrayList<>();
            while (played.size() < plies) {
                List<Move> legal = new ArrayList<>(game.legalMoves());
                Game next = null;
                while (next == null && !legal.isEmpty()) {
                    Game candidate = game.play(legal.remove(random.nextInt(legal.size())));
                    next = candidate.isOver() ? null : candidate;
                }
                if (next == null) {
                    return null;
                }
                game = next;
                played.add(game.current().lastPly().notation());
            }
            return played;
        }
    }

    /**
     * Replay time per ply for games of 100, 1,000 and 10,000 plies: each invocation replays 10,000 plies (the game
     * as many times as that takes), so the score is per ply and is flat when replay is linear.
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    @OperationsPerInvocation(PLIES_PER_INVOCATION)
    public void replayPerPly(LongGame game, Blackhole blackhole) {
        for (int replayed = 0; replayed < PLIES_PER_INVOCATION; replayed += game.plies) {
            blackhole.consume(Replay.of(Ruleset.COPENHAGEN, Layout.COPENHAGEN, game.moves));
        }
    }

    /** The 10,000-ply game of {@link LongGame}, cut into pieces of {@code piece} plies, each with its start. */
    @State(Scope.Benchmark)
    public static class Pieces {
        @Param({"100", "1000", "10000"})
        public int piece;

        List<Board> starts;
        List<Side> sides;
        List<List<String>> moves;

        @Setup
        public void cut() {
            LongGame whole = new LongGame();
            whole.plies = PLIES_PER_INVOCATION;
            whole.build();
            Game game = replay(whole.moves);
            starts = new ArrayList<>();
            sides = new ArrayList<>();
            moves = new ArrayList<>();
            for (int from = 0; from < whole.moves.size(); from += piece) {
                starts.add(game.state(from).board());
                sides.add(game.state(from).sideToMove());
                moves.add(whole.moves.subList(from, from + piece));
            }
        }
    }

    /**
     * Control for {@link #replayPerPly}: the same 10,000 plies replayed as one game or in pieces of 100 or 1,000
     * plies, each from the position where it starts. Equal scores mean a ply costs the same however long the game
     * behind it; what differs between games of different lengths is then their positions, not their length.
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    @OperationsPerInvocation(PLIES_PER_INVOCATION)
    public void replayInPieces(Pieces pieces, Blackhole blackhole) {
        for (int i = 0; i < pieces.moves.size(); i++) {
            blackhole.consume(
                    Replay.of(Ruleset.COPENHAGEN, pieces.starts.get(i), pieces.sides.get(i), pieces.moves.get(i)));
        }
    }
}
