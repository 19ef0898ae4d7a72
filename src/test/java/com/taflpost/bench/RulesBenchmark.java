package com.taflpost.bench;

import com.taflpost.rules.Board;
import com.taflpost.rules.CorpusGame;
import com.taflpost.rules.Game;
import com.taflpost.rules.GameState;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Move;
import com.taflpost.rules.Piece;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Replay;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Square;
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

    /** Plies replayed per invocation of the per-ply benchmarks, whatever the length of the game. */
    static final int PLIES_PER_INVOCATION = 10_000;

    /** Plies a mid-game playout is played before its game starts, away from the opening. */
    static final int MID_GAME_WARM_UP = 1_000;

    /** A game to replay: where it starts and its moves. */
    public record BenchGame(Board start, Side sideToMove, List<String> moves) {
        public Replay replay() {
            return Replay.of(Ruleset.COPENHAGEN, start, sideToMove, moves);
        }

        /** The same game cut into pieces of {@code piece} plies, each starting where the one before ends. */
        List<BenchGame> pieces(int piece) {
            Game game = replay().game();
            List<BenchGame> pieces = new ArrayList<>();
            for (int from = 0; from < moves.size(); from += piece) {
                GameState state = game.state(from);
                pieces.add(new BenchGame(state.board(), state.sideToMove(), moves.subList(from, from + piece)));
            }
            return pieces;
        }
    }

    /** The kinds of game the per-ply benchmarks replay; see {@link #midGame} and {@link #randomPlayout}. */
    public enum Kind {
        MID_GAME,
        RANDOM_PLAYOUT;

        public BenchGame game(int plies) {
            BenchGame game = this == MID_GAME ? midGame(plies) : randomPlayout(plies);
            Game replayed = game.replay().game();
            if (replayed.ply() != plies || replayed.isOver()) {
                throw new IllegalStateException("the " + this + " game does not replay to " + plies + " plies");
            }
            return game;
        }
    }

    /**
     * A game of {@code plies} plies that keeps to one kind of position from its first ply to its last: the
     * Copenhagen board with all its 37 pieces, in the middle of a game. Built by a seeded random playout from the
     * Copenhagen layout that only plays moves which capture nothing, keep the king off the edge (so no exit fort
     * and no escape) and do not end the game (so no third repetition and no encirclement). The game starts after
     * {@value #MID_GAME_WARM_UP} such plies, when the opening has dissolved, so that a game of 100 plies and one of
     * 10,000 see the same kind of position. With no capture, every position of the game stays in the repetition
     * tally: a longer game means a longer history to check against, and nothing else.
     */
    static BenchGame midGame(int plies) {
        for (long seed = 1; ; seed++) {
            List<String> moves = playout(new SplittableRandom(seed), MID_GAME_WARM_UP + plies, true);
            if (moves != null) {
                GameState start = replay(moves).state(MID_GAME_WARM_UP);
                return new BenchGame(start.board(), start.sideToMove(), moves.subList(MID_GAME_WARM_UP, moves.size()));
            }
        }
    }

    /**
     * A game of {@code plies} plies from the Copenhagen layout, built by a seeded random playout that plays any move
     * that does not end the game. Its positions change with its length: the 10,000-ply one spends its last 7,000
     * plies with the king, at most one defender and one or two attackers, the king on an edge in 30% of its plies.
     */
    static BenchGame randomPlayout(int plies) {
        for (long seed = 1; ; seed++) {
            List<String> moves = playout(new SplittableRandom(seed), plies, false);
            if (moves != null) {
                return new BenchGame(Layout.COPENHAGEN.board(), Side.ATTACKERS, moves);
            }
        }
    }

    /**
     * The moves of a random playout from the Copenhagen layout that never ends the game, quiet ones only
     * (see {@link #midGame}) if {@code quiet}; null when it reaches a position where no move will do.
     */
    static List<String> playout(SplittableRandom random, int plies, boolean quiet) {
        Game game = Game.start(Ruleset.COPENHAGEN, Layout.COPENHAGEN);
        List<String> played = new ArrayList<>();
        while (played.size() < plies) {
            List<Ply> legal = new ArrayList<>(game.legalPlies());
            Game next = null;
            while (next == null && !legal.isEmpty()) {
                Ply ply = legal.remove(random.nextInt(legal.size()));
                if (quiet && !isQuiet(game.board(), ply)) {
                    continue;
                }
                Game candidate = game.play(new Move(ply.from(), ply.to()));
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

    /** No capture, and the king stays off the edge. */
    private static boolean isQuiet(Board board, Ply ply) {
        if (!ply.captures().isEmpty() || ply.kingCaptured()) {
            return false;
        }
        Square to = ply.to();
        int last = board.size() - 1;
        boolean toEdge = to.file() == 0 || to.rank() == 0 || to.file() == last || to.rank() == last;
        return !(toEdge && board.at(ply.from()) == Piece.KING);
    }

    /** A mid-game ({@link #midGame}) of 100, 1,000 or 10,000 plies. */
    @State(Scope.Benchmark)
    public static class MidGame {
        @Param({"100", "1000", "10000"})
        public int plies;

        BenchGame game;

        @Setup
        public void build() {
            game = Kind.MID_GAME.game(plies);
        }
    }

    /**
     * Replay time per ply for games of 100, 1,000 and 10,000 plies of the same kind of position ({@link #midGame}):
     * each invocation replays 10,000 plies (the game as many times as that takes), so the score is per ply and stays
     * flat when the replay is linear in the length of the game.
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    @OperationsPerInvocation(PLIES_PER_INVOCATION)
    public void replayPerPly(MidGame game, Blackhole blackhole) {
        for (int replayed = 0; replayed < PLIES_PER_INVOCATION; replayed += game.plies) {
            blackhole.consume(game.game.replay());
        }
    }

    /** A random playout ({@link #randomPlayout}) of 100, 1,000 or 10,000 plies. */
    @State(Scope.Benchmark)
    public static class RandomPlayout {
        @Param({"100", "1000", "10000"})
        public int plies;

        BenchGame game;

        @Setup
        public void build() {
            game = Kind.RANDOM_PLAYOUT.game(plies);
        }
    }

    /**
     * Replay time per ply for random playouts of 100, 1,000 and 10,000 plies, as {@link #replayPerPly} but with
     * games whose positions differ with their length: the score mixes the length of the history with the kind of
     * position.
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    @OperationsPerInvocation(PLIES_PER_INVOCATION)
    public void replayRandomPlayout(RandomPlayout game, Blackhole blackhole) {
        for (int replayed = 0; replayed < PLIES_PER_INVOCATION; replayed += game.plies) {
            blackhole.consume(game.game.replay());
        }
    }

    /** The 10,000-ply game of a kind, cut into pieces of {@code piece} plies, each with its start. */
    @State(Scope.Benchmark)
    public static class Pieces {
        @Param({"MID_GAME", "RANDOM_PLAYOUT"})
        public Kind kind;

        @Param({"100", "1000", "10000"})
        public int piece;

        List<BenchGame> pieces;

        @Setup
        public void cut() {
            pieces = kind.game(PLIES_PER_INVOCATION).pieces(piece);
        }
    }

    /**
     * Control for {@link #replayPerPly} and {@link #replayRandomPlayout}: the same 10,000 plies replayed as one game
     * or in pieces of 100 or 1,000 plies, each from the position where it starts, so that only the length of the
     * history differs. Equal scores mean a ply costs the same however long the game behind it; what differs between
     * games of different lengths is then their positions, not their length.
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    @OperationsPerInvocation(PLIES_PER_INVOCATION)
    public void replayInPieces(Pieces pieces, Blackhole blackhole) {
        for (BenchGame piece : pieces.pieces) {
            blackhole.consume(piece.replay());
        }
    }
}
