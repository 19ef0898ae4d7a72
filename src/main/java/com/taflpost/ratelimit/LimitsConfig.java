package com.taflpost.ratelimit;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** The rate limits (taflpost.limits.*); each holds per client address and, with a token, per token holder too. */
@ConfigMapping(prefix = "taflpost.limits")
public interface LimitsConfig {

    /** Off only for tests that make many requests from one address; the cap on streams holds regardless. */
    @WithDefault("true")
    boolean enabled();

    /** Games and challenges created. */
    @WithDefault("30")
    int gamesPerMinute();

    /** Games imported from a record: each one is parsed and replayed. */
    @WithDefault("10")
    int importsPerMinute();

    /** Players registered: each one costs a deliberately slow password hash. */
    @WithDefault("5")
    int registrationsPerHour();

    /** Every other write: moves, joins, resignations, answers to challenges, webhooks. */
    @WithDefault("120")
    int writesPerMinute();

    /** Positions analysed. */
    @WithDefault("60")
    int analysesPerMinute();

    /** Wrong passwords per account and per address within login-window; then one more per window/failures. */
    @WithDefault("10")
    int loginFailures();

    @WithDefault("15m")
    Duration loginWindow();

    /** Wrong passwords per account and per address within a day: the wait grows once these are spent too. */
    @WithDefault("50")
    int loginFailuresPerDay();

    /**
     * Logins to one account within an hour, right or wrong (each costs a deliberately slow password hash); then one
     * more every hour/this. Far more than a person signs in.
     */
    @WithDefault("30")
    int accountLoginsPerHour();

    /** Logins from one address within an hour, right or wrong, to any accounts; then one more every hour/this. */
    @WithDefault("300")
    int addressLoginsPerHour();

    /**
     * Event streams one player or seat may hold open at once, on one instance: a game page holds two (the game's and
     * its player's), so a player with a few tabs open stays within it.
     */
    @WithDefault("10")
    int streamsPerToken();

    /**
     * Event streams of players and seats one client address may hold open at once, on one instance, whatever its
     * tokens: a small share of taflpost.events.max-streams, so that no one address can take them all.
     */
    @WithDefault("20")
    int streamsPerAddress();
}
