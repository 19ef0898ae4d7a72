package com.taflpost.rating;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The Glicko-2 system, step by step as in Glickman's "Example of the Glicko-2 system" (steps 1 to 8).
 *
 * <p>Taflpost rates each game on its own: one game is one rating period for its two players, computed from both
 * players' values before it ({@link #rate}). Time without games still widens the deviation: {@link #idle} applies
 * step 6 with no games once per full week since the player's last rated game.
 */
public final class Glicko2 {

    /** Glicko scale to Glicko-2 scale: 400 / ln(10). */
    static final double SCALE = 173.7178;

    public static final double DEFAULT_TAU = 0.75;
    public static final double DEFAULT_TOLERANCE = 1e-6;
    public static final Duration IDLE_PERIOD = Duration.ofDays(7);

    /** Expected scores are kept this far from 0 and 1 so that v stays finite for absurd rating gaps. */
    private static final double EXPECTATION_MARGIN = 1e-9;
    /** The Illinois iteration converges in a few dozen steps; this bound only guards against a NaN loop. */
    private static final int MAX_ITERATIONS = 10_000;

    private final double tau;
    private final double tolerance;

    /** Taflpost's settings: tau 0.75, tolerance 1e-6. */
    public Glicko2() {
        this(DEFAULT_TAU, DEFAULT_TOLERANCE);
    }

    /**
     * @param tau the system constant: how fast volatility may change (Glickman suggests 0.3 to 1.2; his worked
     *     example uses 0.5)
     * @param tolerance the convergence tolerance of step 5.4
     */
    public Glicko2(double tau, double tolerance) {
        if (!(tau > 0) || !(tolerance > 0)) {
            throw new IllegalArgumentException("tau and tolerance must be positive");
        }
        this.tau = tau;
        this.tolerance = tolerance;
    }

    public double tau() {
        return tau;
    }

    /**
     * The player's rating after one game against the opponent, both first widened for their idle weeks up to
     * {@code at}. The result counts the game and records {@code at} as the last played instant.
     *
     * @param score 1 win, 0.5 draw, 0 loss, for {@code player}
     */
    public Rating rate(Rating player, Rating opponent, double score, Instant at) {
        Rating before = idle(player, at);
        Rating updated = ratePeriod(before, List.of(new GameScore(idle(opponent, at), score)));
        return new Rating(updated.rating(), updated.deviation(), updated.volatility(), player.games() + 1, at);
    }

    /**
     * The player's rating as of {@code at}: the deviation grows as for a rating period without games (step 6:
     * phi* = sqrt(phi^2 + sigma^2)) once per full 7 days since the last rated game, never above 350. Nothing else
     * changes, the last played instant included, so this is meant to be applied to stored values, never stored.
     */
    public Rating idle(Rating player, Instant at) {
        if (player.lastPlayed() == null || !at.isAfter(player.lastPlayed())) {
            return player;
        }
        long periods = Duration.between(player.lastPlayed(), at).dividedBy(IDLE_PERIOD);
        if (periods == 0 || player.deviation() >= Rating.START_DEVIATION) {
            return player;
        }
        // k periods of step 6 with an unchanged sigma add k * sigma^2 to phi^2: no loop needed.
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        double grown = Math.sqrt(phi * phi + periods * sigma * sigma) * SCALE;
        double deviation = Math.min(grown, Rating.START_DEVIATION);
        return new Rating(player.rating(), deviation, sigma, player.games(), player.lastPlayed());
    }

    /**
     * Steps 1 to 8 for one rating period. The games count and last played instant are left as they were; with no
     * games only the deviation grows (step 6).
     */
    public Rating ratePeriod(Rating player, List<GameScore> games) {
        // Step 2: to the Glicko-2 scale.
        double mu = (player.rating() - Rating.START_RATING) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            double phiStar = Math.sqrt(phi * phi + sigma * sigma);
            return new Rating(player.rating(), phiStar * SCALE, sigma, player.games(), player.lastPlayed());
        }
        // Steps 3 and 4: the estimated variance v and the estimated improvement delta.
        double inverseV = 0;
        double improvementSum = 0;
        for (GameScore game : games) {
            double muJ = (game.opponent().rating() - Rating.START_RATING) / SCALE;
            double phiJ = game.opponent().deviation() / SCALE;
            double g = g(phiJ);
            double e = expectation(mu, muJ, g);
            inverseV += g * g * e * (1 - e);
            improvementSum += g * (game.score() - e);
        }
        double v = 1 / inverseV;
        double delta = v * improvementSum;
        // Step 5: the new volatility.
        double newSigma = newVolatility(phi, sigma, v, delta);
        // Step 6: the pre-period deviation.
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        // Step 7: the new deviation and rating.
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * improvementSum;
        // Step 8: back to the Glicko scale.
        return new Rating(
                SCALE * newMu + Rating.START_RATING, SCALE * newPhi, newSigma, player.games(), player.lastPlayed());
    }

    static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    private static double expectation(double mu, double muJ, double g) {
        double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
        return Math.min(1 - EXPECTATION_MARGIN, Math.max(EXPECTATION_MARGIN, e));
    }

    /** Step 5: solve f(x) = 0 by the Illinois algorithm (a regula falsi), then sigma' = e^(A/2). */
    private double newVolatility(double phi, double sigma, double v, double delta) {
        double a = Math.log(sigma * sigma);
        double phi2 = phi * phi;
        double delta2 = delta * delta;
        VolatilityFunction f = x -> {
            double ex = Math.exp(x);
            double denominator = phi2 + v + ex;
            return ex * (delta2 - phi2 - v - ex) / (2 * denominator * denominator) - (x - a) / (tau * tau);
        };
        // 5.2: the initial bracket [A, B].
        double bigA = a;
        double bigB;
        if (delta2 > phi2 + v) {
            bigB = Math.log(delta2 - phi2 - v);
        } else {
            int k = 1;
            while (f.at(a - k * tau) < 0 && k < MAX_ITERATIONS) {
                k++;
            }
            bigB = a - k * tau;
        }
        // 5.3 and 5.4: narrow the bracket until it is within the tolerance.
        double fA = f.at(bigA);
        double fB = f.at(bigB);
        for (int i = 0; Math.abs(bigB - bigA) > tolerance && i < MAX_ITERATIONS; i++) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f.at(bigC);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }

    @FunctionalInterface
    private interface VolatilityFunction {
        double at(double x);
    }
}
