package com.taflpost.bench;

import com.taflpost.rules.Game;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import com.taflpost.rules.search.Computer;
import com.taflpost.rules.search.Evaluation;
import com.taflpost.rules.search.Level;
import com.taflpost.rules.search.Pause;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Sets the evaluation's weights by self-play. Each weight in turn is tried larger and smaller by a step (half again as
 * large and a third smaller, unless told) against the weights so far, both sides searching alike, each opening (a few
 * seeded random plies) played twice with sides swapped; a candidate that scores two standard errors above half, and
 * again over as many new openings, replaces them. Between equal searches the defenders win nearly every careful game,
 * so both sides play a level that defends carelessly now and then: the games are decided by who punishes a slip and
 * who recovers from one, which is what the weights judge. Run with {@code ./mvnw -Pbench test-compile exec:exec
 * -Dbench.main=com.taflpost.bench.WeightsTuning -Dbench.args="ruleset board games strongestMillis seed level passes
 * [w1,w2,...|standard] [step]"}: {@code level} as {@code depth:threats:share:noise:careless}, the weights in
 * {@link Evaluation}'s order (the standard ones when left out); {@code passes} 0 only plays the given weights against
 * the standard ones.
 */
public final class WeightsTuning {
    private static final int MAX_PLIES = 300;

    private final Ruleset ruleset;
    private final Layout layout;
    private final int games;
    private final Duration strongest;
    private final Level level;
    private final double step;
    private final ExecutorService threads = Executors.newFixedThreadPool(2);

    private WeightsTuning(Ruleset ruleset, Layout layout, int games, Duration strongest, Level level, double step) {
        this.ruleset = ruleset;
        this.layout = layout;
        this.games = games;
        this.strongest = strongest;
        this.level = level;
        this.step = step;
    }

    public static void main(String[] args) throws Exception {
        Level level = Matches.level(Level.MIN, args[5]);
        WeightsTuning tuning = new WeightsTuning(
                Ruleset.fromId(args[0]),
                Layout.fromId(args[1]),
                Integer.parseInt(args[2]),
                Duration.ofMillis(Long.parseLong(args[3])),
                level,
                args.length > 8 ? Double.parseDouble(args[8]) : 1.5);
        long seed = Long.parseLong(args[4]);
        int passes = Integer.parseInt(args[6]);
        int[] start = args.length > 7 && !args[7].equals("standard")
                ? Arrays.stream(args[7].split(",")).mapToInt(Integer::parseInt).toArray()
                : weights(Evaluation.STANDARD);
        System.out.printf(
                "%s on %s, %d games a candidate, both sides at %s, level 8 at %s ms%n",
                tuning.ruleset, tuning.layout.id(), tuning.games, level, args[3]);
        try {
            if (passes == 0) {
                double score = tuning.match(evaluation(start), Evaluation.STANDARD, seed);
                System.out.printf(
                        "%s against the standard weights: %.1f of %d%n", Arrays.toString(start), score, tuning.games);
            } else {
                int[] tuned = tuning.tune(start, seed, passes);
                System.out.printf("tuned: %s%n", join(tuned));
            }
        } finally {
            tuning.threads.shutdown();
        }
    }

    private int[] tune(int[] start, long seed, int passes) throws InterruptedException, ExecutionException {
        String[] names = Arrays.stream(Evaluation.class.getRecordComponents())
                .map(RecordComponent::getName)
                .toArray(String[]::new);
        int[] current = start.clone();
        long openings = seed * 1_000_003;
        for (int pass = 1; pass <= passes; pass++) {
            boolean changed = false;
            for (int weight = 0; weight < current.length; weight++) {
                for (double factor : new double[] {step, 1 / step}) {
                    int[] candidate = current.clone();
                    candidate[weight] = (int) Math.round(current[weight] * factor);
                    if (candidate[weight] == current[weight]) {
                        continue;
                    }
                    double first = match(evaluation(candidate), evaluation(current), openings++);
                    double second = first >= clearly()
                            ? match(evaluation(candidate), evaluation(current), openings++)
                            : Double.NaN;
                    boolean better = second >= clearly();
                    System.out.printf(
                            "pass %d, %s %d -> %d: %.1f of %d%s%s%n",
                            pass,
                            names[weight],
                            current[weight],
                            candidate[weight],
                            first,
                            games,
                            Double.isNaN(second) ? "" : String.format(", then %.1f of %d", second, games),
                            better ? ": taken" : "");
                    if (better) {
                        current = candidate;
                        changed = true;
                        break;
                    }
                }
            }
            System.out.printf("after pass %d: %s%n", pass, join(current));
            if (!changed) {
                break;
            }
        }
        return current;
    }

    /** A score two standard errors above half: a game's score varies by at most a half either way. */
    private double clearly() {
        return games * (0.5 + 2 * 0.5 / Math.sqrt(games));
    }

    /** The candidate's score against the incumbent: each opening twice, the candidate attacking first. */
    private double match(Evaluation candidate, Evaluation incumbent, long seed)
            throws InterruptedException, ExecutionException {
        List<Future<Double>> played = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            Side candidateSide = game % 2 == 0 ? Side.ATTACKERS : Side.DEFENDERS;
            long opening = seed * 1_009 + game / 2;
            long moves = seed * 1_013 + game;
            played.add(threads.submit(() -> play(candidate, incumbent, candidateSide, opening, moves)));
        }
        double score = 0;
        for (Future<Double> game : played) {
            score += game.get();
        }
        return score;
    }

    private double play(Evaluation candidate, Evaluation incumbent, Side candidateSide, long opening, long moves) {
        Game game = Matches.opening(ruleset, layout, new SplittableRandom(opening));
        SplittableRandom random = new SplittableRandom(moves);
        while (!game.isOver() && game.ply() < MAX_PLIES) {
            Evaluation mover = game.sideToMove() == candidateSide ? candidate : incumbent;
            Ply best = Computer.move(game, level, mover, strongest, random.nextLong(), null, Pause.NEVER)
                    .best();
            game = game.play(best.toString());
        }
        Winner winner = game.isOver() ? game.outcome().winner() : Winner.DRAW;
        return winner == Winner.DRAW ? 0.5 : winner == Winner.of(candidateSide) ? 1 : 0;
    }

    private static int[] weights(Evaluation evaluation) {
        try {
            RecordComponent[] components = Evaluation.class.getRecordComponents();
            int[] weights = new int[components.length];
            for (int i = 0; i < components.length; i++) {
                weights[i] = (int) components[i].getAccessor().invoke(evaluation);
            }
            return weights;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Evaluation evaluation(int[] weights) {
        try {
            Class<?>[] types = new Class<?>[weights.length];
            Arrays.fill(types, int.class);
            Constructor<Evaluation> constructor = Evaluation.class.getDeclaredConstructor(types);
            return constructor.newInstance(Arrays.stream(weights).boxed().toArray());
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException("the weights are " + Evaluation.class.getRecordComponents().length, e);
        }
    }

    private static String join(int[] weights) {
        return String.join(
                ",", Arrays.stream(weights).mapToObj(Integer::toString).toArray(String[]::new));
    }
}
