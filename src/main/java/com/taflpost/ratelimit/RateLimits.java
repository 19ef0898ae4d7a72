package com.taflpost.ratelimit;

import io.agroal.api.AgroalDataSource;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.TokensInheritanceStrategy;
import io.github.bucket4j.distributed.BucketProxy;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.jdbc.PrimaryKeyMapper;
import io.github.bucket4j.postgresql.Bucket4jPostgreSQL;
import io.github.bucket4j.postgresql.PostgreSQLSelectForUpdateBasedProxyManager;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The token buckets of the rate limits, in PostgreSQL (table rate_limit_buckets), so that all instances count
 * against one limit. A bucket is keyed by its limit and whom it limits, e.g. {@code games:address:203.0.113.7}.
 */
@ApplicationScoped
public class RateLimits {
    private static final int REMOVED_PER_SWEEP = 1_000;

    private final PostgreSQLSelectForUpdateBasedProxyManager<String> buckets;
    private final boolean enabled;
    private final Limit games;
    private final Limit imports;
    private final Limit registrations;
    private final Limit analyses;
    private final Limit writes;
    private final Limit loginAccounts;
    private final Limit loginAddresses;
    private final Limit accountLogins;
    private final Limit addressLogins;

    RateLimits(AgroalDataSource database, LimitsConfig config) {
        this.enabled = config.enabled();
        this.games = Limit.of("games", config.gamesPerMinute(), Duration.ofMinutes(1));
        this.imports = Limit.of("imports", config.importsPerMinute(), Duration.ofMinutes(1));
        this.registrations = Limit.of("registrations", config.registrationsPerHour(), Duration.ofHours(1));
        this.analyses = Limit.of("analyses", config.analysesPerMinute(), Duration.ofMinutes(1));
        this.writes = Limit.of("writes", config.writesPerMinute(), Duration.ofMinutes(1));
        List<Limit.Allowance> logins = List.of(
                new Limit.Allowance(config.loginFailures(), config.loginWindow()),
                new Limit.Allowance(config.loginFailuresPerDay(), Duration.ofDays(1)));
        this.loginAccounts = new Limit("login-account", logins);
        this.loginAddresses = new Limit("login-address", logins);
        this.accountLogins = Limit.of("logins-account", config.accountLoginsPerHour(), Duration.ofHours(1));
        this.addressLogins = Limit.of("logins-address", config.addressLoginsPerHour(), Duration.ofHours(1));
        this.buckets = Bucket4jPostgreSQL.selectForUpdateBasedBuilder(database)
                .primaryKeyMapper(PrimaryKeyMapper.STRING)
                .table("rate_limit_buckets")
                .idColumn("id")
                .stateColumn("state")
                .expiresAtColumn("expires_at")
                // a full bucket is the same as none: its row may go once it has refilled
                .expirationAfterWrite(
                        ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(Duration.ofMinutes(1)))
                .build();
    }

    /** False only where a setting turns the limits off (the tests that make many requests from one address). */
    public boolean enabled() {
        return enabled;
    }

    // methods, not fields: the filters hold a client proxy
    Limit games() {
        return games;
    }

    Limit imports() {
        return imports;
    }

    Limit registrations() {
        return registrations;
    }

    Limit analyses() {
        return analyses;
    }

    Limit writes() {
        return writes;
    }

    Limit loginAccounts() {
        return loginAccounts;
    }

    Limit loginAddresses() {
        return loginAddresses;
    }

    Limit accountLogins() {
        return accountLogins;
    }

    Limit addressLogins() {
        return addressLogins;
    }

    /** Takes one request from the bucket; empty when allowed, else how long until one is allowed. */
    public Optional<Duration> take(Limit limit, String who) {
        ConsumptionProbe probe = bucket(limit, who).tryConsumeAndReturnRemaining(1);
        return probe.isConsumed() ? Optional.empty() : Optional.of(Duration.ofNanos(probe.getNanosToWaitForRefill()));
    }

    /** Gives back what {@link #take} took, for a request that turned out not to count (a right password). */
    public void giveBack(Limit limit, String who) {
        bucket(limit, who).addTokens(1);
    }

    private BucketProxy bucket(Limit limit, String who) {
        return buckets.builder()
                .withImplicitConfigurationReplacement(limit.version(), TokensInheritanceStrategy.AS_IS)
                .build(limit.name() + ":" + who, limit::configuration);
    }

    @Scheduled(every = "10m", delayed = "1m", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void removeFullBuckets() {
        while (buckets.removeExpired(REMOVED_PER_SWEEP) == REMOVED_PER_SWEEP) {
            // more to remove
        }
    }
}
