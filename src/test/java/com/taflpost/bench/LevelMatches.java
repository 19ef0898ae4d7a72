package com.taflpost.bench;

import com.taflpost.rules.Game;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import com.taflpost.rules.search.Computer;
import com.taflpost.rules.search.Level;
import com.taflpost.rules.search.Search;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The levels' score matrix: each pair of levels plays games with sides alternating and openings varied (a few random
 * plies before the computers take over), and each level's depth reached and positions per second are summed up. Run
 * with {@code ./mvnw -Pbench test-compile exec:exec -Dbench.main=com.taflpost.bench.LevelMatches
 * -Dbench.args="ruleset board gamesPerPair strongestMillis [adjacent|all][:from-to] [seed] [levels]"}: {@code
 * adjacent:5-7} plays only the pairs among levels 5 to 7. The games run on two threads, each with a random of its own,
 * so a run repeats whatever the threads' order. {@code levels} tries other levels than {@link Level}'s: eight of
 * {@code depth:threats:share:noise:careless}, separated by semicolons.
 */
public final class LevelMatches {
    private static final int MAX_PLIES = 300;

    private final long[] nodes = new long[Level.MAX + 1];
    private final long[] nanos = new long[Level.MAX + 1];
    private final long[] depths = new long[Level.MAX + 1];
    private final long[] moves = new long[Level.MAX + 1];
    private final Level[] levels;
    private final int from;
    private final int to;

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        Ruleset ruleset = Ruleset.fromId(args.length > 0 ? args[0] : "copenhagen");
        Layout layout = Layout.fromId(args.length > 1 ? args[1] : "brandubh");
        int games = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        Duration strongest = Duration.ofMillis(args.length > 3 ? Long.parseLong(args[3]) : 1000);
        String[] pairs = (args.length > 4 ? args[4] : "adjacent").split("[:-]");
        boolean all = pairs[0].equals("all");
        int from = pairs.length == 3 ? Integer.parseInt(pairs[1]) : Level.MIN;
        int to = pairs.length == 3 ? Integer.parseInt(pairs[2]) : Level.MAX;
        long seed = args.length > 5 ? Long.parseLong(args[5]) : 1;
        Level[] levels = args.length > 6 ? levels(args[6]) : standardLevels();
        new LevelMatches(levels, from, to).run(ruleset, layout, games, strongest, all, seed);
    }

    private LevelMatches(Level[] levels, int from, int to) {
        this.levels = levels;
        this.from = from;
        this.to = to;
    }

    private static Level[] standardLevels() {
        Level[] levels = new Level[Level.MAX + 1];
        for (int number = Level.MIN; number <= Level.MAX; number++) {
            levels[number] = Level.of(number);
        }
        return levels;
    }

    private static Level[] levels(String spec) {
        String[] each = spec.split(";");
        if (each.length != Level.MAX) {
            throw new IllegalArgumentException("eight levels, depth:threats:share:noise:careless each");
        }
        Level[] levels = new Level[Level.MAX + 1];
        for (int number = Level.MIN; number <= Level.MAX; number++) {
            levels[number] = Matches.level(number, each[number - 1]);
        }
        return levels;
    }

    private void run(Ruleset ruleset, Layout layout, int games, Duration strongest, boolean all, long seed)
            throws InterruptedException, ExecutionException {
        System.out.printf(
                "%s on %s, %d games a pair, level 8 thinks %d ms%n", ruleset, layout.id(), games, strongest.toMillis());
        double[][] score = new double[Level.MAX + 1][Level.MAX + 1];
        ExecutorService threads = Executors.newFixedThreadPool(2);
        for (int low = from; low < to; low++) {
            for (int high = low + 1; high <= (all ? to : low + 1); high++) {
                List<Future<Winner>> played = new ArrayList<>();
                for (int game = 0; game < games; game++) {
                    Side highSide = game % 2 == 0 ? Side.ATTACKERS : Side.DEFENDERS;
                    SplittableRandom random = new SplittableRandom(((seed * 31 + low) * 31 + high) * 1_009 + game);
                    int l = low;
                    int h = high;
                    played.add(threads.submit(() -> play(ruleset, layout, l, h, highSide, strongest, random)));
                }
                double won = 0;
                int[] byAttackers = new int[2];
                for (int game = 0; game < games; game++) {
                    Side highSide = game % 2 == 0 ? Side.ATTACKERS : Side.DEFENDERS;
                    Winner winner = played.get(game).get();
                    won += winner == Winner.DRAW ? 0.5 : winner == Winner.of(highSide) ? 1 : 0;
                    if (winner == Winner.ATTACKERS) {
                        byAttackers[highSide == Side.ATTACKERS ? 0 : 1]++;
                    }
                }
                score[high][low] = won / games;
                score[low][high] = 1 - won / games;
                System.out.printf(
                        "level %d against level %d: %.1f of %d (attackers' wins: %d by level %d, %d by level %d)%n",
                        high, low, won, games, byAttackers[0], high, byAttackers[1], low);
            }
        }
        threads.shutdown();
        System.out.println();
        StringBuilder header = new StringBuilder("| level |");
        for (int level = Level.MIN; level <= Level.MAX; level++) {
            header.append(' ').append(level).append(" |");
        }
        System.out.println(header.append(" depth | nodes/s |"));
        System.out.println("|---".repeat(Level.MAX + 3) + "|");
        for (int row = Level.MIN; row <= Level.MAX; row++) {
            StringBuilder line = new StringBuilder("| " + row + " |");
            for (int column = Level.MIN; column <= Level.MAX; column++) {
                boolean among = row >= from && row <= to && column >= from && column <= to;
                boolean played = among && row != column && (all || Math.abs(row - column) == 1);
                line.append(played ? String.format(Locale.ROOT, " %.2f |", score[row][column]) : " |");
            }
            double depth = moves[row] == 0 ? 0 : (double) depths[row] / moves[row];
            double rate = nanos[row] == 0 ? 0 : nodes[row] * 1e9 / nanos[row];
            System.out.println(line.append(String.format(Locale.ROOT, " %.1f | %.0f |", depth, rate)));
        }
    }

    private Winner play(
            Ruleset ruleset,
            Layout layout,
            int low,
            int high,
            Side highSide,
            Duration strongest,
            SplittableRandom random) {
        Game game = Matches.opening(ruleset, layout, random);
        while (!game.isOver() && game.ply() < MAX_PLIES) {
            int level = game.sideToMove() == highSide ? high : low;
            Search.Result result = Computer.move(game, levels[level], strongest, random.nextLong(), null);
            synchronized (this) {
                nodes[level] += result.nodes();
                nanos[level] += result.nanos();
                depths[level] += result.depth();
                moves[level]++;
            }
            game = game.play(result.best().toString());
        }
        return game.isOver() ? game.outcome().winner() : Winner.DRAW;
    }
}
