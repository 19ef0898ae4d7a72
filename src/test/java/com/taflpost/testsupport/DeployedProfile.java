package com.taflpost.testsupport;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * One Quarkus test profile for the tests that need a server configured as a deployment would be, instead of one
 * profile each (every distinct profile restarts Quarkus): the settings a deployment passes as TAFLPOST_* variables
 * (a public base URL, CORS origins), webhooks to private addresses refused (the shipped default), and limits small
 * enough for the attack tests to reach (a plies cap, a short idle timeout). The settings do not contradict each
 * other: no test of these plays past the cap, holds a connection silent, or calls from a configured origin by chance.
 */
public class DeployedProfile implements QuarkusTestProfile {
    public static final String PUBLIC_BASE_URL = "https://tafl.example.org/";
    public static final String CORS_ORIGINS = "https://play.example.org,https://app.example.org";
    /** A small plies cap, so that a game can reach it in a few requests. */
    public static final int MAX_PLIES = 8;
    /** A connection on which nothing is read or written for this long is closed. */
    public static final int IDLE_TIMEOUT_MS = 3_000;

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
                String.valueOf(MAX_PLIES),
                "quarkus.http.idle-timeout",
                IDLE_TIMEOUT_MS + "ms",
                "taflpost.events.keep-alive",
                "1s");
    }
}
