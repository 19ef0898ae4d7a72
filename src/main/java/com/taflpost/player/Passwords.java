package com.taflpost.player;

import io.quarkus.elytron.security.common.BcryptUtil;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;

/**
 * bcrypt reads only the first 72 bytes of a password, and we accept up to 128 characters: each password is first
 * digested with SHA-256, so that every character counts. The bcrypt cost is {@value #COST_PROPERTY}: 10 (1,024
 * rounds) unless configured; the tests set it low, for speed.
 */
final class Passwords {

    static final String COST_PROPERTY = "taflpost.password.bcrypt-cost";
    static final int DEFAULT_COST = 10;
    static final int MIN_COST = 4;
    static final int MAX_COST = 16;

    private static final int COST = cost(ConfigProvider.getConfig());

    /** Checked when the name is unknown, so that a wrong name takes as long as a wrong password. */
    private static final String NO_PLAYER_HASH = hash("no player has this password");

    private Passwords() {}

    static String hash(String password) {
        return BcryptUtil.bcryptHash(digest(password), COST);
    }

    /** The configured bcrypt cost, {@value #DEFAULT_COST} by default; refused outside 4 to 16. */
    static int cost(Config config) {
        int cost = config.getOptionalValue(COST_PROPERTY, Integer.class).orElse(DEFAULT_COST);
        if (cost < MIN_COST || cost > MAX_COST) {
            throw new IllegalArgumentException(
                    COST_PROPERTY + " must be from " + MIN_COST + " to " + MAX_COST + ", not " + cost);
        }
        return cost;
    }

    static boolean matches(String password, String hash) {
        return BcryptUtil.matches(digest(password), hash);
    }

    static void spendTimeOfAMatch(String password) {
        matches(password, NO_PLAYER_HASH);
    }

    private static String digest(String password) {
        try {
            byte[] sha = MessageDigest.getInstance("SHA-256").digest(password.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(sha);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
