package com.taflpost.security;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * Every limit on and small, so that each is met within a few requests: one profile (one Quarkus start) for all the
 * tests of the third security pass (issue 25). RateLimitAttackTest.SmallLimits leaves writes, analyses, logins and
 * the streams per address at their defaults, which take hundreds of requests to meet.
 */
public class TightLimits implements QuarkusTestProfile {
    public static final int GAMES = 3;
    public static final int IMPORTS = 2;
    public static final int REGISTRATIONS = 3;
    public static final int WRITES = 4;
    public static final int ANALYSES = 3;
    public static final int LOGIN_FAILURES = 3;
    public static final int ACCOUNT_LOGINS = 4;
    public static final int ADDRESS_LOGINS = 6;
    public static final int STREAMS_PER_TOKEN = 2;
    public static final int STREAMS_PER_ADDRESS = 3;
    public static final int REPLAY_WINDOW = 3;
    public static final int EXPORT_PLIES = 6;

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.ofEntries(
                Map.entry("taflpost.limits.enabled", "true"),
                Map.entry("taflpost.limits.games-per-minute", Integer.toString(GAMES)),
                Map.entry("taflpost.limits.imports-per-minute", Integer.toString(IMPORTS)),
                Map.entry("taflpost.limits.registrations-per-hour", Integer.toString(REGISTRATIONS)),
                Map.entry("taflpost.limits.writes-per-minute", Integer.toString(WRITES)),
                Map.entry("taflpost.limits.analyses-per-minute", Integer.toString(ANALYSES)),
                Map.entry("taflpost.limits.login-failures", Integer.toString(LOGIN_FAILURES)),
                Map.entry("taflpost.limits.login-failures-per-day", "100"),
                Map.entry("taflpost.limits.account-logins-per-hour", Integer.toString(ACCOUNT_LOGINS)),
                Map.entry("taflpost.limits.address-logins-per-hour", Integer.toString(ADDRESS_LOGINS)),
                Map.entry("taflpost.limits.streams-per-token", Integer.toString(STREAMS_PER_TOKEN)),
                Map.entry("taflpost.limits.streams-per-address", Integer.toString(STREAMS_PER_ADDRESS)),
                Map.entry("taflpost.events.replay-window", Integer.toString(REPLAY_WINDOW)),
                Map.entry("taflpost.export.plies-per-answer", Integer.toString(EXPORT_PLIES)));
    }
}
