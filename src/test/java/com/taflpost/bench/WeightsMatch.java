package com.taflpost.bench;

import com.taflpost.rules.Game;
import com.taflpost.rules.Layout;
import com.taflpost.rules.Ply;
import com.taflpost.rules.Position;
import com.taflpost.rules.Ruleset;
import com.taflpost.rules.Side;
import com.taflpost.rules.Winner;
import com.taflpost.rules.search.Evaluation;
import com.taflpost.rules.search.Noise;
import com.taflpost.rules.search.Search;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Self-play of candidate weights against {@link Evaluation#STANDARD}: the same search and time for both, each opening
 * (a few seeded random plies) played twice with sides swapped, so that neither the opening nor the side decides. Run
 * with {@code ./mvnw -Pbench test-compile exec:exec -Dbench.main=com.taflpost.bench.WeightsMatch
 * -Dbench.args="ruleset board games millis seed w1,w2,..."}, the weights in {@link Evaluation}'s order.
 */
public final class WeightsMatch {
    private static final int MAX_PLIES = 200;
    private static final int OPENING_PLIES = 2;

    public static void main(String[] args) {
        Ruleset ruleset = Ruleset.fromId(args[0]);
        Layout layout = Layout.fromId(args[1]);
        int games = Integer.parseInt(args[2]);
        long nanos = Long.parseLong(args[3]) * 1_000_000;
        long seed = Long.parseLong(args[4]);
        int[] w = Arrays.stream(args[5].split(",")).mapToInt(Integer::parseInt).toArray();
        Evaluation candidate =
                new Evaluation(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], w[8], w[9], w[10], w[11], w[12]);
        System.out.printf(
                "%s against %s, %s on %s, %s ms a move%n",
                candidate, Evaluation.STANDARD, ruleset, layout.id(), args[3]);
        double score = 0;
        int[] sideWins = new int[2];
        for (int number = 0; number < games; number++) {
            Side candidateSide = number % 2 == 0 ? Side.ATTACKERS : Side.DEFENDERS;
            Game game = opening(ruleset, layout, new SplittableRandom(seed * 1_000 + number / 2));
            while (!game.isOver() && game.ply() < MAX_PLIES) {
                Evaluation mover = game.sideToMove() == candidateSide ? candidate : Evaluation.STANDARD;
                Search.Result thought =
                        new Search(mover, Noise.NONE).search(Position.of(game), new Search.Limits(64, nanos, null));
                game = game.play(thought.best().notation());
            }
            Winner winner = game.isOver() ? game.outcome().winner() : Winner.DRAW;
            double points = winner == Winner.DRAW ? 0.5 : winner == Winner.of(candidateSide) ? 1 : 0;
            score += points;
            if (winner != Winner.DRAW) {
                sideWins[winner == Winner.ATTACKERS ? 0 : 1]++;
            }
            System.out.printf(
                    "game %d: candidate %s, %s in %d plies; candidate %.1f of %d%n",
                    number + 1,
                    candidateSide.id(),
                    game.isOver() ? game.outcome() : "draw (ply limit)",
                    game.ply(),
                    score,
                    number + 1);
        }
        System.out.printf(
                "candidate %.1f of %d; the attackers won %d, the defenders %d%n",
                score, games, sideWins[0], sideWins[1]);
    }

    private static Game opening(Ruleset ruleset, Layout layout, SplittableRandom random) {
        Game game = Game.start(ruleset, layout);
        for (int ply = 0; ply < OPENING_PLIES; ply++) {
            List<Ply> legal = game.legalPlies();
            game = game.play(legal.get(random.nextInt(legal.size())).notation());
        }
        return game;
    }
}
