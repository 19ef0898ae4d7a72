package com.taflpost.player;

import io.quarkus.elytron.security.common.BcryptUtil;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * bcrypt reads only the first 72 bytes of a password, and we accept up to 128 characters: each password is first
 * digested with SHA-256, so that every character counts.
 */
final class Passwords {

    /** Checked when the name is unknown, so that a wrong name takes as long as a wrong password. */
    private static final String NO_PLAYER_HASH = hash("no player has this password");

    private Passwords() {}

    static String hash(String password) {
        return BcryptUtil.bcryptHash(digest(password));
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
