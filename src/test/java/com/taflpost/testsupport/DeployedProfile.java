package com.taflpost.testsupport;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * One Quarkus test profile for the tests that need a server configured as a deployment would be, instead of one
 * profile each (every distinct profile restarts Quarkus): the settings a deployment passes as TAFLPOST_* variables
 * (a public base URL, CORS origins), webhooks to private addresses refused (the shipped default), and a plies cap
 * small enough for the attack tests to reach. The settings do not contradict each other: no test of these plays past
 * the cap or calls from a configured origin by chance. SlowSenderAttackTest's short idle timeout stays in a profile
 * of its own: it closes the keep-alive connections REST Assured pools between requests (NoHttpResponse).
 */
public class DeployedProfile implements QuarkusTestProfile {
    public static final String PUBLIC_BASE_URL = "https://tafl.example.org/";
    public static final String CORS_ORIGINS = "https://play.example.org,https://app.example.org";
    /** A small plies cap, so that a game can reach it in a few requests. */
    public static final int MAX_PLIES = 8;

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "taflpost.public-base-url",
                PUBLIC_BASE_URL,
                "taflpost.cors-origins",
                CORS_ORIGINS,
                "taflpost.webhooks.allow-private-targets",
                "false",
                "taflpost.games.max-plies",
                String.valueOf(MAX_PLIES));
    }
}
