package com.taflpost.rules.search;

import com.taflpost.rules.Game;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Position;
import com.taflpost.rules.Side;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * The computer opponent's choice of a move at a level: the search within the level's depth and positions, its
 * evaluation blurred by the level's noise, and now and then, when it defends, a move it did not think about (never when
 * it wins on this move). The seed makes a choice repeatable: the same game, level and seed give the same move, unless
 * the machine is so slow that the search runs out of the strongest level's time first.
 */
public final class Computer {
    private Computer() {}

    /** The move the computer plays at {@code level}, when the strongest level thinks for {@code strongest}. */
    public static Search.Result move(Game game, Level level, Duration strongest, long seed, BooleanSupplier stopped) {
        return move(game, level, strongest, seed, stopped, Pause.NEVER);
    }

    /** The same, giving way to more pressing work as {@code pause} asks. */
    public static Search.Result move(
            Game game, Level level, Duration strongest, long seed, BooleanSupplier stopped, Pause pause) {
        return move(game, level, Evaluation.STANDARD, strongest, seed, stopped, pause);
    }

    /** The same with other weights: how self-play sets two of them against each other. */
    public static Search.Result move(
            Game game,
            Level level,
            Evaluation evaluation,
            Duration strongest,
            long seed,
            BooleanSupplier stopped,
            Pause pause) {
        SplittableRandom random = new SplittableRandom(seed);
        Position root = Position.of(game);
        Search search = new Search(evaluation, new Noise(level.noise(), random.nextLong()));
        Search.Result thought = search.search(root, level.limits(strongest, stopped, pause));
        // even the weakest level takes a win that is one move away: a person expects no computer to miss that
        boolean winAtHand = thought.decisive() && thought.score() > 0 && thought.pliesToWin() == 1;
        boolean defending = root.sideToMove() == Side.DEFENDERS;
        if (defending && !winAtHand && level.careless() > 0 && random.nextInt(100) < level.careless()) {
            List<Ply> plies = root.legalPlies();
            Ply any = plies.get(random.nextInt(plies.size()));
            return new Search.Result(any, 0, List.of(any), 0, thought.nodes(), thought.nanos());
        }
        return thought;
    }

    /** The best move, its score and line for the side to move, as far as {@code level} looks, without its flaws. */
    public static Search.Result evaluate(Game game, Level level, Duration strongest, Pause pause) {
        return new Search(Evaluation.STANDARD, Noise.NONE)
                .search(Position.of(game), level.limits(strongest, null, pause));
    }

    /** The best move, its score and line for the side to move, searched to {@code depth} within {@code time}. */
    public static Search.Result evaluate(Game game, int depth, Duration time, BooleanSupplier stopped) {
        return evaluate(game, depth, time, stopped, Pause.NEVER);
    }

    /** The same, giving way to more pressing work as {@code pause} asks. */
    public static Search.Result evaluate(Game game, int depth, Duration time, BooleanSupplier stopped, Pause pause) {
        return new Search(Evaluation.STANDARD, Noise.NONE)
                .search(Position.of(game), new Search.Limits(depth, Search.THREATS, time.toNanos(), stopped, pause));
    }
}
