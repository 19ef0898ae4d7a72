package com.taflpost.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class Glicko2Test {

    private static final Instant T0 = Instant.parse("2026-01-01T12:00:00Z");

    private static Rating rated(double rating, double deviation) {
        return new Rating(rating, deviation, Rating.START_VOLATILITY, 10, T0);
    }

    @Test
    void reproducesGlickmansWorkedExample() {
        // "Example of the Glicko-2 system": tau 0.5, a player 1500/200/0.06 beats 1400/30, loses to 1550/100 and
        // to 1700/300; he finds mu' = -0.2069, phi' = 0.8722, so r' = 1464.06, RD' = 151.52, sigma' = 0.05999.
        // He rounds mu' before step 8; unrounded, mu' = -0.20694 gives r' = 1464.05, hence within 0.01.
        Glicko2 glicko = new Glicko2(0.5, 1e-6);
        Rating player = new Rating(1500, 200, 0.06, 0, null);

        Rating after = glicko.ratePeriod(
                player,
                List.of(
                        new GameScore(rated(1400, 30), 1),
                        new GameScore(rated(1550, 100), 0),
                        new GameScore(rated(1700, 300), 0)));

        assertThat((after.rating() - 1500) / Glicko2.SCALE).isCloseTo(-0.2069, within(0.00005));
        assertThat(after.deviation() / Glicko2.SCALE).isCloseTo(0.8722, within(0.00005));
        assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
        assertThat(after.deviation()).isCloseTo(151.52, within(0.005));
        assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Rating player = new Rating(1500, 200, 0.06, 3, T0);

        Rating after = new Glicko2().ratePeriod(player, List.of());

        // phi* = sqrt((200 / 173.7178)^2 + 0.06^2) = sqrt(1.325473 + 0.0036) = 1.152854; times 173.7178 = 200.2714
        assertThat(after.deviation()).isCloseTo(200.2714, within(0.0001));
        assertThat(after.rating()).isEqualTo(1500);
        assertThat(after.volatility()).isEqualTo(0.06);
    }

    @Test
    void aSingleGameMovesBothPlayersOppositeWays() {
        Glicko2 glicko = new Glicko2();
        Rating winner = Rating.initial();
        Rating loser = Rating.initial();
        Instant at = T0.plus(Duration.ofDays(1));

        Rating winnerAfter = glicko.rate(winner, loser, 1, at);
        Rating loserAfter = glicko.rate(loser, winner, 0, at);

        assertThat(winnerAfter.rating()).isGreaterThan(1500);
        assertThat(loserAfter.rating()).isLessThan(1500);
        // Equal players before: the gain and the loss are the same size, so the sum stays 3000.
        assertThat(winnerAfter.rating() + loserAfter.rating()).isCloseTo(3000, within(1e-9));
        assertThat(winnerAfter.deviation()).isLessThan(350).isEqualTo(loserAfter.deviation());
        assertThat(winnerAfter.games()).isEqualTo(1);
        assertThat(winnerAfter.lastPlayed()).isEqualTo(at);
        assertThat(winnerAfter.provisional()).isTrue();
    }

    @Test
    void anUpsetMovesMoreThanAnExpectedResult() {
        Glicko2 glicko = new Glicko2();
        Rating strong = rated(1900, 60);
        Rating weak = rated(1500, 60);

        double expectedGain = glicko.rate(strong, weak, 1, T0).rating() - 1900;
        double upsetGain = glicko.rate(weak, strong, 1, T0).rating() - 1500;
        double upsetLoss = 1900 - glicko.rate(strong, weak, 0, T0).rating();

        assertThat(expectedGain).isPositive();
        assertThat(upsetGain).isGreaterThan(5 * expectedGain);
        // Same deviations: what the underdog wins is what the favourite loses.
        assertThat(upsetLoss).isCloseTo(upsetGain, within(0.01));
    }

    @Test
    void aDrawBetweenEqualsKeepsTheRatingAndNarrowsTheDeviation() {
        Rating player = rated(1600, 80);

        Rating after = new Glicko2().rate(player, player, 0.5, T0);

        assertThat(after.rating()).isCloseTo(1600, within(1e-9));
        assertThat(after.deviation()).isLessThan(80);
    }

    @Test
    void idleWeeksWidenTheDeviationOncePerFullWeek() {
        Glicko2 glicko = new Glicko2();
        Rating player = new Rating(1700, 50, 0.06, 20, T0);
        double phi = 50 / Glicko2.SCALE;

        Rating sixDays = glicko.idle(player, T0.plus(Duration.ofDays(7)).minusSeconds(1));
        Rating threeWeeks = glicko.idle(player, T0.plus(Duration.ofDays(21)).plusSeconds(1));

        assertThat(sixDays).isEqualTo(player);
        // Three steps of phi* = sqrt(phi^2 + sigma^2).
        double once = Math.sqrt(phi * phi + 0.0036);
        double twice = Math.sqrt(once * once + 0.0036);
        double thrice = Math.sqrt(twice * twice + 0.0036);
        assertThat(threeWeeks.deviation()).isCloseTo(thrice * Glicko2.SCALE, within(1e-9));
        assertThat(threeWeeks.rating()).isEqualTo(1700);
        assertThat(threeWeeks.lastPlayed()).isEqualTo(T0);
        assertThat(threeWeeks.games()).isEqualTo(20);
    }

    @Test
    void idleGrowthStopsAt350() {
        Glicko2 glicko = new Glicko2();
        Rating player = new Rating(1700, 300, 0.06, 20, T0);

        Rating decadeLater = glicko.idle(player, T0.plus(Duration.ofDays(3650)));

        assertThat(decadeLater.deviation()).isEqualTo(350);
        assertThat(glicko.idle(Rating.initial(), T0).deviation()).isEqualTo(350);
    }

    @Test
    void rateWidensBothPlayersForTheirIdleWeeksFirst() {
        Glicko2 glicko = new Glicko2();
        Rating player = new Rating(1500, 60, 0.06, 20, T0);
        Rating opponent = new Rating(1500, 60, 0.06, 20, T0);
        Instant later = T0.plus(Duration.ofDays(70));

        Rating afterLongBreak = glicko.rate(player, opponent, 1, later);
        Rating afterNoBreak = glicko.rate(player, opponent, 1, T0);

        // A wider deviation means a bigger step for the same result.
        assertThat(afterLongBreak.rating()).isGreaterThan(afterNoBreak.rating());
        assertThat(afterLongBreak.lastPlayed()).isEqualTo(later);
    }

    @Test
    @Timeout(5)
    void convergesOnExtremeInputs() {
        Glicko2 glicko = new Glicko2();
        Rating tiny = new Rating(1500, 0.001, 0.06, 500, T0);
        Rating giant = new Rating(100_000, 350, 0.06, 500, T0);
        Rating dwarf = new Rating(-100_000, 350, 0.06, 500, T0);
        Rating wild = new Rating(1500, 350, 5, 0, null);

        List<Rating> results = List.of(
                glicko.rate(tiny, giant, 1, T0),
                glicko.rate(giant, tiny, 0, T0),
                glicko.rate(dwarf, giant, 1, T0),
                glicko.rate(giant, dwarf, 1, T0),
                glicko.rate(tiny, tiny, 0, T0),
                glicko.rate(wild, tiny, 1, T0),
                glicko.rate(new Rating(1500, 1e-9, 1e-9, 1, T0), Rating.initial(), 1, T0));

        for (Rating rating : results) {
            assertThat(rating.rating()).isFinite();
            assertThat(rating.deviation()).isFinite().isPositive();
            assertThat(rating.volatility()).isFinite().isPositive();
        }
        // The favourite who wins as expected barely moves; the one who loses drops.
        assertThat(results.get(3).rating()).isCloseTo(100_000, within(1.0));
        assertThat(results.get(1).rating()).isLessThan(100_000);
    }

    @Test
    void refusesImpossibleValues() {
        assertThatThrownBy(() -> new Rating(1500, 0, 0.06, 0, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rating(Double.NaN, 350, 0.06, 0, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new GameScore(Rating.initial(), 0.7)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Glicko2(0, 1e-6)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void provisionalAbove110() {
        assertThat(rated(1500, 110).provisional()).isFalse();
        assertThat(rated(1500, 110.01).provisional()).isTrue();
    }
}
