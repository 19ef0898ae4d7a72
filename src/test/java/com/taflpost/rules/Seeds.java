package com.taflpost.rules;

import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * Repeatable random cases for the property tests: one {@link DynamicTest} per seed, named by it, each drawing all
 * its material from {@code new SplittableRandom(seed)}. A failure names its seed; to run that case alone, pass
 * {@code -Dtaflpost.seed=<seed>} (every property then runs only that seed).
 */
final class Seeds {
    static final String ONLY = "taflpost.seed";

    /** One case of a property, given the random source of its seed. */
    interface Case {
        void check(SplittableRandom random) throws Exception;
    }

    private Seeds() {}

    /** {@code count} cases with the seeds {@code first}, {@code first + 1}, ... */
    static Stream<DynamicTest> cases(long first, int count, Case property) {
        String only = System.getProperty(ONLY);
        LongStream seeds = only == null ? LongStream.range(first, first + count) : LongStream.of(Long.parseLong(only));
        return seeds.mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> run(seed, property)));
    }

    private static void run(long seed, Case property) {
        try {
            property.check(new SplittableRandom(seed));
        } catch (Exception | AssertionError failure) {
            throw new AssertionError(
                    "seed " + seed + " fails (replay it with -D" + ONLY + "=" + seed + "): " + failure.getMessage(),
                    failure);
        }
    }
}
