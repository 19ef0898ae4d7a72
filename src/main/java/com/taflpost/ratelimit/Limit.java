package com.taflpost.ratelimit;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConfigurationBuilder;
import java.time.Duration;
import java.util.List;

/**
 * One limit: a name for its buckets and the allowances it grants, each {@code count} per {@code period}, refilled
 * gradually (after a burst of {@code count}, one more every {@code period / count}).
 */
record Limit(String name, List<Allowance> allowances) {

    record Allowance(int count, Duration period) {}

    Limit {
        allowances = List.copyOf(allowances);
    }

    static Limit of(String name, int count, Duration period) {
        return new Limit(name, List.of(new Allowance(count, period)));
    }

    BucketConfiguration configuration() {
        ConfigurationBuilder builder = BucketConfiguration.builder();
        allowances.forEach(allowance -> builder.addLimit(Bandwidth.builder()
                .capacity(allowance.count())
                .refillGreedy(allowance.count(), allowance.period())
                .build()));
        return builder.build();
    }

    /** Changes with the settings, so that a stored bucket takes up changed settings. */
    long version() {
        return allowances.hashCode() & 0x7fffffffL;
    }
}
